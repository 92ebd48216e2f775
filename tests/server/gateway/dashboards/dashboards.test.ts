import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';

let server: TestServer;
let candidate: Session;
let owner: Session;
let manager: Session;

beforeAll(async () => {
  server = await startGatewayServer();
  [candidate, owner, manager] = await Promise.all([
    signIn(server, 'candidate@demo.brigade.test'),
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
  ]);
});
afterAll(() => server.close());

describe('dashboard reads', () => {
  it('lists the candidate’s own applications with unread messages, newest first', async () => {
    const response = await call(server, 'GET', '/v1/candidate_applications?offset=0&limit=10', {
      session: candidate,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: {
        total: number;
        applications: { status: string; unread_messages: number; created_at: string }[];
      };
    }>();
    expect(data.total).toBe(3);
    expect(data.applications.map((application) => application.status)).toEqual([
      'APPLIED',
      'INTERVIEW',
      'HIRED',
    ]);
    expect(data.applications.reduce((sum, application) => sum + application.unread_messages, 0)).toBe(2);
  });

  it('counts the candidate’s unread messages from employers', async () => {
    const response = await call(server, 'GET', '/v1/unread_message_count_candidate', { session: candidate });
    expect(response.json()).toEqual({ data: { count: 2 }, status_code: 200 });
  });

  it('lists applications of a brand subtree for its employer, and refuses another brand', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const tacos = await brandId(server.db, 'Tidewater Tacos');
    const own = await call(server, 'GET', `/v1/employer_applications?brand=${grill}`, { session: owner });
    expect(own.statusCode).toBe(200);
    const { data } = own.json<{
      data: { total: number; applications: { candidate: { first_name: string } }[] };
    }>();
    expect(data.total).toBe(1);
    expect(data.applications[0]?.candidate.first_name).toBe('Casey');
    const other = await call(server, 'GET', `/v1/employer_applications?brand=${tacos}`, { session: manager });
    expect(other.statusCode).toBe(403);
  });

  it('sums a brand’s figures over its subtree', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const response = await call(server, 'GET', `/v1/dashboards/brands/${harbor}/summary`, { session: owner });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown> }>();
    // The seed fixes these (server/seed): 36 open locations (the archived one not counted), two open
    // positions at each, eight demo employers' memberships in the subtree, the candidate's three
    // applications (seeded 1, 6 and 30 days before now: the hire, at 30 days, falls just outside
    // the last 30 days).
    expect(data).toMatchObject({
      brand_name: 'Harbor Hospitality Group',
      locations: 36,
      open_positions: 72,
      team_members: 8,
      applications_total: 3,
      applications_last_30_days: 2,
      hires_last_30_days: 0,
      unread_messages: 0,
      applications_by_status: [
        { status: 'APPLIED', count: 1 },
        { status: 'HIRED', count: 1 },
        { status: 'INTERVIEW', count: 1 },
      ],
    });
  });

  it('answers 401 without a token', async () => {
    expect((await call(server, 'GET', '/v1/unread_message_count_candidate')).statusCode).toBe(401);
  });
});
