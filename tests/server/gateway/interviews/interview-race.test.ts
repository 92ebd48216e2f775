import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';
import {
  ALL_WEEK,
  booking,
  invite,
  newApplication,
  putAvailability,
  type BookingPage,
  serverPositionAt,
} from './interviews.harness';

/**
 * Issue #35: 50 candidates book the same slot at once. The unique index of BOOKED (location,
 * start) gives it to exactly one; the 49 others get 409 INTERVIEWS.SLOT_TAKEN with the next free
 * slots (never 500), on SQLite and on PostgreSQL.
 */
let server: TestServer;
let manager: Session;
const RACERS = 50;

beforeAll(async () => {
  server = await startGatewayServer();
  manager = await signIn(server, 'manager@demo.brigade.test');
});
afterAll(() => server.close());

it('gives one slot booked by 50 candidates at once to exactly one of them', async () => {
  const location = await brandId(server.db, 'Harbor Grill Portland Downtown');
  // The demo seed's hours (a fresh start can invite at once), replaced by all-week hours here.
  const seeded = await call(server, 'GET', `/v1/brands/${location}/interview_availability`, {
    session: manager,
  });
  expect(seeded.json().data.availability).toMatchObject({
    position_id: null,
    weekly_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '16:00' })),
    length_minutes: 30,
    buffer_minutes: 10,
    horizon_days: 14,
    minimum_notice_hours: 12,
  });
  expect((await putAvailability(server, manager, location, ALL_WEEK)).statusCode).toBe(200);
  const position = await serverPositionAt(server.db, location);
  const candidate = await userIdOf(server.db, 'candidate@demo.brigade.test');
  const tokens: string[] = [];
  for (let index = 0; index < RACERS; index += 1) {
    const application = await newApplication(server.db, position, candidate);
    tokens.push((await invite(server, manager, application)).token);
  }
  const first = await booking(server, 'GET', tokens[0]!);
  const slot = first
    .json<{ data: BookingPage }>()
    .data.slots.find((s) => Date.parse(s.starts_at) > Date.now() + 3_600_000);
  const startsAt = slot!.starts_at;

  const answers = await Promise.all(
    tokens.map((token) => booking(server, 'POST', token, '/booking', { starts_at: startsAt })),
  );

  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  const refused = answers.filter((answer) => answer.statusCode !== 200);
  expect(refused).toHaveLength(RACERS - 1);
  for (const answer of refused) {
    expect(answer.statusCode).toBe(409);
    const body = answer.json<{ error: { code: string }; data: { next_slots: { starts_at: string }[] } }>();
    expect(body.error.code).toBe('INTERVIEWS.SLOT_TAKEN');
    expect(body.data.next_slots.length).toBeGreaterThan(0);
    expect(body.data.next_slots.map((s) => s.starts_at)).not.toContain(startsAt);
  }
  const booked = await server.db
    .selectFrom('interviews')
    .select('id')
    .where('location_id', '=', location)
    .where('state', '=', 'BOOKED')
    .where('starts_at', '=', startsAt)
    .execute();
  expect(booked).toHaveLength(1);
});
