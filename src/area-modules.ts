import type { Container, ContainerModule } from 'inversify';
import { retryableOnce } from '../src-domain/shared/retryable-once';
import type { AreaModulesPort } from '../src-ui/injection/area-modules.port';

/** Loads a container module from its own chunk. */
export type ModuleLoader = () => Promise<ContainerModule>;

/**
 * Loads the signed-in areas' container module (src-infrastructure/area-api.module.ts) from its
 * own chunk into `container`, once, with `adapters` beside it when given (the browser's adapters
 * of the ports only those areas use, browserAreaModule: issue #30) and `texts` awaited beside
 * them when given (the whole texts, for a page that started with the guest pages' part). In the
 * server renderer's single-file bundle the import is already in memory. A failed load is
 * forgotten, so the next call tries again.
 */
export class ChunkAreaModules implements AreaModulesPort {
  private done = false;

  constructor(
    private readonly container: Container,
    private readonly adapters?: ModuleLoader,
    private readonly texts?: () => Promise<void>,
  ) {}

  get loaded(): boolean {
    return this.done;
  }

  readonly load = retryableOnce(() =>
    Promise.all([
      import(/* webpackChunkName: "area-apis" */ '../src-infrastructure/area-api.module'),
      this.adapters?.(),
      this.texts?.(),
    ]).then(([module, adapters]) => {
      this.container.load(module.areaApiModule);
      if (adapters) this.container.load(adapters);
      this.done = true;
    }),
  );
}
