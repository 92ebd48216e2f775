import { injectable } from 'inversify';
import { preloadRoute } from './route-preload';
import { ScreenPreloader } from './screen-preloader';

/** ScreenPreloader over the route table; a chunk that fails here is loaded again by the navigation. */
@injectable()
export class RouteScreenPreloader extends ScreenPreloader {
  preload(path: string): void {
    preloadRoute(path).catch(() => undefined);
  }
}
