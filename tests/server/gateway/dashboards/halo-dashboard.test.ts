import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';

let server: TestServer;
let owner: Session;
let manager: Session;

beforeAll(async () => {
  server = await startGatewayServer();
  [owner, manager] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
  ]);
});
afterAll(() => server.close());

interface Figures {
  locations: number;
  team_members: number;
  open_positions: number;
  engagement: { recognitions: number; active_recognisers: number } | null;
  risk: { flagged: number; unresolved: number } | null;
}
interface Halo {
  brand_name: string;
  period: { from: string; to: string };
  totals: Figures;
  total: number;
  children: ({ brand: { id: number; name: string; type: string } } & Figures)[];
}

async function halo(session: Session | undefined, id: number, query = '') {
  const response = await call(server, 'GET', `/v1/dashboards/brands/${id}/halo${query}`, { session });
  return { statusCode: response.statusCode, data: response.json<{ data: Halo }>().data };
}

/** The brand's path, for counting its subtree here, independently of the route. */
async function pathOf(name: string): Promise<string> {
  const row = await server.db
    .selectFrom('brands')
    .select('path')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.path;
}

/** Flagged answers of the period and unresolved flags under `path`, counted from the table. */
async function riskUnder(path: string, period: { from: string; to: string }) {
  const under = server.db
    .selectFrom('attestation_answers as a')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .where('b.path', '>=', path)
    .where('b.path', '<', `${path}~`)
    .where('a.flagged', '=', 1)
    .select((eb) => eb.fn.countAll<number>().as('count'));
  const [flagged, unresolved] = await Promise.all([
    under
      .where('a.shift_date', '>=', period.from)
      .where('a.shift_date', '<=', period.to)
      .executeTakeFirstOrThrow(),
    under.where('a.resolved_at', 'is', null).executeTakeFirstOrThrow(),
  ]);
  return { flagged: Number(flagged.count), unresolved: Number(unresolved.count) };
}

/** Recognitions given under `path` in the period (UTC days, both included). */
async function recognitionsUnder(path: string, period: { from: string; to: string }) {
  const row = await server.db
    .selectFrom('recognitions as r')
    .innerJoin('brands as b', 'b.id', 'r.brand_id')
    .where('b.path', '>=', path)
    .where('b.path', '<', `${path}~`)
    .where('r.created_at', '>=', `${period.from}T00:00:00.000Z`)
    .where('r.created_at', '<=', `${period.to}T23:59:59.999Z`)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('GET /v1/dashboards/brands/{id}/halo', () => {
  it('rolls Harbor Grill’s figures up over each level below it', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const { statusCode, data } = await halo(owner, grill);
    expect(statusCode).toBe(200);
    // The seed (server/seed): Harbor Grill's two regions of six locations each, two open positions
    // at every location; six demo members in its subtree, five of them in the North region (the
    // location accounts of Portland Downtown and the crew) and none in the South.
    expect(data.brand_name).toBe('Harbor Grill');
    expect(data.totals).toMatchObject({ locations: 12, team_members: 6, open_positions: 24 });
    expect(data.total).toBe(2);
    expect(
      data.children.map((row) => [row.brand.name, row.locations, row.team_members, row.open_positions]),
    ).toEqual([
      ['Harbor Grill North', 6, 5, 12],
      ['Harbor Grill South', 6, 0, 12],
    ]);
    // Risk and engagement as the tables say (owner@ may read both on Harbor Grill).
    const grillPath = await pathOf('Harbor Grill');
    expect(data.totals.risk).toEqual(await riskUnder(grillPath, data.period));
    expect(data.totals.risk!.flagged).toBeGreaterThan(0);
    expect(data.totals.engagement?.recognitions).toBe(await recognitionsUnder(grillPath, data.period));
    for (const row of data.children) {
      const path = await pathOf(row.brand.name);
      expect(row.risk).toEqual(await riskUnder(path, data.period));
      expect(row.engagement?.recognitions).toBe(await recognitionsUnder(path, data.period));
    }
    // owner@ recognised manager@ at Portland Downtown (North) 90 minutes before the seed ran.
    expect(data.children[0]!.engagement).toEqual({ recognitions: 1, active_recognisers: 1 });
  });

  it('pages the levels by name and says how many there are', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const first = await halo(owner, harbor, '?offset=0&limit=2');
    expect(first.data.total).toBe(3);
    expect(first.data.children.map((row) => row.brand.name)).toEqual(['Harbor Grill', 'Lantern Coffee']);
    const second = await halo(owner, harbor, '?offset=2&limit=2');
    expect(second.data.total).toBe(3);
    expect(second.data.children.map((row) => row.brand.name)).toEqual(['Tidewater Tacos']);
    // Twelve demo members: ten before barista@ and barista2@ joined Lantern Portland Downtown (issue #34).
    expect(second.data.totals).toMatchObject({ locations: 36, team_members: 12, open_positions: 72 });
    expect((await halo(owner, harbor, '?limit=51')).statusCode).toBe(400);
  });

  it('sends no engagement or risk figures where their own reads would refuse them', async () => {
    // Harbor Hospitality Group has neither the rewards nor the risk service.
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const top = await halo(owner, harbor);
    expect(top.data.totals).toMatchObject({ engagement: null, risk: null });
    expect(top.data.children.every((row) => row.engagement === null && row.risk === null)).toBe(true);
    // manager@ has neither VIEW_TEAM_ENGAGEMENT nor ACCESS_RISK_DETECTION_DASHBOARD at his location,
    // where both services are on: the counts, and nulls.
    const location = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const own = await halo(manager, location);
    expect(own.statusCode).toBe(200);
    expect(own.data.totals).toMatchObject({ locations: 1, open_positions: 2, engagement: null, risk: null });
    expect(own.data.total).toBe(0);
  });

  it('refuses a brand outside the caller’s subtree, and a caller without a token', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    expect((await halo(manager, grill)).statusCode).toBe(403);
    expect((await halo(undefined, grill)).statusCode).toBe(401);
  });
});
