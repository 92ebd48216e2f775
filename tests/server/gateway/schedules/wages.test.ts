import { addWeeks, instantAt, weekStartOf } from '../../../../src-domain/index';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';

/**
 * Wages and cost of schedules (issue #34) over HTTP, on SQLite (`npx jest`) and PostgreSQL
 * (`npm run test:server:pg -- tests/server/gateway/schedules/wages.test.ts`): who may read and
 * write wages, their checks, the week's cost, isolation between locations, and that employees
 * never receive wages.
 */
let server: TestServer;
let scheduler: Session;
let manager: Session;
let manager2: Session;
let rosa: Session;
let downtown: number;
let lantern: number;
let rosaId: string;
let ariId: string;
const ZONE = 'America/Los_Angeles';
const week = addWeeks(weekStartOf(new Date().toISOString(), ZONE)!, 6);
const dayOf = (index: number) =>
  new Date(Date.parse(`${week}T12:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);

type Json = ReturnType<typeof JSON.parse>;
async function send(session: Session, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const response = await call(server, method, path, { session, ...(body === undefined ? {} : { body }) });
  const json = response.json();
  return {
    status: response.statusCode,
    code: json.error?.code as string | undefined,
    data: json.data as Json,
  };
}

beforeAll(async () => {
  server = await startGatewayServer();
  [scheduler, manager, manager2, rosa] = (await Promise.all(
    ['scheduler', 'manager', 'manager2', 'crew'].map((name) => signIn(server, `${name}@demo.brigade.test`)),
  )) as [Session, Session, Session, Session];
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
  lantern = await brandId(server.db, 'Lantern Portland Downtown');
  rosaId = await userIdOf(server.db, 'crew@demo.brigade.test');
  ariId = await userIdOf(server.db, 'crew2@demo.brigade.test');
});
afterAll(() => server.close());

const WAGES = {
  currency: 'USD',
  positions: [
    { position: 'Server', hourly_minor: 1800 },
    { position: 'Line cook', hourly_minor: 2100 },
  ],
  people: [] as { user_id: string; hourly_minor: number }[],
};

describe('who may read and write wages', () => {
  it('needs TEAM_LIVE on the location, inside the caller’s scope', async () => {
    const path = `/v1/brands/${downtown}/schedule_wages`;
    const read = await send(scheduler, 'GET', path);
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject({ currency: 'USD', positions: [], people: [] });
    expect(read.data.staff.map((person: Json) => person.user_id)).toEqual(
      expect.arrayContaining([rosaId, ariId]),
    );
    for (const [session, code] of [
      [manager, 'SCHEDULES.FORBIDDEN'],
      [rosa, 'SCHEDULES.FORBIDDEN'],
      [manager2, 'BRAND.FORBIDDEN'],
    ] as const) {
      expect(await send(session, 'GET', path)).toMatchObject({ status: 403, code });
      expect(await send(session, 'PUT', path, WAGES)).toMatchObject({ status: 403, code });
    }
    // Nothing was written by the refused calls.
    expect((await send(scheduler, 'GET', path)).data.positions).toEqual([]);
  });

  it('refuses an unknown currency, a position named twice, a person not a member', async () => {
    const path = `/v1/brands/${downtown}/schedule_wages`;
    expect(await send(scheduler, 'PUT', path, { ...WAGES, currency: 'XYZ' })).toMatchObject({
      status: 400,
      code: 'SCHEDULES.INVALID_WAGES',
    });
    expect(
      await send(scheduler, 'PUT', path, {
        ...WAGES,
        positions: [...WAGES.positions, { position: ' server ', hourly_minor: 1 }],
      }),
    ).toMatchObject({ status: 400, code: 'SCHEDULES.INVALID_WAGES' });
    expect(
      await send(scheduler, 'PUT', path, { ...WAGES, people: [{ user_id: 'nobody', hourly_minor: 1 }] }),
    ).toMatchObject({ status: 404, code: 'SCHEDULES.PERSON_NOT_FOUND' });
    expect(await send(scheduler, 'PUT', path, { ...WAGES, currency: 'usd' })).toMatchObject({ status: 400 });
  });
});

describe('the week’s cost', () => {
  it('costs each shift at the person’s wage, else the position’s, breaks unpaid; other locations see nothing', async () => {
    const base = `/v1/brands/${downtown}`;
    const shift = (user: string | null, position: string, index: number, from: string, to: string) => ({
      week_start: week,
      user_id: user,
      position,
      starts_at: instantAt(dayOf(index), from, ZONE),
      ends_at: instantAt(dayOf(index), to, ZONE),
      break_minutes: 30,
    });
    // Rosa 8 h − 30 min at her own 24.00 = 180.00; Ari 8 h − 30 min as Server at 18.00 = 135.00;
    // an open Line cook shift 4 h − 30 min at 21.00 = 73.50; a Host shift has no wage.
    await send(scheduler, 'POST', `${base}/shifts`, shift(rosaId, 'Server', 0, '09:00', '17:00'));
    await send(scheduler, 'POST', `${base}/shifts`, shift(ariId, 'server', 1, '09:00', '17:00'));
    await send(scheduler, 'POST', `${base}/shifts`, shift(null, 'Line cook', 2, '10:00', '14:00'));
    await send(scheduler, 'POST', `${base}/shifts`, shift(ariId, 'Host', 3, '10:00', '14:00'));
    const saved = await send(scheduler, 'PUT', `${base}/schedule_wages`, {
      ...WAGES,
      people: [{ user_id: rosaId, hourly_minor: 2400 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.data.known_positions).toEqual(expect.arrayContaining(['Host', 'Line cook', 'Server']));
    const answer = await send(scheduler, 'GET', `${base}/schedule?week=${week}`);
    expect(answer.data.figures).toMatchObject({
      currency: 'USD',
      cost_minor: 18_000 + 13_500 + 7_350,
      cost_last_week_minor: 0,
      unpriced_shifts: 1,
    });
    expect(answer.data.wages.people).toEqual([{ user_id: rosaId, hourly_minor: 2400 }]);
    // Another location of the same manager keeps its own (the demo seed's, per position only).
    const other = await send(scheduler, 'GET', `/v1/brands/${lantern}/schedule_wages`);
    expect(other.data).toMatchObject({
      positions: [
        { position: 'Barista', hourly_minor: 1750 },
        { position: 'Shift lead', hourly_minor: 2200 },
      ],
      people: [],
    });
    // Employees never receive wages: not in their shifts, not anywhere in their answer.
    await send(scheduler, 'POST', `${base}/schedule/publish`, { week_start: week });
    const mine = await send(rosa, 'GET', '/v1/my_shifts');
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.data)).not.toMatch(/hourly|wage|cost_minor|2400/);
  });
});

describe('minors', () => {
  it('a person marked a minor has a late or long shift flagged; managers only mark them', async () => {
    const base = `/v1/brands/${downtown}`;
    const late = {
      week_start: week,
      user_id: ariId,
      position: 'Server',
      starts_at: instantAt(dayOf(5), '16:00', ZONE),
      ends_at: instantAt(dayOf(5), '23:00', ZONE),
      break_minutes: 0,
    };
    const created = await send(scheduler, 'POST', `${base}/shifts`, late);
    const flagsOf = (data: Json) =>
      data.shifts.find((shift: Json) => shift.starts_at === late.starts_at).flags as string[];
    expect(flagsOf(created.data)).not.toContain('MINOR_NIGHT');
    expect(await send(rosa, 'PUT', `${base}/schedule_people/${ariId}`, { minor: true })).toMatchObject({
      status: 403,
      code: 'SCHEDULES.FORBIDDEN',
    });
    expect(await send(scheduler, 'PUT', `${base}/schedule_people/nobody`, { minor: true })).toMatchObject({
      status: 404,
      code: 'SCHEDULES.PERSON_NOT_FOUND',
    });
    expect((await send(scheduler, 'PUT', `${base}/schedule_people/${ariId}`, { minor: true })).status).toBe(
      200,
    );
    const marked = await send(scheduler, 'GET', `${base}/schedule?week=${week}`);
    expect(flagsOf(marked.data)).toContain('MINOR_NIGHT');
    expect(marked.data.people.find((person: Json) => person.user_id === ariId).minor).toBe(true);
    expect(marked.data.rules).toMatchObject({ minor_latest_minute: 1320, minor_max_day_minutes: 480 });
    // The location's limit moved to 23:00: the shift is allowed; the other rules are kept.
    const rules = { ...marked.data.rules, minor_latest_minute: 23 * 60 };
    expect((await send(scheduler, 'PUT', `${base}/schedule_rules`, rules)).status).toBe(200);
    expect(flagsOf((await send(scheduler, 'GET', `${base}/schedule?week=${week}`)).data)).not.toContain(
      'MINOR_NIGHT',
    );
  });
});
