import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';

let server: TestServer;
let owner: Session;
let manager: Session;
let manager2: Session;
let candidate: Session;
let scheduler: Session;

beforeAll(async () => {
  server = await startGatewayServer();
  [owner, manager, manager2, candidate, scheduler] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
    signIn(server, 'candidate@demo.brigade.test'),
    signIn(server, 'scheduler@demo.brigade.test'),
  ]);
});
afterAll(() => server.close());

/** A parsed answer, read field by field in the expectations. */
type Parsed = ReturnType<typeof JSON.parse>;

const get = async (session: Session, path: string) => {
  const response = await call(server, 'GET', path, { session });
  return { status: response.statusCode, body: response.json<{ data: Parsed; error: { code: string } }>() };
};

async function serverPosition(location: string): Promise<number> {
  const row = await server.db
    .selectFrom('positions as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select('p.id')
    .where('b.name', '=', location)
    .where('p.title', '=', 'Server')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('positions', () => {
  it('answers the position settings inherited by a location, and refuses others’ brands', async () => {
    const downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const settings = await get(manager, `/v1/brands/${downtown}/positions/settings`);
    expect(settings.status).toBe(200);
    expect(settings.body.data.brand_id).toBe(downtown);
    expect(settings.body.data).toEqual({
      brand_id: downtown,
      level: 'ENTRY,SENIOR,LEAD',
      levels: ['ENTRY', 'SENIOR', 'LEAD'],
      position_management_mode: 'CENTRALIZED',
    });
    const tacos = await brandId(server.db, 'Tidewater Tacos');
    expect((await get(manager, `/v1/brands/${tacos}/positions/settings`)).body.error.code).toBe(
      'BRAND.FORBIDDEN',
    );
    expect((await get(candidate, `/v1/brands/${downtown}/positions/settings`)).status).toBe(403);
  });

  it('groups positions by category: the brand’s own, or its subtree with get_all_positions', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const own = await get(owner, `/v1/category_positions?brand_id=${grill}`);
    expect(own.body.data.categories).toEqual([]);
    const all = await get(owner, `/v1/category_positions?brand_id=${grill}&get_all_positions=true`);
    const categories = all.body.data.categories as {
      category: string;
      positions: { brand: { name: string } }[];
    }[];
    expect(categories.map((entry) => entry.category)).toEqual(['BOH', 'FOH']);
    expect(categories.flatMap((entry) => entry.positions)).toHaveLength(24);
    expect(
      categories
        .flatMap((entry) => entry.positions)
        .every((position) => position.brand.name.startsWith('Harbor Grill')),
    ).toBe(true);
    expect((await get(manager2, `/v1/category_positions?brand_id=${grill}`)).body.error.code).toBe(
      'BRAND.FORBIDDEN',
    );
    expect((await get(owner, '/v1/category_positions')).body.error.code).toBe('VALIDATION.INVALID');
  });

  it('publishes the position codes', async () => {
    const lookup = await get(candidate, '/v1/position_type_lookup');
    expect(lookup.body.data.categories).toEqual(['FOH', 'BOH', 'MANAGEMENT']);
    expect(lookup.body.data.atr_statuses).toEqual(['PENDING', 'APPROVED', 'REJECTED', 'FILLED']);
  });
});

describe('approvals to recruit (ATR access rule)', () => {
  it('lists a position’s approvals for a manager with SOURCE_HIRE, the ATR service and atr_type MB', async () => {
    const downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const position = await serverPosition('Harbor Grill Portland Downtown');
    const all = await get(manager, `/v1/brands/${downtown}/positions/${position}/atrs`);
    expect(all.status).toBe(200);
    expect(all.body.data.atrs.map((atr: { status: string }) => atr.status).sort()).toEqual([
      'APPROVED',
      'PENDING',
    ]);
    const pending = await get(manager, `/v1/brands/${downtown}/positions/${position}/atrs?filter_by=PENDING`);
    expect(pending.body.data.atrs).toEqual([
      expect.objectContaining({
        status: 'PENDING',
        headcount: 2,
        requested_by: expect.objectContaining({ first_name: 'Marco' }),
      }),
    ]);
    expect(
      (await get(manager, `/v1/brands/${downtown}/positions/${position}/atrs?filter_by=LOST`)).status,
    ).toBe(400);
  });

  it('refuses without the ATR service (Tidewater: TRIAL) or without SOURCE_HIRE, and outside the subtree', async () => {
    const tidewater = await brandId(server.db, 'Tidewater Portland Downtown');
    const tacosPosition = await serverPosition('Tidewater Portland Downtown');
    const noService = await get(owner, `/v1/brands/${tidewater}/positions/${tacosPosition}/atrs`);
    expect(noService.status).toBe(403);
    expect(noService.body.error.code).toBe('POSITIONS.ATR_FORBIDDEN');
    const lantern = await brandId(server.db, 'Lantern Portland Downtown');
    const lanternPosition = await serverPosition('Lantern Portland Downtown');
    const noHire = await get(scheduler, `/v1/brands/${lantern}/positions/${lanternPosition}/atrs`);
    expect(noHire.body.error.code).toBe('POSITIONS.ATR_FORBIDDEN');
    const downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
    expect((await get(manager2, `/v1/brands/${downtown}/positions/1/atrs`)).body.error.code).toBe(
      'BRAND.FORBIDDEN',
    );
    // A position of another brand, named under one the manager may see: not found there.
    const notBelow = await get(manager, `/v1/brands/${downtown}/positions/${tacosPosition}/atrs`);
    expect(notBelow.status).toBe(404);
    expect(notBelow.body.error.code).toBe('POSITIONS.NOT_FOUND');
  });
});
