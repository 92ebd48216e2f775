import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';

let server: TestServer;
let owner: Session;

beforeAll(async () => {
  server = await startGatewayServer();
  owner = await signIn(server, 'owner@demo.brigade.test');
});
afterAll(() => server.close());

describe('dashboard figures', () => {
  it('sums a brand’s figures over its subtree', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const response = await call(server, 'GET', `/v1/dashboards/brands/${harbor}/summary`, { session: owner });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: { locations: number; open_positions: number; applications_total: number; team_members: number };
    }>();
    expect(data.locations).toBeGreaterThan(0);
    expect(data.open_positions).toBeGreaterThan(0);
    expect(data.applications_total).toBe(8);
    expect(data.team_members).toBeGreaterThan(0);
  });

  it('answers 401 without a token', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    expect((await call(server, 'GET', `/v1/dashboards/brands/${harbor}/summary`)).statusCode).toBe(401);
  });
});
