import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { VitalsApiPort, type VitalsReport } from '../../src-domain/telemetry/vitals-api.port';

/** Routes a page of the report shows. */
export const VITALS_PAGE_SIZE = 20;

export type VitalsReportState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly report: VitalsReport }
  /** `code`: the server's error code (VITALS.FORBIDDEN …); undefined for a network failure. */
  | { readonly kind: 'failed'; readonly code: string | undefined };

/**
 * Real users' vitals per route over 28 days (issue #30) for a platform administrator, one page of
 * routes at a time, most measured first. Never rejects; a read answered after a newer one began
 * is dropped.
 */
@injectable()
export class VitalsReportStore {
  state: VitalsReportState = { kind: 'loading' };
  offset = 0;
  private reads = 0;

  constructor(@inject(VitalsApiPort) private readonly api: VitalsApiPort) {
    makeAutoObservable<VitalsReportStore, 'api' | 'reads'>(this, { api: false, reads: false });
  }

  /** Reads the page at `offset` (the current one when omitted). */
  async load(offset: number = this.offset): Promise<void> {
    const read = ++this.reads;
    this.offset = offset;
    this.state = { kind: 'loading' };
    try {
      const report = await this.api.report(offset, VITALS_PAGE_SIZE);
      runInAction(() => {
        if (read === this.reads) this.state = { kind: 'ready', report };
      });
    } catch (error) {
      runInAction(() => {
        if (read === this.reads) {
          this.state = {
            kind: 'failed',
            code: error instanceof GatewayError ? (error.serverCode ?? error.code) : undefined,
          };
        }
      });
    }
  }
}
