import { token } from '../../src-domain/shared/token';

/**
 * The container's bindings of the signed-in areas (their API adapters), which the guest pages
 * never need and therefore do not download. The composition root binds this port; a signed-in
 * screen waits for `load()` before it resolves an area's store.
 */
export interface AreaModulesPort {
  /** True once the areas are bound: screens may resolve their stores synchronously. */
  readonly loaded: boolean;
  /**
   * Binds the areas, fetching their chunk the first time; later calls return the same promise.
   * Rejects when the chunk cannot be fetched (a later call tries again).
   */
  load(): Promise<void>;
}

export const AreaModulesPort = token<AreaModulesPort>('ui.area-modules');
