import { addWeeks, instantAt, weekStartOf } from '../../../../src-domain/index';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';

/**
 * The calendar feed of My shifts (issue #34) over HTTP: a secret URL per person that needs no
 * session, serves only its owner's published shifts, and stops at once when rotated or revoked.
 */
let server: TestServer;
let rosa: Session;
let ari: Session;
const ZONE = 'America/Los_Angeles';
const week = addWeeks(weekStartOf(new Date().toISOString(), ZONE)!, 5);
const day = new Date(Date.parse(`${week}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startGatewayServer();
  let scheduler: Session;
  [rosa, ari, scheduler] = (await Promise.all(
    ['crew', 'crew2', 'scheduler'].map((name) => signIn(server, `${name}@demo.brigade.test`)),
  )) as [Session, Session, Session];
  // A published week ahead with a shift for each of them (the seed's week may have ended).
  const downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
  for (const [email, from, to] of [
    ['crew@demo.brigade.test', '09:00', '17:00'],
    ['crew2@demo.brigade.test', '11:00', '19:00'],
  ] as const) {
    const created = await call(server, 'POST', `/v1/brands/${downtown}/shifts`, {
      session: scheduler,
      body: {
        week_start: week,
        user_id: await userIdOf(server.db, email),
        position: 'Server',
        starts_at: instantAt(day, from, ZONE),
        ends_at: instantAt(day, to, ZONE),
        break_minutes: 30,
        note: 'bring apron',
      },
    });
    expect(created.statusCode).toBe(200);
  }
  const published = await call(server, 'POST', `/v1/brands/${downtown}/schedule/publish`, {
    session: scheduler,
    body: { week_start: week },
  });
  expect(published.statusCode).toBe(200);
});
afterAll(() => server.close());

type Json = ReturnType<typeof JSON.parse>;
const feedPath = (url: string) => new URL(url).pathname.replace(/^\/api\/core/, '');

async function makeFeed(session: Session): Promise<Json> {
  const response = await call(server, 'POST', '/v1/my_shifts/calendar_feed', { session });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().data;
}
const shiftIdsOf = async (session: Session): Promise<number[]> =>
  (await call(server, 'GET', '/v1/my_shifts', { session }))
    .json()
    .data.shifts.map((entry: Json) => entry.shift.id as number);

describe('the calendar feed', () => {
  it('serves the owner’s published shifts without a session, and never a colleague’s', async () => {
    expect((await call(server, 'GET', '/v1/my_shifts/calendar_feed', { session: rosa })).json().data).toEqual(
      {
        issued_at: null,
      },
    );
    const feed = await makeFeed(rosa);
    expect(feed.url).toMatch(/^http:\/\/.+\/api\/core\/v1\/schedule_feeds\/[A-Za-z0-9_-]{43}\/shifts\.ics$/);
    expect(feed.webcal_url).toBe(feed.url.replace(/^http:/, 'webcal:'));
    expect((await call(server, 'GET', '/v1/my_shifts/calendar_feed', { session: rosa })).json().data).toEqual(
      {
        issued_at: feed.issued_at,
      },
    );
    // The database keeps the hash only.
    const stored = await server.db.selectFrom('schedule_feed_tokens').select('token_hash').execute();
    expect(stored.some((row) => feed.url.includes(row.token_hash))).toBe(false);

    const response = await call(server, 'GET', feedPath(feed.url));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const mine = await shiftIdsOf(rosa);
    const theirs = await shiftIdsOf(ari);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    for (const id of mine) expect(text).toContain(`UID:shift-${id}@brigade`);
    for (const id of theirs) expect(text).not.toContain(`UID:shift-${id}@brigade`);
    // Location, position, and the local times named with the location's zone.
    expect(text).toContain('LOCATION:Harbor Grill Portland Downtown');
    expect(text).toMatch(/SUMMARY:[^\r\n]+ · Harbor Grill/);
    expect(text.replace(/\r\n[ \t]/g, '')).toContain(`${day}\\, 09:00–17:00 (America/Los_Angeles)`);
  });

  it('rotating makes the old link 404; revoking makes the link 404', async () => {
    const first = await makeFeed(ari);
    const second = await makeFeed(ari);
    expect(second.url).not.toBe(first.url);
    const old = await call(server, 'GET', feedPath(first.url));
    expect(old.statusCode).toBe(404);
    expect(old.json().error.code).toBe('SCHEDULES.FEED_NOT_FOUND');
    expect((await call(server, 'GET', feedPath(second.url))).statusCode).toBe(200);
    expect((await call(server, 'DELETE', '/v1/my_shifts/calendar_feed', { session: ari })).statusCode).toBe(
      204,
    );
    expect((await call(server, 'GET', feedPath(second.url))).statusCode).toBe(404);
    expect((await call(server, 'GET', '/v1/my_shifts/calendar_feed', { session: ari })).json().data).toEqual({
      issued_at: null,
    });
    // A malformed token is refused by the route's schema; managing a feed needs a session.
    expect((await call(server, 'GET', '/v1/schedule_feeds/short/shifts.ics')).statusCode).toBe(400);
    expect((await call(server, 'POST', '/v1/my_shifts/calendar_feed')).statusCode).toBe(401);
  });
});
