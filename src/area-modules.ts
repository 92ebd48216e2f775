import type { Container } from 'inversify';
import type { AreaModulesPort } from '../src-ui/injection/area-modules.port';

/**
 * Loads the signed-in areas' container module (src-infrastructure/area-api.module.ts) from its
 * own chunk into `container`, once. In the server renderer's single-file bundle the import is
 * already in memory.
 */
export class ChunkAreaModules implements AreaModulesPort {
  private pending: Promise<void> | undefined;
  private done = false;

  constructor(private readonly container: Container) {}

  get loaded(): boolean {
    return this.done;
  }

  load(): Promise<void> {
    this.pending ??= import(/* webpackChunkName: "area-apis" */ '../src-infrastructure/area-api.module').then(
      (module) => {
        if (!this.done) this.container.load(module.areaApiModule);
        this.done = true;
      },
      (error: unknown) => {
        this.pending = undefined;
        throw error;
      },
    );
    return this.pending;
  }
}
