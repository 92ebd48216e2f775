import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { BrandsApiPort } from '../../src-domain/brands/brands-api.port';
import type { BrandRef } from '../../src-domain/brands/brand-profile.model';

/** The read of the caller's workplaces: loading, the brands, or failed. */
export type WorkplacesState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly brands: readonly BrandRef[] }
  | { readonly status: 'failed' };

/**
 * Where the signed-in user works as an employee (GET /v1/employees/businesses/brands), shown on
 * their profile. `load()` reads again each time (a hire shows at the next visit); an answer that
 * arrives after a newer `load()` started is dropped.
 */
@injectable()
export class WorkplacesStore {
  state: WorkplacesState = { status: 'loading' };
  private generation = 0;

  constructor(@inject(BrandsApiPort) private readonly api: BrandsApiPort) {
    makeAutoObservable<WorkplacesStore, 'api' | 'generation'>(this, { api: false, generation: false });
  }

  load(): void {
    const generation = ++this.generation;
    this.state = { status: 'loading' };
    this.api.workplaces().then(
      (brands) =>
        runInAction(() => {
          if (generation === this.generation) this.state = { status: 'ready', brands };
        }),
      () =>
        runInAction(() => {
          if (generation === this.generation) this.state = { status: 'failed' };
        }),
    );
  }
}
