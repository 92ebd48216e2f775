import { CsvWriterPort } from '../../../src-domain/dashboards/csv-writer.port';
import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import { HiringDashboardStore } from '../../../src-ui/dashboard/hiring-dashboard.store';
import { HiringReportStore, REPORT_CSV_COLUMNS } from '../../../src-ui/dashboard/hiring-report.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';

const reportRow = (index: number, location = `Location ${index}`) => ({
  position_id: index,
  position: 'Server',
  location_id: 100 + index,
  location,
  applications: 2,
  applied: 1,
  screening: 0,
  interview: 0,
  offered: 0,
  hired: 1,
  rejected: 0,
  replied: 1,
  median_hours: index === 0 ? null : 12.5,
  p90_hours: null,
});

async function setUp() {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
  serveBrands(fakes, { permissions: [], user_accesses: [] });
  await container.get(SessionStore).restore();
  await container.get(BrandContextStore).load();
  return { container, fakes };
}

describe('HiringDashboardStore', () => {
  it('maps the figures, pages the lists, and shows a failed list again on retry', async () => {
    const { container, fakes } = await setUp();
    let replyFails = true;
    fakes.gateway
      .on('GET', '/v1/dashboards/brands/1/hiring', () => ({
        brand_name: 'Harbor',
        period: { from: '2026-01-01', to: '2026-01-30' },
        open_positions: 4,
        locations_with_open_positions: 2,
        applications_by_status: [{ status: 'APPLIED', count: 3 }],
        unread_messages: 2,
        first_reply: { median_hours: 94, p90_hours: null, replied: 1 },
      }))
      .on('GET', '/v1/dashboards/brands/1/hiring/open_positions', (request) => ({
        total: 25,
        locations: [{ id: Number(request.query?.offset), name: 'A', open_positions: 1, applications: 0 }],
      }))
      .on('GET', '/v1/dashboards/brands/1/hiring/reply_times', () => {
        if (replyFails) throw FakeHttpGateway.error(503);
        return { total: 0, locations: [] };
      });
    const store = container.get(HiringDashboardStore);
    await store.load();
    expect(store.figures).toMatchObject({
      kind: 'ready',
      value: { openPositions: 4, unreadMessages: 2, firstReply: { medianHours: 94, p90Hours: undefined } },
    });
    expect(store.openPositions.state).toMatchObject({ kind: 'ready', value: { total: 25 } });
    expect(store.replyTimes.state.kind).toBe('failed');
    await store.openPositions.show(10);
    expect(store.openPositions.state).toMatchObject({ value: { rows: [{ id: 10 }] } });
    replyFails = false;
    await store.replyTimes.show(store.replyTimes.offset);
    expect(store.replyTimes.state).toEqual({ kind: 'ready', value: { total: 0, rows: [] } });
  });
});

describe('HiringDashboardStore recent applications (#15)', () => {
  /** Serves the dashboard's other reads, positions, and applications, recording their queries. */
  function serve(fakes: Awaited<ReturnType<typeof setUp>>['fakes']) {
    const queries: Record<string, unknown>[] = [];
    fakes.gateway
      .on('GET', '/v1/dashboards/brands/1/hiring', () => {
        throw FakeHttpGateway.error(503);
      })
      .on('GET', '/v1/dashboards/brands/1/hiring/open_positions', () => ({ total: 0, locations: [] }))
      .on('GET', '/v1/dashboards/brands/1/hiring/reply_times', () => ({ total: 0, locations: [] }))
      .on('GET', '/v1/category_positions', () => ({
        brand_id: 1,
        categories: [
          {
            category: 'FOH',
            positions: [{ id: 7, title: 'Server', archived: false, brand: { id: 2, name: 'Downtown' } }],
          },
        ],
      }))
      .on('GET', '/v1/employer_applications', (request) => {
        queries.push({ ...request.query });
        return { total: 0, applications: [] };
      });
    return queries;
  }

  it('restores the stored position and status of this user and brand and sends them', async () => {
    const { container, fakes } = await setUp();
    fakes.storage.set('h_dashboard_selected_job_filter', JSON.stringify({ 'user-1:1': 7, 'other:1': 9 }));
    fakes.storage.set('h_hiring_dashboard_selected_job_status', JSON.stringify({ 'user-1:1': 'INTERVIEW' }));
    const queries = serve(fakes);
    const store = container.get(HiringDashboardStore);
    await store.load();
    expect(store.filter).toEqual({ position: 7, status: 'INTERVIEW' });
    expect(store.positions).toEqual([
      { id: 7, title: 'Server', locationName: 'Downtown', locationId: 2, archived: false },
    ]);
    expect(queries).toEqual([
      expect.objectContaining({ brand: 1, offset: 0, position: 7, status: 'INTERVIEW' }),
    ]);
  });

  it('sends a new choice, keeps it for this user and brand only, and unfilters on "all"', async () => {
    const { container, fakes } = await setUp();
    fakes.storage.set('h_hiring_dashboard_selected_job_status', JSON.stringify({ 'other:1': 'HIRED' }));
    const queries = serve(fakes);
    const store = container.get(HiringDashboardStore);
    await store.load();
    expect(queries[0]?.status).toBeUndefined();
    await store.chooseStatus('OFFERED');
    await store.choosePosition(7);
    expect(queries.slice(1)).toEqual([
      expect.objectContaining({ status: 'OFFERED' }),
      expect.objectContaining({ position: 7, status: 'OFFERED' }),
    ]);
    expect(JSON.parse(fakes.storage.get('h_hiring_dashboard_selected_job_status') ?? '')).toEqual({
      'other:1': 'HIRED',
      'user-1:1': 'OFFERED',
    });
    expect(JSON.parse(fakes.storage.get('h_dashboard_selected_job_filter') ?? '')).toEqual({ 'user-1:1': 7 });
    await store.chooseStatus(undefined);
    expect(queries.at(-1)).toEqual(expect.objectContaining({ position: 7 }));
    expect(queries.at(-1)?.status).toBeUndefined();
    expect(JSON.parse(fakes.storage.get('h_hiring_dashboard_selected_job_status') ?? '')).toEqual({
      'other:1': 'HIRED',
    });
  });
});

