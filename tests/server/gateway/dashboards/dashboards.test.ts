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
    const { data } = response.json<{ data: Record<string, unknown> }>();
    // The seed fixes these (server/seed): 36 open locations (the archived one not counted), two open
    // positions at each, twelve demo members in the subtree (eight employers', crew@ and crew2@ of
    // the time clock and schedules, issues #33 and #34, and barista@ and barista2@ at Lantern
    // Portland Downtown, scheduler@'s second location of schedules), the nine demo threads
    // (demo-threads.seed.ts) and pooled@'s application (demo-tags.seed.ts): nine open applications
    // by status, the archived one counted among the last 30 days' applications and the hire (30
    // days old) just outside them; owner@ has read
    // none of the candidates' seven messages on open applications.
    expect(data).toMatchObject({
      brand_name: 'Harbor Hospitality Group',
      locations: 36,
      open_positions: 72,
      team_members: 12,
      applications_total: 9,
      applications_last_30_days: 9,
      hires_last_30_days: 0,
      unread_messages: 7,
      applications_by_status: [
        { status: 'APPLIED', count: 4 },
        { status: 'HIRED', count: 1 },
        { status: 'INTERVIEW', count: 2 },
        { status: 'OFFERED', count: 1 },
        { status: 'SCREENING', count: 1 },
      ],
    });
  });

  it('answers 401 without a token', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    expect((await call(server, 'GET', `/v1/dashboards/brands/${harbor}/summary`)).statusCode).toBe(401);
  });
});
