import { inject, injectable } from 'inversify';
import { AreaModulesPort } from '../injection/area-modules.port';
import { inAppRoute, preloadRoute } from './route-preload';
import { needsAreaApis } from './routes';
import { ScreenPreloader } from '../navigation/screen-preloader';

/**
 * ScreenPreloader over the route table: the screen's chunks and, for a screen that waits for the
 * signed-in areas' bindings, their chunk too, in parallel. A chunk that fails here is loaded again
 * by the navigation.
 */
@injectable()
export class RouteScreenPreloader extends ScreenPreloader {
  constructor(@inject(AreaModulesPort) private readonly areas: AreaModulesPort) {
    super();
  }

  preload(path: string): void {
    preloadRoute(path).catch(() => undefined);
    const route = inAppRoute(path);
    if (route && needsAreaApis(route)) this.areas.load().catch(() => undefined);
  }
}
