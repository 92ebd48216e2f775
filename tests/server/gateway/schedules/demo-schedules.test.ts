import { weekStartOf } from '../../../../src-domain/index';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';

/**
 * The demo seed of schedules (issue #34, server/seed/demo-*schedules.seed.ts): scheduler@ has two
 * locations, each with this week published, an open shift and a template; the second, Lantern
 * Portland Downtown, has wages per position and Kai (barista2@) marked a minor, whose Friday close
 * is flagged MINOR_NIGHT.
 */
let server: TestServer;
let scheduler: Session;
const ZONE = 'America/Los_Angeles';
const thisWeek = weekStartOf(new Date().toISOString(), ZONE)!;

type Json = ReturnType<typeof JSON.parse>;
async function read(path: string): Promise<Json> {
  const response = await call(server, 'GET', path, { session: scheduler });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  server = await startGatewayServer();
  scheduler = await signIn(server, 'scheduler@demo.brigade.test');
});
afterAll(() => server.close());

describe('the demo seed of schedules', () => {
  it('gives scheduler@ two locations, each with a published week, an open shift and a template', async () => {
    for (const [name, template] of [
      ['Harbor Grill Portland Downtown', 'Downtown week'],
      ['Lantern Portland Downtown', 'Lantern week'],
    ] as const) {
      const location = await brandId(server.db, name);
      const week = await read(`/v1/brands/${location}/schedule?week=${thisWeek}`);
      expect(week.status).toBe('PUBLISHED');
      expect(week.figures.open_shifts).toBe(1);
      expect(week.figures.pending_requests).toBeGreaterThanOrEqual(1);
      const templates = await read(`/v1/brands/${location}/schedule_templates`);
      expect(templates).toEqual([expect.objectContaining({ name: template, shifts: week.shifts.length })]);
    }
  });

  it('marks Kai a minor at Lantern, flags the Friday close, and prices shifts by position', async () => {
    const lantern = await brandId(server.db, 'Lantern Portland Downtown');
    const kai = await userIdOf(server.db, 'barista2@demo.brigade.test');
    const noor = await userIdOf(server.db, 'barista@demo.brigade.test');
    const week = await read(`/v1/brands/${lantern}/schedule?week=${thisWeek}`);
    expect(week.people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: kai, name: 'Kai Barista', minor: true }),
        expect.objectContaining({ user_id: noor, name: 'Noor Barista', minor: false }),
      ]),
    );
    const flagged = week.shifts.filter((shift: Json) => shift.flags.includes('MINOR_NIGHT'));
    expect(flagged.map((shift: Json) => shift.user_id)).toEqual([kai]);
    expect(week.figures).toMatchObject({ currency: 'USD', unpriced_shifts: 0 });
    expect(week.figures.cost_minor).toBeGreaterThan(0);
  });
});
