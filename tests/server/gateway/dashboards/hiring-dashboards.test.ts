import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';

let server: TestServer;
let owner: Session;
let manager: Session;
let candidate: Session;

beforeAll(async () => {
  server = await startGatewayServer();
  [owner, manager, candidate] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'candidate@demo.brigade.test'),
  ]);
});
afterAll(() => server.close());

const data = async <T>(session: Session, path: string) => {
  const response = await call(server, 'GET', path, { session });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: T }>().data;
};

interface Funnel {
  applications_by_status: { status: string; count: number }[];
  unread_messages: number;
}

describe('hiring dashboard', () => {
  it('gives the owner the subtree’s figures: open positions, the six-status funnel, unread, time to first reply', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    // The demo threads (demo-threads.seed.ts): replies came 94 h and 71 h, 146.7 h (archived) and
    // 182.7 h after the application; five of the period's ten applications (pooled@'s from
    // demo-tags.seed.ts among them) have no reply yet.
    expect(await data(owner, `/v1/dashboards/brands/${harbor}/hiring`)).toMatchObject({
      brand_name: 'Harbor Hospitality Group',
      open_positions: 72,
      locations_with_open_positions: 36,
      applications_by_status: [
        { status: 'APPLIED', count: 4 },
        { status: 'SCREENING', count: 1 },
        { status: 'INTERVIEW', count: 2 },
        { status: 'OFFERED', count: 1 },
        { status: 'HIRED', count: 1 },
        { status: 'REJECTED', count: 0 },
      ],
      unread_messages: 7,
      first_reply: { median_hours: 94, p90_hours: 182.7, replied: 4 },
    });
  });

  it('counts what the inbox lists: each status figure is the inbox total with that filter', async () => {
    const downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const figures = await data<Funnel>(manager, `/v1/dashboards/brands/${downtown}/hiring`);
    expect(figures.applications_by_status.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(0);
    for (const row of figures.applications_by_status) {
      const inbox = await data<{ total: number }>(
        manager,
        `/v1/employer_applications?brand=${downtown}&status=${row.status}&limit=1`,
      );
      expect([row.status, inbox.total]).toEqual([row.status, row.count]);
    }
    const unread = await data<{ total: number }>(
      manager,
      `/v1/groups/${downtown}/unread_message_count_employer`,
    );
    expect((unread as unknown as { count: number }).count).toBe(figures.unread_messages);
  });

  it('lists reply times per location slowest first, locations without a reply first of all, paged', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    type Rows = {
      total: number;
      locations: { name: string; replied: number; median_hours: number | null }[];
    };
    const first = await data<Rows>(owner, `/v1/dashboards/brands/${harbor}/hiring/reply_times?limit=3`);
    const rest = await data<Rows>(
      owner,
      `/v1/dashboards/brands/${harbor}/hiring/reply_times?limit=3&offset=3`,
    );
    expect([first.total, first.locations.length, rest.locations.length]).toEqual([5, 3, 2]);
    expect([...first.locations, ...rest.locations].map((row) => [row.name, row.median_hours])).toEqual([
      ['Lantern Portland Airport', null],
      ['Lantern Portland Downtown', null],
      ['Harbor Grill Seattle Airport', 146.7],
      ['Harbor Grill Portland Downtown', 94],
      ['Tidewater Portland Airport', 71],
    ]);
  });

  it('pages open positions by location and says how many locations there are', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const page = await data<{ total: number; locations: unknown[] }>(
      owner,
      `/v1/dashboards/brands/${harbor}/hiring/open_positions?limit=10&offset=30`,
    );
    expect([page.total, page.locations.length]).toEqual([36, 6]);
  });

  it('refuses a brand outside the caller’s scope, a bad period and a guest', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const cases: [Session | undefined, string, number, string | undefined][] = [
      [candidate, `/v1/dashboards/brands/${harbor}/hiring`, 403, 'BRAND.FORBIDDEN'],
      [owner, `/v1/dashboards/brands/${harbor}/tts?from=2026-02-31`, 400, 'DASHBOARDS.PERIOD_INVALID'],
      // An impossible `to` alone (no `from` to fall back on): found by the gateway fuzz as a 500.
      [owner, `/v1/dashboards/brands/${harbor}/tts?to=0000-00-00`, 400, 'DASHBOARDS.PERIOD_INVALID'],
      [owner, `/v1/dashboards/brands/${harbor}/hiring?to=2026-20-01`, 400, 'DASHBOARDS.PERIOD_INVALID'],
      [
        owner,
        `/v1/dashboards/brands/${harbor}/hiring?from=2026-05-02&to=2026-05-01`,
        400,
        'DASHBOARDS.PERIOD_INVALID',
      ],
      [
        owner,
        `/v1/dashboards/brands/${harbor}/hiring_report?from=2024-01-01&to=2026-01-01`,
        400,
        'DASHBOARDS.PERIOD_TOO_LONG',
      ],
      [owner, `/v1/dashboards/brands/${harbor}/hiring_report?sort=salary`, 400, undefined],
      [owner, `/v1/dashboards/brands/${harbor}/hiring/reply_times?limit=101`, 400, undefined],
      [undefined, `/v1/dashboards/brands/${harbor}/hiring`, 401, undefined],
    ];
    for (const [session, path, status, code] of cases) {
      const response = await call(server, 'GET', path, session ? { session } : {});
      expect([path, response.statusCode]).toEqual([path, status]);
      if (code) expect(response.json<{ error: { code: string } }>().error.code).toBe(code);
    }
  });
});

