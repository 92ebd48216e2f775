import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { BrandsApiPort } from '../../src-domain/brands/brands-api.port';
import type { EntryBrandScheme } from '../../src-domain/theme/theme.rules';

/**
 * The colours of the brand the job seeker entered through (GET /v1/js_dashboard/profile_scheme),
 * which the member dashboard takes. `scheme` stays undefined until read, and when the read fails
 * or the user has no entry brand the dashboard keeps the app's default colours (decoration only:
 * no error panel, the next visit reads again).
 */
@injectable()
export class EntryBrandSchemeStore {
  scheme: EntryBrandScheme | undefined = undefined;
  /** The read under way. */
  private loading: Promise<void> | undefined;

  constructor(@inject(BrandsApiPort) private readonly api: BrandsApiPort) {
    makeAutoObservable<EntryBrandSchemeStore, 'api' | 'loading'>(this, { api: false, loading: false });
  }

  /** The entry brand's colours when there is an entry brand, else undefined. */
  get branded(): EntryBrandScheme | undefined {
    return this.scheme?.brandId === undefined ? undefined : this.scheme;
  }

  /**
   * Reads the scheme (served from the page cache when recent); a call while a read is under way
   * shares it. Never rejects.
   */
  load(): Promise<void> {
    this.loading ??= this.read().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async read(): Promise<void> {
    try {
      const scheme = await this.api.entryScheme();
      runInAction(() => (this.scheme = scheme));
    } catch {
      runInAction(() => (this.scheme = undefined));
    }
  }
}
