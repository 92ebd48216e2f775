import type { Container, ContainerModule } from 'inversify';
import type { AreaModulesPort } from '../src-ui/injection/area-modules.port';

/** Loads a container module from its own chunk. */
export type ModuleLoader = () => Promise<ContainerModule>;

/**
 * Loads the signed-in areas' container module (src-infrastructure/area-api.module.ts) from its
 * own chunk into `container`, once, with `adapters` beside it when given (the browser's adapters
 * of the ports only those areas use, browserAreaModule: issue #30). In the server renderer's
 * single-file bundle the import is already in memory. A failed load is forgotten, so the next
 * call tries again.
 */
export class ChunkAreaModules implements AreaModulesPort {
  private pending: Promise<void> | undefined;
  private done = false;

  constructor(
    private readonly container: Container,
    private readonly adapters?: ModuleLoader,
  ) {}

  get loaded(): boolean {
    return this.done;
  }

  load(): Promise<void> {
    this.pending ??= Promise.all([
      import(/* webpackChunkName: "area-apis" */ '../src-infrastructure/area-api.module'),
      this.adapters?.(),
    ]).then(
      ([module, adapters]) => {
        if (!this.done) {
          this.container.load(module.areaApiModule);
          if (adapters) this.container.load(adapters);
        }
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
