import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { JobAdsApiPort, type ProviderPostingsPage } from '../../src-domain/job-ads/job-ads-api.port';

/** How many provider postings a page shows. */
export const PROVIDER_POSTINGS_PAGE_SIZE = 20;

export type ProviderPostingsState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly page: ProviderPostingsPage }
  /** `code`: the server's error code; undefined for a network failure. */
  | { readonly kind: 'failed'; readonly code: string | undefined };

const codeOf = (error: unknown): string | undefined =>
  error instanceof GatewayError ? (error.serverCode ?? error.code) : undefined;

/**
 * The job-ads screen's list of provider postings (issue #38): the positions of the context brand
 * and below with a posting at the provider, one page at a time. A read for a brand no longer
 * shown is dropped. Never rejects.
 */
@injectable()
export class ProviderPostingsStore {
  state: ProviderPostingsState = { kind: 'idle' };
  brandId: number | undefined = undefined;
  offset = 0;

  constructor(@inject(JobAdsApiPort) private readonly api: JobAdsApiPort) {
    makeAutoObservable<ProviderPostingsStore, 'api'>(this, { api: false });
  }

  /** Reads the page at `offset` of `brandId` (the current brand and page when omitted). */
  async load(brandId: number | undefined = this.brandId, offset: number = this.offset): Promise<void> {
    if (brandId === undefined) return;
    if (brandId !== this.brandId) offset = 0;
    this.brandId = brandId;
    this.offset = offset;
    this.state = { kind: 'loading' };
    try {
      const page = await this.api.postings(brandId, offset, PROVIDER_POSTINGS_PAGE_SIZE);
      runInAction(() => {
        if (this.brandId === brandId && this.offset === offset) this.state = { kind: 'ready', page };
      });
    } catch (error) {
      runInAction(() => {
        if (this.brandId === brandId && this.offset === offset)
          this.state = { kind: 'failed', code: codeOf(error) };
      });
    }
  }

  /** Forgets the list (the screen is left). */
  reset(): void {
    this.state = { kind: 'idle' };
    this.brandId = undefined;
    this.offset = 0;
  }
}
