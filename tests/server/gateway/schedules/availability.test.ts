import { addWeeks, instantAt, weekStartOf } from '../../../../src-domain/index';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';

/**
 * Availability and time off (issue #34) over HTTP, on SQLite (`npx jest`) and PostgreSQL
 * (`npm run test:server:pg -- tests/server/gateway/schedules`): who reaches which rows, the
 * requests' life, and the grid's UNAVAILABLE and TIME_OFF flags.
 */
let server: TestServer;
let scheduler: Session;
let manager2: Session;
let rosa: Session;
let ari: Session;
let downtown: number;
let ariId: string;
const ZONE = 'America/Los_Angeles';
// A week nobody seeded nor another test file uses (schedules.test.ts takes +4).
const week = addWeeks(weekStartOf(new Date().toISOString(), ZONE)!, 7);
const dayOf = (index: number) =>
  new Date(Date.parse(`${week}T12:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);

type Json = ReturnType<typeof JSON.parse>;
type Answer = { status: number; code?: string; data: Json };
async function send(
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Answer> {
  const response = await call(server, method, path, { session, ...(body === undefined ? {} : { body }) });
  const json = response.json();
  return { status: response.statusCode, code: json.error?.code, data: json.data };
}

beforeAll(async () => {
  server = await startGatewayServer();
  [scheduler, manager2, rosa, ari] = (await Promise.all(
    ['scheduler', 'manager2', 'crew', 'crew2'].map((name) => signIn(server, `${name}@demo.brigade.test`)),
  )) as [Session, Session, Session, Session];
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
  ariId = await userIdOf(server.db, 'crew2@demo.brigade.test');
});
afterAll(() => server.close());

const base = () => `/v1/brands/${downtown}`;
const dayOff = (index: number, reason = 'Family wedding') => ({
  starts_on: dayOf(index),
  ends_on: dayOf(index),
  reason,
});

describe('availability', () => {
  it('the employee sets their weekly blocks at their location, in its zone; bad blocks write nothing', async () => {
    const blocks = [{ weekday: 2, from: '00:00', to: '12:00' }];
    const saved = await send(ari, 'PUT', `${base()}/my_availability`, { blocks });
    expect(saved).toMatchObject({ status: 200, data: { id: downtown, time_zone: ZONE, blocks } });
    expect(
      await send(ari, 'PUT', `${base()}/my_availability`, {
        blocks: [{ weekday: 3, from: '18:00', to: '09:00' }],
      }),
    ).toMatchObject({ status: 400, code: 'SCHEDULES.INVALID_AVAILABILITY' });
    expect(
      await send(ari, 'PUT', `${base()}/my_availability`, {
        blocks: [{ weekday: 9, from: '08:00', to: '09:00' }],
      }),
    ).toMatchObject({ status: 400 });
    const mine = await send(ari, 'GET', '/v1/my_availability');
    expect(mine.data.locations).toEqual([
      { id: downtown, name: 'Harbor Grill Portland Downtown', time_zone: ZONE, blocks },
    ]);
    // Rosa's view holds only her own blocks (the seed's Sunday mornings).
    const hers = await send(rosa, 'GET', '/v1/my_availability');
    expect(hers.data.locations.find((location: Json) => location.id === downtown).blocks).toEqual([
      { weekday: 7, from: '00:00', to: '10:00' },
    ]);
  });

  it('a manager of another brand reaches nothing; an employee reads no location’s availability', async () => {
    const path = `${base()}/schedule_availability?week=${week}`;
    expect(await send(manager2, 'GET', path)).toMatchObject({ status: 403, code: 'BRAND.FORBIDDEN' });
    expect(await send(rosa, 'GET', path)).toMatchObject({ status: 403, code: 'SCHEDULES.FORBIDDEN' });
    expect(await send(manager2, 'PUT', `${base()}/my_availability`, { blocks: [] })).toMatchObject({
      status: 403,
    });
    expect(await send(manager2, 'POST', `${base()}/time_off`, dayOff(1))).toMatchObject({ status: 403 });
    const grid = await send(scheduler, 'GET', path);
    expect(grid.data.blocks).toContainEqual({ user_id: ariId, weekday: 2, from: '00:00', to: '12:00' });
  });
});

describe('time off', () => {
  it('is asked for, seen by the manager, cancelled only by its person while pending', async () => {
    const asked = await send(ari, 'POST', `${base()}/time_off`, dayOff(3, 'Dentist'));
    expect(asked).toMatchObject({
      status: 201,
      data: { status: 'PENDING', reason: 'Dentist', user_id: ariId },
    });
    const id = asked.data.id as number;
    const grid = await send(scheduler, 'GET', `${base()}/schedule_availability?week=${week}`);
    expect(grid.data.pending.map((row: Json) => row.id)).toContain(id);
    expect(grid.data.time_off.map((row: Json) => row.id)).toContain(id);
    const figures = (await send(scheduler, 'GET', `${base()}/schedule?week=${week}`)).data.figures;
    expect(figures.pending_requests).toBeGreaterThanOrEqual(1);

    // Another employee, and another brand's manager, cannot cancel or decide it.
    expect(await send(rosa, 'POST', `${base()}/time_off/${id}/cancel`)).toMatchObject({
      status: 404,
      code: 'SCHEDULES.TIME_OFF_NOT_FOUND',
    });
    expect(await send(ari, 'POST', `${base()}/time_off/${id}/approve`, {})).toMatchObject({
      status: 403,
      code: 'SCHEDULES.FORBIDDEN',
    });
    expect(await send(manager2, 'POST', `${base()}/time_off/${id}/refuse`, {})).toMatchObject({
      status: 403,
      code: 'BRAND.FORBIDDEN',
    });
    expect(
      (await send(rosa, 'GET', '/v1/my_availability')).data.time_off.map((row: Json) => row.id),
    ).not.toContain(id);

    const cancelled = await send(ari, 'POST', `${base()}/time_off/${id}/cancel`);
    expect(cancelled).toMatchObject({ status: 200, data: { status: 'CANCELLED' } });
    expect(await send(scheduler, 'POST', `${base()}/time_off/${id}/approve`, {})).toMatchObject({
      status: 409,
      code: 'SCHEDULES.NOT_PENDING',
    });
    const events = await server.db
      .selectFrom('live_events')
      .select(['name', 'payload', 'audience'])
      .where('name', '=', 'time_off.changed')
      .execute();
    expect(events.map((event) => JSON.parse(event.payload).status)).toEqual(
      expect.arrayContaining(['PENDING', 'CANCELLED']),
    );
    expect(events.every((event) => event.audience === 'SCHEDULE')).toBe(true);
  });

  it('refuses impossible requests with a code and writes nothing', async () => {
    const before = await server.db
      .selectFrom('time_off_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const body of [
      { ...dayOff(3), ends_on: dayOf(2) },
      { ...dayOff(3), from_time: '12:00', to_time: null },
      { ...dayOff(3), from_time: '15:00', to_time: '09:00' },
      { ...dayOff(3), starts_on: '2026-02-30', ends_on: '2026-03-01' },
      { ...dayOff(3), reason: '   ' },
    ]) {
      expect(await send(ari, 'POST', `${base()}/time_off`, body)).toMatchObject({
        status: 400,
        code: 'SCHEDULES.INVALID_TIME_OFF',
      });
    }
    expect(await send(ari, 'POST', `${base()}/time_off`, { ...dayOff(3), reason: '' })).toMatchObject({
      status: 400,
    });
    const after = await server.db
      .selectFrom('time_off_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('approved time off and weekly blocks flag the person’s shifts on the grid and in publish', async () => {
    const shift = (index: number, from: string, to: string) => ({
      week_start: week,
      user_id: ariId,
      position: 'Line cook',
      starts_at: instantAt(dayOf(index), from, ZONE),
      ends_at: instantAt(dayOf(index), to, ZONE),
      break_minutes: 0,
      note: 'availability test',
    });
    const starts: Record<number, string> = { 1: '08:00', 4: '10:00' };
    await send(scheduler, 'POST', `${base()}/shifts`, shift(1, '08:00', '14:00')); // Tuesday: blocked until noon
    await send(scheduler, 'POST', `${base()}/shifts`, shift(4, '10:00', '16:00')); // Friday: asked off
    const asked = await send(ari, 'POST', `${base()}/time_off`, dayOff(4));
    const flagsOn = (weekData: Json, index: number) =>
      weekData.shifts.find((row: Json) => row.starts_at === shift(index, starts[index]!, '').starts_at).flags;
    let grid = (await send(scheduler, 'GET', `${base()}/schedule?week=${week}`)).data;
    expect(flagsOn(grid, 1)).toContain('UNAVAILABLE');
    expect(flagsOn(grid, 4)).not.toContain('TIME_OFF'); // pending flags nothing

    const approved = await send(scheduler, 'POST', `${base()}/time_off/${asked.data.id}/approve`, {
      note: 'Enjoy',
    });
    expect(approved).toMatchObject({ status: 200, data: { status: 'APPROVED', note: 'Enjoy' } });
    expect(await send(ari, 'POST', `${base()}/time_off/${asked.data.id}/cancel`)).toMatchObject({
      status: 409,
      code: 'SCHEDULES.NOT_PENDING',
    });
    grid = (await send(scheduler, 'POST', `${base()}/schedule/publish`, { week_start: week })).data;
    expect(flagsOn(grid, 4)).toContain('TIME_OFF');
    expect(flagsOn(grid, 1)).toContain('UNAVAILABLE');
    const mine = (await send(ari, 'GET', '/v1/my_availability')).data.time_off;
    expect(mine.find((row: Json) => row.id === asked.data.id)).toMatchObject({
      status: 'APPROVED',
      note: 'Enjoy',
    });
  });
});