describe('HiringReportStore', () => {
  it('exports every page as CSV with formula-looking names disarmed', async () => {
    const { container, fakes } = await setUp();
    const all = [
      reportRow(0, '=cmd|calc'),
      ...Array.from({ length: 600 }, (_, index) => reportRow(index + 1)),
    ];
    fakes.gateway.on('GET', '/v1/dashboards/brands/1/hiring_report', (request) => {
      const offset = Number(request.query?.offset);
      const limit = Number(request.query?.limit);
      return { period: { from: 'x', to: 'y' }, total: all.length, rows: all.slice(offset, offset + limit) };
    });
    const store = container.get(HiringReportStore);
    const headers = Object.fromEntries(REPORT_CSV_COLUMNS.map((column) => [column, column.toUpperCase()]));
    const file = await store.exportCsv(headers as never);
    const lines = file!.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(602);
    expect(lines[0]).toBe(REPORT_CSV_COLUMNS.map((column) => column.toUpperCase()).join(','));
    expect(lines[1]).toBe("'=cmd|calc,Server,2,1,0,0,0,1,0,1,,");
    expect(lines[2]).toBe('Location 1,Server,2,1,0,0,0,1,0,1,12.5,');
    expect(file!.fileName).toMatch(
      /^hiring-report-[A-Za-z0-9._-]+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const pages = fakes.gateway.requests.filter((request) => request.path.endsWith('/hiring_report'));
    expect(pages.map((request) => request.query?.offset)).toEqual([0, 500]);
  });

  it('says the export failed, and gives no file, when the CSV writer could not load', async () => {
    const { container, fakes } = await setUp();
    fakes.gateway.on('GET', '/v1/dashboards/brands/1/hiring_report', () => ({
      period: { from: 'x', to: 'y' },
      total: 1,
      rows: [reportRow(1)],
    }));
    container.rebind(CsvWriterPort).toConstantValue({
      write: () => Promise.reject(new Error('ChunkLoadError')),
    });
    const store = container.get(HiringReportStore);
    const headers = Object.fromEntries(REPORT_CSV_COLUMNS.map((column) => [column, column.toUpperCase()]));
    await expect(store.exportCsv(headers as never)).resolves.toBeUndefined();
    expect(store.exporting).toBe('failed');
  });

  it('sorts a new column descending, flips it on a second click, and reads nothing for a reversed period', async () => {
    const { container, fakes } = await setUp();
    fakes.gateway.on('GET', '/v1/dashboards/brands/1/hiring_report', () => ({
      period: { from: 'x', to: 'y' },
      total: 0,
      rows: [],
    }));
    const store = container.get(HiringReportStore);
    await store.sortBy('location');
    await store.sortBy('location');
    const reads = () => fakes.gateway.requests.filter((request) => request.path.endsWith('/hiring_report'));
    expect(reads().map((request) => [request.query?.sort, request.query?.direction])).toEqual([
      ['location', 'desc'],
      ['location', 'asc'],
    ]);
    await store.setPeriod({ from: '2026-02-02', to: '2026-02-01' });
    expect(store.periodProblem).toBe('ORDER');
    expect(reads()).toHaveLength(2);
  });
});