describe('TTS (onboarding) dashboard', () => {
  it('counts the period’s hires by the day they were hired, open offers, and time to hire', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    // The demo hire applied 30 days ago and was hired 12 days ago: 18 days to hire.
    expect(await data(owner, `/v1/dashboards/brands/${harbor}/tts`)).toMatchObject({
      hires: 1,
      offered: 1,
      hired_not_archived: 1,
      time_to_hire: { median_hours: 432, p90_hours: 432 },
    });
    const before = await data(owner, `/v1/dashboards/brands/${harbor}/tts?from=2020-01-01&to=2020-12-31`);
    expect(before).toMatchObject({ hires: 0, offered: 1, time_to_hire: { median_hours: null } });
    expect(await data(owner, `/v1/dashboards/brands/${harbor}/tts/locations`)).toEqual({
      total: 2,
      locations: [
        expect.objectContaining({
          name: 'Tidewater Portland Downtown',
          hires: 1,
          offered: 0,
          median_hours: 432,
        }),
        expect.objectContaining({ name: 'Harbor Grill Portland Downtown', hires: 0, offered: 1 }),
      ],
    });
  });

  it('records the hire time when an application moves to HIRED, and clears it when it leaves', async () => {
    const downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const offered = await server.db
      .selectFrom('applications')
      .select('id')
      .where('status', '=', 'OFFERED')
      .executeTakeFirstOrThrow();
    const move = (status: string) =>
      call(server, 'PATCH', `/v1/applications/${offered.id}`, { session: manager, body: { status } });
    expect((await move('HIRED')).statusCode).toBe(200);
    expect(await data(manager, `/v1/dashboards/brands/${downtown}/tts`)).toMatchObject({
      hires: 1,
      offered: 0,
    });
    expect((await move('OFFERED')).statusCode).toBe(200);
    expect(await data(manager, `/v1/dashboards/brands/${downtown}/tts`)).toMatchObject({
      hires: 0,
      offered: 1,
    });
  });
});

describe('hiring report', () => {
  it('gives the funnel per position and location, sortable, paged', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    type Report = {
      total: number;
      rows: { position: string; location: string; applications: number; median_hours: number | null }[];
    };
    const slowest = await data<Report>(owner, `/v1/dashboards/brands/${harbor}/hiring_report?limit=2`);
    expect(slowest.total).toBe(6);
    expect(slowest.rows.map((row) => [row.location, row.position, row.median_hours])).toEqual([
      ['Harbor Grill Seattle Airport', 'Line Cook', 146.7],
      ['Harbor Grill Portland Downtown', 'Server', 94],
    ]);
    const byLocation = await data<Report>(
      owner,
      `/v1/dashboards/brands/${harbor}/hiring_report?sort=location&direction=asc&limit=500`,
    );
    const names = byLocation.rows.map((row) => row.location);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // Ten demo applications (nine threads and pooled@'s); the hire applied 30 days ago, the day
    // before the default period.
    expect(byLocation.rows.reduce((sum, row) => sum + row.applications, 0)).toBe(9);
  });
});
