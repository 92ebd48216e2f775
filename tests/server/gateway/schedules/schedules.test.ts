import { addWeeks, instantAt, weekStartOf } from '../../../../src-domain/index';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';

/**
 * Schedules (issue #34) over HTTP, on SQLite (`npx jest`) and PostgreSQL
 * (`npm run test:server:pg -- tests/server/gateway/schedules`): access, the week, shifts and their
 * flags, publishing, swap and cover with its reward, and parallel takes of one shift.
 */
let server: TestServer;
let scheduler: Session;
let manager: Session;
let manager2: Session;
let rosa: Session;
let ari: Session;
let downtown: number;
let grill: number;
let rosaId: string;
let ariId: string;
const ZONE = 'America/Los_Angeles';
// A week nobody seeded, far enough ahead to be outside the notice window.
const week = addWeeks(weekStartOf(new Date().toISOString(), ZONE)!, 4);
const dayOf = (index: number) =>
  new Date(Date.parse(`${week}T12:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
const shiftBody = (user: string | null, index: number, from: string, to: string) => ({
  week_start: week,
  user_id: user,
  position: 'Server',
  starts_at: instantAt(dayOf(index), from, ZONE),
  ends_at: instantAt(dayOf(index), to, ZONE),
  break_minutes: 30,
  note: '<b>bring apron</b>',
});

// A JSON answer is read field by field in the assertions.
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
  [scheduler, manager, manager2, rosa, ari] = (await Promise.all(
    ['scheduler', 'manager', 'manager2', 'crew', 'crew2'].map((name) =>
      signIn(server, `${name}@demo.brigade.test`),
    ),
  )) as [Session, Session, Session, Session, Session];
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
  grill = await brandId(server.db, 'Harbor Grill');
  rosaId = await userIdOf(server.db, 'crew@demo.brigade.test');
  ariId = await userIdOf(server.db, 'crew2@demo.brigade.test');
});
afterAll(() => server.close());

describe('who may manage a schedule', () => {
  it('needs TEAM_LIVE on the location, inside the caller’s scope', async () => {
    const path = `/v1/brands/${downtown}/schedule?week=${week}`;
    expect((await send(scheduler, 'GET', path)).status).toBe(200);
    expect(await send(manager, 'GET', path)).toMatchObject({ status: 403, code: 'SCHEDULES.FORBIDDEN' });
    expect(await send(rosa, 'GET', path)).toMatchObject({ status: 403, code: 'SCHEDULES.FORBIDDEN' });
    expect(await send(manager2, 'GET', path)).toMatchObject({ status: 403, code: 'BRAND.FORBIDDEN' });
    expect(await send(scheduler, 'GET', `/v1/brands/${grill}/schedule?week=${week}`)).toMatchObject({
      status: 403,
    });
    expect(await send(scheduler, 'GET', `/v1/brands/${downtown}/schedule?week=${dayOf(1)}`)).toMatchObject({
      status: 400,
      code: 'SCHEDULES.INVALID_WEEK',
    });
  });

  it('shows the seeded published week with its figures', async () => {
    const current = weekStartOf(new Date().toISOString(), ZONE)!;
    const answer = await send(scheduler, 'GET', `/v1/brands/${downtown}/schedule?week=${current}`);
    expect(answer.data).toMatchObject({
      status: 'PUBLISHED',
      rules: { time_zone: ZONE, min_rest_minutes: 600 },
    });
    expect(answer.data.figures.shifts).toBeGreaterThan(5);
    expect(answer.data.figures.open_shifts).toBe(1);
    const draft = await send(
      scheduler,
      'GET',
      `/v1/brands/${downtown}/schedule?week=${addWeeks(current, 1)}`,
    );
    expect(draft.data.status).toBe('DRAFT');
    expect(draft.data.shifts.some((shift: Json) => shift.flags.includes('SHORT_REST'))).toBe(true);
  });
});

describe('building and publishing a week', () => {
  it('flags a clopen, refuses bad input and stale edits, tracks changes after publishing', async () => {
    const base = `/v1/brands/${downtown}`;
    const close = await send(scheduler, 'POST', `${base}/shifts`, shiftBody(rosaId, 0, '15:00', '23:30'));
    expect(close.status).toBe(200);
    const open = await send(scheduler, 'POST', `${base}/shifts`, shiftBody(rosaId, 1, '07:00', '12:00'));
    const opening = open.data.shifts.find(
      (shift: Json) => shift.starts_at === instantAt(dayOf(1), '07:00', ZONE),
    );
    expect(opening.flags).toEqual(['SHORT_REST']);
    expect(opening.note).toBe('<b>bring apron</b>');
    expect(
      await send(scheduler, 'POST', `${base}/shifts`, { ...shiftBody(rosaId, 2, '18:00', '09:00') }),
    ).toMatchObject({
      status: 400,
      code: 'SCHEDULES.INVALID_TIMES',
    });
    expect(
      await send(scheduler, 'POST', `${base}/shifts`, {
        ...shiftBody(rosaId, 2, '09:00', '12:00'),
        week_start: addWeeks(week, 1),
      }),
    ).toMatchObject({ status: 400, code: 'SCHEDULES.OUTSIDE_WEEK' });
    expect(
      await send(scheduler, 'POST', `${base}/shifts`, shiftBody('nobody', 2, '09:00', '12:00')),
    ).toMatchObject({
      status: 404,
      code: 'SCHEDULES.PERSON_NOT_FOUND',
    });
    // Moving the opening shift to noon clears the flag; a second save of the old version is stale.
    const moved = { ...shiftBody(rosaId, 1, '12:00', '18:00'), version: opening.version };
    delete (moved as { week_start?: string }).week_start;
    const saved = await send(scheduler, 'PUT', `${base}/shifts/${opening.id}`, moved);
    expect(saved.data.shifts.find((shift: Json) => shift.id === opening.id).flags).toEqual([]);
    expect(await send(scheduler, 'PUT', `${base}/shifts/${opening.id}`, moved)).toMatchObject({
      status: 409,
      code: 'SCHEDULES.STALE_SHIFT',
    });

    expect(
      (await send(rosa, 'GET', '/v1/my_shifts')).data.shifts.some((s: Json) => s.shift.id === opening.id),
    ).toBe(false);
    const published = await send(scheduler, 'POST', `${base}/schedule/publish`, { week_start: week });
    expect(published.data.status).toBe('PUBLISHED');
    const mine = await send(rosa, 'GET', '/v1/my_shifts');
    const seen = mine.data.shifts.find((item: Json) => item.shift.id === opening.id);
    expect(seen).toMatchObject({ location_name: 'Harbor Grill Portland Downtown', time_zone: ZONE });

    const later = { ...moved, ...shiftBody(rosaId, 1, '13:00', '19:00'), version: opening.version + 1 };
    delete (later as { week_start?: string }).week_start;
    expect((await send(scheduler, 'PUT', `${base}/shifts/${opening.id}`, later)).status).toBe(200);
    const changes = (await send(rosa, 'GET', '/v1/my_shifts')).data.changes;
    expect(changes[0]).toMatchObject({
      shift_id: opening.id,
      kind: 'CHANGED',
      before: { starts_at: instantAt(dayOf(1), '12:00', ZONE) },
      after: { starts_at: instantAt(dayOf(1), '13:00', ZONE) },
    });
  });
});

describe('swap and cover', () => {
  it('offer, take, approve: the shift is the taker’s and the cover earns the reward', async () => {
    const base = `/v1/brands/${downtown}`;
    const created = await send(scheduler, 'POST', `${base}/shifts`, shiftBody(rosaId, 4, '10:00', '16:00'));
    const shift = created.data.shifts.find(
      (item: Json) => item.starts_at === instantAt(dayOf(4), '10:00', ZONE),
    );
    await send(scheduler, 'POST', `${base}/schedule/publish`, { week_start: week });
    expect(await send(ari, 'POST', `${base}/shifts/${shift.id}/offer`)).toMatchObject({
      status: 403,
      code: 'SCHEDULES.NOT_YOUR_SHIFT',
    });
    const offer = await send(rosa, 'POST', `${base}/shifts/${shift.id}/offer`);
    expect(offer.data).toMatchObject({ status: 'OPEN', from_user_id: rosaId });
    expect(
      (await send(ari, 'GET', '/v1/my_shifts')).data.available.some(
        (item: Json) => item.shift.id === shift.id,
      ),
    ).toBe(true);
    expect(await send(rosa, 'POST', `${base}/shifts/${shift.id}/take`)).toMatchObject({
      code: 'SCHEDULES.OWN_OFFER',
    });
    const taken = await send(ari, 'POST', `${base}/shifts/${shift.id}/take`);
    expect(taken.data).toMatchObject({ status: 'TAKEN', taker_user_id: ariId });
    const waiting = await send(scheduler, 'GET', `${base}/shift_requests`);
    expect(waiting.data.find((item: Json) => item.id === taken.data.id)).toMatchObject({ taker_flags: [] });
    expect(await send(ari, 'POST', `${base}/shift_requests/${taken.data.id}/approve`, {})).toMatchObject({
      status: 403,
    });
    const before = await pointsOf(ariId);
    const approved = await send(scheduler, 'POST', `${base}/shift_requests/${taken.data.id}/approve`, {});
    expect(approved.data).toMatchObject({ reward: 'GRANTED', request: { status: 'APPROVED' } });
    expect(await pointsOf(ariId)).toBe(before + 25);
    expect(
      await send(scheduler, 'POST', `${base}/shift_requests/${taken.data.id}/approve`, {}),
    ).toMatchObject({
      status: 409,
      code: 'SCHEDULES.NOT_WAITING',
    });
    const theirs = (await send(ari, 'GET', '/v1/my_shifts')).data;
    expect(theirs.shifts.some((item: Json) => item.shift.id === shift.id)).toBe(true);
    expect(theirs.changes[0]).toMatchObject({ shift_id: shift.id, kind: 'ASSIGNED' });
  });

  it('re-checks labour rules at approval', async () => {
    const base = `/v1/brands/${downtown}`;
    // Ari closes day 5; Rosa's opening of day 6 would give him a clopen.
    await send(scheduler, 'POST', `${base}/shifts`, shiftBody(ariId, 5, '15:00', '23:00'));
    const created = await send(scheduler, 'POST', `${base}/shifts`, shiftBody(rosaId, 6, '06:00', '11:00'));
    const shift = created.data.shifts.find(
      (item: Json) => item.starts_at === instantAt(dayOf(6), '06:00', ZONE),
    );
    await send(scheduler, 'POST', `${base}/schedule/publish`, { week_start: week });
    await send(rosa, 'POST', `${base}/shifts/${shift.id}/offer`);
    const taken = await send(ari, 'POST', `${base}/shifts/${shift.id}/take`);
    expect(
      await send(scheduler, 'POST', `${base}/shift_requests/${taken.data.id}/approve`, {}),
    ).toMatchObject({
      status: 409,
      code: 'SCHEDULES.LABOUR_RULES',
    });
    expect(
      (await send(scheduler, 'POST', `${base}/shift_requests/${taken.data.id}/refuse`)).data.status,
    ).toBe('REFUSED');
  });

  it('gives an open shift to exactly one of 20 parallel takers', async () => {
    const base = `/v1/brands/${downtown}`;
    const created = await send(scheduler, 'POST', `${base}/shifts`, shiftBody(null, 2, '17:00', '22:00'));
    const shift = created.data.shifts.find(
      (item: Json) => item.starts_at === instantAt(dayOf(2), '17:00', ZONE),
    );
    await send(scheduler, 'POST', `${base}/schedule/publish`, { week_start: week });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_unused, index) =>
        send(index % 2 === 0 ? ari : manager, 'POST', `${base}/shifts/${shift.id}/take`),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${answer.code}`),
    ).toEqual(Array(19).fill('409 SCHEDULES.ALREADY_TAKEN'));
    const rows = await server.db
      .selectFrom('shift_requests')
      .selectAll()
      .where('shift_id', '=', shift.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('gives an offered shift to exactly one of 20 parallel takers', async () => {
    const base = `/v1/brands/${downtown}`;
    const created = await send(scheduler, 'POST', `${base}/shifts`, shiftBody(rosaId, 3, '09:00', '13:00'));
    const shift = created.data.shifts.find(
      (item: Json) => item.starts_at === instantAt(dayOf(3), '09:00', ZONE),
    );
    await send(scheduler, 'POST', `${base}/schedule/publish`, { week_start: week });
    await send(rosa, 'POST', `${base}/shifts/${shift.id}/offer`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_unused, index) =>
        send(index % 2 === 0 ? ari : manager, 'POST', `${base}/shifts/${shift.id}/take`),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.code))).toEqual(
      new Set(['SCHEDULES.ALREADY_TAKEN']),
    );
  });
});

async function pointsOf(userId: string): Promise<number> {
  const row = await server.db
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('points'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.points);
}
