import type { TestServer } from '../../../support/test-server';
import { isLevelActive } from '../../../../server/gateway/settings/level-activation.repository';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';

let server: TestServer;
let owner: Session;
let manager: Session;
let manager2: Session;
let grill: number;

beforeAll(async () => {
  server = await startGatewayServer();
  [owner, manager, manager2] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
  ]);
  grill = await brandId(server.db, 'Harbor Grill');
});
afterAll(() => server.close());

type Levels = { level: string; brand_count: number; is_active: boolean }[];
const levelsOf = async (session: Session, path: string) => {
  const response = await call(server, 'GET', path, { session });
  return {
    status: response.statusCode,
    body: response.json<{ data: { levels: Levels }; error: { code: string } }>(),
  };
};
const put = (session: Session, path: string, body: unknown) => call(server, 'PUT', path, { session, body });

describe('level activation', () => {
  it('lists the levels of the subtree, all active until someone configures them', async () => {
    const answer = await levelsOf(owner, `/v1/brands/${grill}/level_activation`);
    expect(answer.status).toBe(200);
    const levels = answer.body.data.levels;
    expect(levels.map((item) => item.level)).toEqual(['GP-4', 'GP-3', 'LOCATION']);
    expect(levels.every((item) => item.is_active && item.brand_count > 0)).toBe(true);
  });

  it('saves a level off for one feature only, and the nearest configured brand decides below it', async () => {
    const saved = await put(owner, `/v1/brands/${grill}/settings/clockout_attestation/level_activation`, {
      levels: [{ level: 'LOCATION', is_active: false }],
    });
    expect(saved.statusCode).toBe(200);
    const attestation = await levelsOf(
      owner,
      `/v1/brands/${grill}/settings/clockout_attestation/level_activation`,
    );
    expect(attestation.body.data.levels.find((item) => item.level === 'LOCATION')?.is_active).toBe(false);
    const rewards = await levelsOf(
      owner,
      `/v1/brands/${grill}/level_activation?service_code=REWARDS_AND_RECOGNITION`,
    );
    expect(rewards.body.data.levels.every((item) => item.is_active)).toBe(true);

    const location = await server.db
      .selectFrom('brands')
      .selectAll()
      .where('path', 'like', `%/${grill}/%`)
      .where('type', '=', 'LOCATION')
      .executeTakeFirstOrThrow();
    expect(await isLevelActive(server.db, location, 'CLOCKOUT_ATTESTATION')).toBe(false);
    expect(await isLevelActive(server.db, location, 'REWARDS_AND_RECOGNITION')).toBe(true);

    // The location's own row is nearer than the group's.
    expect(
      (
        await put(owner, `/v1/brands/${location.id}/settings/clockout_attestation/level_activation`, {
          levels: [{ level: 'LOCATION', is_active: true }],
        })
      ).statusCode,
    ).toBe(200);
    expect(await isLevelActive(server.db, location, 'CLOCKOUT_ATTESTATION')).toBe(true);
  });

  it('refuses levels the subtree lacks, repeats, unknown settings and services, and saves nothing', async () => {
    const before = await server.db.selectFrom('level_activations').selectAll().execute();
    const path = `/v1/brands/${grill}/level_activation`;
    const unknown = await put(owner, path, { levels: [{ level: 'GP-9', is_active: true }] });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([400, 'SETTINGS.UNKNOWN_LEVEL']);
    const twice = await put(owner, path, {
      levels: [
        { level: 'LOCATION', is_active: true },
        { level: 'LOCATION', is_active: false },
      ],
    });
    expect([twice.statusCode, twice.json().error.code]).toEqual([400, 'SETTINGS.DUPLICATE_LEVEL']);
    expect((await put(owner, path, { service_code: 'SOURCE_HIRE', levels: [] })).statusCode).toBe(400);
    expect((await levelsOf(owner, `/v1/brands/${grill}/settings/payroll/level_activation`)).status).toBe(400);
    const mismatch = await put(
      owner,
      `/v1/brands/${grill}/settings/rewards_and_recognition/level_activation`,
      {
        service_code: 'CLOCKOUT_ATTESTATION',
        levels: [{ level: 'LOCATION', is_active: true }],
      },
    );
    expect(mismatch.json().error.code).toBe('SETTINGS.SERVICE_MISMATCH');
    expect(await server.db.selectFrom('level_activations').selectAll().execute()).toEqual(before);
  });

  it('needs the feature’s manage permission to save, and the brand in scope to read', async () => {
    const location = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const refused = await put(manager, `/v1/brands/${location}/level_activation`, {
      levels: [{ level: 'LOCATION', is_active: false }],
    });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'SETTINGS.FORBIDDEN']);
    const foreign = await levelsOf(manager2, `/v1/brands/${grill}/level_activation`);
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'BRAND.FORBIDDEN']);
  });
});
