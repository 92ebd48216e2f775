import type { VitalsApiPort, VitalsReport } from '../../../src-domain/telemetry/vitals-api.port';
import { VITALS_PAGE_SIZE, VitalsReportStore } from '../../../src-ui/vitals/vitals-report.store';
import { apiFailure } from '../../fakes/api-failure';

const report = (offset: number): VitalsReport => ({
  from: '2026-11-01',
  to: '2026-11-28',
  total: 25,
  offset,
  routes: [{ route: `/page-${offset}`, samples: 3, vitals: { LCP: { p75: 900, samples: 3 } }, days: [] }],
});

/** Answers each read when told to, so a test can finish them out of order. */
class ControlledVitalsApi implements VitalsApiPort {
  readonly reads: {
    offset: number;
    limit: number;
    answer: (report: VitalsReport) => void;
    fail: (error: unknown) => void;
  }[] = [];
  report(offset: number, limit: number): Promise<VitalsReport> {
    return new Promise((answer, fail) => this.reads.push({ offset, limit, answer, fail }));
  }
}

describe('VitalsReportStore', () => {
  it('reads a page of routes and keeps the newest read when answers cross', async () => {
    const api = new ControlledVitalsApi();
    const store = new VitalsReportStore(api);
    const first = store.load(0);
    const second = store.load(20);
    expect(api.reads.map((read) => [read.offset, read.limit])).toEqual([
      [0, VITALS_PAGE_SIZE],
      [20, VITALS_PAGE_SIZE],
    ]);
    api.reads[1]!.answer(report(20));
    await second;
    api.reads[0]!.answer(report(0));
    await first;
    expect(store.state).toEqual({ kind: 'ready', report: report(20) });
    expect(store.offset).toBe(20);
  });

  it("keeps the server's code of a refusal, and none for a network failure", async () => {
    const api = new ControlledVitalsApi();
    const store = new VitalsReportStore(api);
    const refused = store.load();
    api.reads[0]!.fail(apiFailure(403, 'VITALS.FORBIDDEN'));
    await refused;
    expect(store.state).toEqual({ kind: 'failed', code: 'VITALS.FORBIDDEN' });
    const offline = store.load();
    expect(store.state).toEqual({ kind: 'loading' });
    api.reads[1]!.fail(new TypeError('Failed to fetch'));
    await offline;
    expect(store.state).toEqual({ kind: 'failed', code: undefined });
  });
});
