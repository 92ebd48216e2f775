import { addWeeks, instantAt, weekStartOf } from '../../../../src-domain/index';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';
import { publishWeek, writePastShift, writePlan, type PastPunch } from './timesheet.fixtures';

/**
 * Timesheets (issue #33) over HTTP, on SQLite (`npx jest`) and PostgreSQL
 * (`npm run test:server:pg -- tests/server/gateway/timesheets`): access, shifts built from punches
 * with their flags, approval, edits with their audit trail and stale versions, and the CSV export.
 * Past shifts are written as punch rows (the API refuses punches older than 7 days).
 * One file over 400 lines because every case reads the same punches of one seeded week.
 */
let server: TestServer;
let scheduler: Session;
let manager: Session;
let manager2: Session;
let rosa: Session;
let ari: Session;
let downtown: number;
let rosaId: string;
let ariId: string;
const ZONE = 'America/Los_Angeles';
// Three weeks back: a week no seed and no other test writes punches in.
const week = addWeeks(weekStartOf(new Date().toISOString(), ZONE)!, -3);
const day = (index: number) =>
  new Date(Date.parse(`${week}T12:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
const at = (index: number, time: string) => instantAt(day(index), time, ZONE)!;

type Json = ReturnType<typeof JSON.parse>;
type Answer = { status: number; code?: string; data: Json };
async function send(session: Session, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const response = await call(server, method, path, { session, ...(body === undefined ? {} : { body }) });
  const json = response.json();
  return { status: response.statusCode, code: json.error?.code, data: json.data } as Answer;
}

const writeShift = (userId: string, punches: readonly PastPunch[]) =>
  writePastShift(server.db, downtown, userId, punches);

let lateShift: number;
let quietShift: number;
let riskShift: number;
let sixHourShift: number;

beforeAll(async () => {
  server = await startGatewayServer();
  [scheduler, manager, manager2, rosa, ari] = (await Promise.all(
    ['scheduler', 'manager', 'manager2', 'crew', 'crew2'].map((name) =>
      signIn(server, `${name}@demo.brigade.test`),
    ),
  )) as [Session, Session, Session, Session, Session];
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
  rosaId = await userIdOf(server.db, 'crew@demo.brigade.test');
  ariId = await userIdOf(server.db, 'crew2@demo.brigade.test');
  // Monday: 8 h 30 without a break, clocked in outside the fence, out 30 min after the plan
  // and synced 2 h late.
  lateShift = await writeShift(rosaId, [
    { kind: 'CLOCK_IN', at: at(0, '09:00'), geofence: 'OUTSIDE' },
    { kind: 'CLOCK_OUT', at: at(0, '17:30'), receivedAt: at(0, '19:30') },
  ]);
  // Tuesday: 6 h with a 30 min break, on plan, synced at once: no flag.
  quietShift = await writeShift(rosaId, [
    { kind: 'CLOCK_IN', at: at(1, '09:00') },
    { kind: 'BREAK_START', at: at(1, '12:00') },
    { kind: 'BREAK_END', at: at(1, '12:30') },
    { kind: 'CLOCK_OUT', at: at(1, '15:00') },
  ]);
  // Wednesday: no position at the clock-in, a risk answer at the clock-out.
  riskShift = await writeShift(ariId, [
    { kind: 'CLOCK_IN', at: at(2, '10:00'), geofence: 'NO_POSITION' },
    { kind: 'BREAK_START', at: at(2, '13:00') },
    { kind: 'BREAK_END', at: at(2, '13:20') },
    { kind: 'CLOCK_OUT', at: at(2, '16:30') },
  ]);
  // Thursday: exactly 6 h without a break and out exactly 15 min after the plan: no flag.
  sixHourShift = await writeShift(ariId, [
    { kind: 'CLOCK_IN', at: at(3, '09:00') },
    { kind: 'CLOCK_OUT', at: at(3, '15:00') },
  ]);
  for (const [user, index, from, to] of [
    [rosaId, 0, '09:00', '17:00'],
    [rosaId, 1, '09:00', '17:00'],
    [ariId, 3, '09:00', '14:45'],
  ] as const) {
    await writePlan(server.db, {
      brandId: downtown,
      week,
      userId: user,
      startsAt: at(index, from),
      endsAt: at(index, to),
    });
  }
  // Worked shifts are compared only with published weeks' plans.
  await publishWeek(server.db, downtown, week, await userIdOf(server.db, 'scheduler@demo.brigade.test'));
  const seeded = await server.db.selectFrom('attestation_answers').selectAll().executeTakeFirstOrThrow();
  const { id: _unused, ...answer } = seeded;
  const inserted = await server.db
    .insertInto('attestation_answers')
    .values({ ...answer, brand_id: downtown, employee_ref: ariId, flagged: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const clockOut = await server.db
    .selectFrom('time_clock_punches')
    .select('id')
    .where('shift_punch_id', '=', riskShift)
    .where('kind', '=', 'CLOCK_OUT')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('time_clock_answer_punches')
    .values({ answer_id: inserted.id, punch_id: clockOut.id })
    .execute();
});
afterAll(() => server.close());

const weekPath = () => `/v1/brands/${downtown}/timesheets?week=${week}`;
const shiftOf = (data: Json, id: number) => data.shifts.find((shift: Json) => shift.id === id);

describe('who may read and change a timesheet', () => {
  it('needs TEAM_LIVE on the location, inside the caller’s scope', async () => {
    expect((await send(scheduler, 'GET', weekPath())).status).toBe(200);
    expect(await send(rosa, 'GET', weekPath())).toMatchObject({ status: 403, code: 'TIMESHEETS.FORBIDDEN' });
    expect(await send(ari, 'GET', weekPath())).toMatchObject({ status: 403, code: 'TIMESHEETS.FORBIDDEN' });
    expect(await send(manager, 'GET', weekPath())).toMatchObject({
      status: 403,
      code: 'TIMESHEETS.FORBIDDEN',
    });
    expect(await send(manager2, 'GET', weekPath())).toMatchObject({ status: 403, code: 'BRAND.FORBIDDEN' });
    expect(await send(scheduler, 'GET', `/v1/brands/${downtown}/timesheets?week=${day(1)}`)).toMatchObject({
      status: 400,
      code: 'SCHEDULES.INVALID_WEEK',
    });
    const csv = await call(server, 'GET', `/v1/brands/${downtown}/timesheets/csv?week=${week}`, {
      session: manager2,
    });
    expect(csv.statusCode).toBe(403);
  });

  it('refuses approvals and edits from another brand or a crew member, writing nothing', async () => {
    const approve = `/v1/brands/${downtown}/timesheets/shifts/${quietShift}/approve`;
    expect(await send(manager2, 'POST', approve, { version: 0 })).toMatchObject({
      status: 403,
      code: 'BRAND.FORBIDDEN',
    });
    expect(await send(rosa, 'POST', approve, { version: 0 })).toMatchObject({
      status: 403,
      code: 'TIMESHEETS.FORBIDDEN',
    });
    const edit = {
      version: 0,
      clock_in_at: at(1, '08:00'),
      clock_out_at: at(1, '15:00'),
      breaks: [],
      reason: 'mine',
    };
    expect(
      await send(rosa, 'PUT', `/v1/brands/${downtown}/timesheets/shifts/${quietShift}`, edit),
    ).toMatchObject({ status: 403, code: 'TIMESHEETS.FORBIDDEN' });
    expect(await server.db.selectFrom('timesheet_shifts').selectAll().execute()).toEqual([]);
    expect(await server.db.selectFrom('timesheet_edits').selectAll().execute()).toEqual([]);
    expect(
      await send(scheduler, 'POST', `/v1/brands/${downtown}/timesheets/shifts/999999/approve`, {
        version: 0,
      }),
    ).toMatchObject({ status: 404, code: 'TIMESHEETS.SHIFT_NOT_FOUND' });
  });
});

describe('the week built from punches', () => {
  it('builds each shift with its breaks, minutes and flags, and each person’s total', async () => {
    const { data } = await send(scheduler, 'GET', weekPath());
    expect(data.location).toEqual({ id: downtown, name: 'Harbor Grill Portland Downtown', time_zone: ZONE });
    expect(data.shifts.map((shift: Json) => shift.id)).toEqual([
      riskShift,
      sixHourShift,
      lateShift,
      quietShift,
    ]);
    expect(shiftOf(data, lateShift)).toMatchObject({
      person_name: 'Rosa Crew',
      version: 0,
      clock_in_at: at(0, '09:00'),
      clock_out_at: at(0, '17:30'),
      breaks: [],
      break_minutes: 0,
      worked_minutes: 510,
      flags: ['OUTSIDE_GEOFENCE', 'MISSED_BREAK', 'LATE_CLOCK_OUT', 'LATE_SYNC'],
      scheduled: { starts_at: at(0, '09:00'), ends_at: at(0, '17:00') },
      approved: null,
      edits: [],
    });
    expect(shiftOf(data, quietShift)).toMatchObject({
      breaks: [{ start_at: at(1, '12:00'), end_at: at(1, '12:30') }],
      break_minutes: 30,
      worked_minutes: 330,
      flags: [],
    });
    expect(shiftOf(data, riskShift)).toMatchObject({
      break_minutes: 20,
      worked_minutes: 370,
      flags: ['NO_POSITION', 'ATTESTATION_RISK'],
      scheduled: null,
    });
    expect(shiftOf(data, sixHourShift)).toMatchObject({ worked_minutes: 360, flags: [] });
    expect(data.people).toEqual([
      { user_id: ariId, name: expect.any(String), worked_minutes: 730 },
      { user_id: rosaId, name: 'Rosa Crew', worked_minutes: 840 },
    ]);
    expect(data.worked_minutes).toBe(1570);
  });

  it('shows a shift still open, which can be neither approved nor edited', async () => {
    const now = Date.now();
    const thisWeek = weekStartOf(new Date(now).toISOString(), ZONE)!;
    const clockIn = await call(server, 'POST', '/v1/time-clock/punches', {
      session: ari,
      body: { location_id: downtown, kind: 'CLOCK_IN', device_at: new Date(now - 60_000).toISOString() },
      headers: { 'idempotency-key': `open-${now}` },
    });
    expect(clockIn.statusCode).toBe(201);
    const punchId = clockIn.json().data.punch.id;
    // The punch tells the location's audience in its own transaction.
    const event = await server.db
      .selectFrom('live_events')
      .selectAll()
      .where('name', '=', 'punch.recorded')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.payload)).toEqual({ brand_id: downtown, punch_id: punchId });
    expect(event.audience).toBe('SCHEDULE');
    const { data } = await send(scheduler, 'GET', `/v1/brands/${downtown}/timesheets?week=${thisWeek}`);
    expect(shiftOf(data, punchId)).toMatchObject({ clock_out_at: null, breaks: [] });
    const approve = `/v1/brands/${downtown}/timesheets/shifts/${punchId}/approve`;
    expect(await send(scheduler, 'POST', approve, { version: 0 })).toMatchObject({
      status: 409,
      code: 'TIMESHEETS.SHIFT_OPEN',
    });
  });
});

describe('approving and editing a shift', () => {
  const approvePath = () => `/v1/brands/${downtown}/timesheets/shifts/${lateShift}/approve`;
  const editPath = () => `/v1/brands/${downtown}/timesheets/shifts/${lateShift}`;
  const edit = (version: number, extra: Record<string, unknown> = {}) => ({
    version,
    clock_in_at: at(0, '09:00'),
    clock_out_at: at(0, '17:00'),
    breaks: [{ start_at: at(0, '12:00'), end_at: at(0, '12:30') }],
    reason: 'Forgot to clock out; break taken',
    ...extra,
  });

  it('approves once per version, showing who approved and when', async () => {
    const first = await send(scheduler, 'POST', approvePath(), { version: 0 });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ version: 1, approved: { by_name: 'Sam Scheduler' } });
    expect(Date.parse(first.data.approved.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await send(scheduler, 'POST', approvePath(), { version: 0 })).toMatchObject({
      status: 409,
      code: 'TIMESHEETS.STALE_SHIFT',
    });
  });

  it('refuses an edit without a reason or with impossible times', async () => {
    expect(await send(scheduler, 'PUT', editPath(), edit(1, { reason: '   ' }))).toMatchObject({
      status: 400,
      code: 'TIMESHEETS.REASON_REQUIRED',
    });
    expect(await send(scheduler, 'PUT', editPath(), edit(1, { clock_out_at: at(0, '08:00') }))).toMatchObject(
      { status: 400, code: 'TIMESHEETS.INVALID_TIMES' },
    );
    expect(
      await send(
        scheduler,
        'PUT',
        editPath(),
        edit(1, { breaks: [{ start_at: at(0, '18:00'), end_at: at(0, '18:30') }] }),
      ),
    ).toMatchObject({ status: 400, code: 'TIMESHEETS.INVALID_TIMES' });
    expect(await server.db.selectFrom('timesheet_edits').selectAll().execute()).toEqual([]);
  });

  it('edits the times, keeps the punches, records old → new and withdraws the approval', async () => {
    const saved = await send(scheduler, 'PUT', editPath(), edit(1));
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      version: 2,
      clock_out_at: at(0, '17:00'),
      breaks: [{ start_at: at(0, '12:00'), end_at: at(0, '12:30') }],
      worked_minutes: 450,
      // On plan and with a break now; where and when it was punched still shows.
      flags: ['OUTSIDE_GEOFENCE', 'LATE_SYNC'],
      approved: null,
      original: { clock_in_at: at(0, '09:00'), clock_out_at: at(0, '17:30'), breaks: [] },
    });
    expect(saved.data.edits).toEqual([
      expect.objectContaining({
        field: 'CLOCK_OUT',
        old_value: at(0, '17:30'),
        new_value: at(0, '17:00'),
        edited_by_name: 'Sam Scheduler',
        reason: 'Forgot to clock out; break taken',
      }),
      expect.objectContaining({
        field: 'BREAKS',
        old_value: '',
        new_value: `${at(0, '12:00')}/${at(0, '12:30')}`,
      }),
    ]);
    const punches = await server.db
      .selectFrom('time_clock_punches')
      .select(['kind', 'device_at'])
      .where('shift_punch_id', '=', lateShift)
      .orderBy('id')
      .execute();
    expect(punches).toEqual([
      { kind: 'CLOCK_IN', device_at: at(0, '09:00') },
      { kind: 'CLOCK_OUT', device_at: at(0, '17:30') },
    ]);
    const { data } = await send(scheduler, 'GET', weekPath());
    expect(shiftOf(data, lateShift).edits).toHaveLength(2);
  });

  it('answers 409 to an edit against a stale version, writing nothing', async () => {
    const stale = await send(scheduler, 'PUT', editPath(), edit(1, { clock_out_at: at(0, '16:00') }));
    expect(stale).toMatchObject({ status: 409, code: 'TIMESHEETS.STALE_SHIFT' });
    expect(await server.db.selectFrom('timesheet_edits').selectAll().execute()).toHaveLength(2);
    const { data } = await send(scheduler, 'GET', weekPath());
    expect(shiftOf(data, lateShift).clock_out_at).toBe(at(0, '17:00'));
  });

  it('lets one of two edits of the same version win', async () => {
    const [a, b] = await Promise.all([
      send(scheduler, 'PUT', editPath(), edit(2, { clock_out_at: at(0, '16:45') })),
      send(scheduler, 'PUT', editPath(), edit(2, { clock_out_at: at(0, '16:50') })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('flags a clock-in over 15 minutes after or before the scheduled start (issue #34)', async () => {
    const late = await send(scheduler, 'PUT', editPath(), edit(3, { clock_in_at: at(0, '09:40') }));
    expect(late.data.flags).toEqual(['OUTSIDE_GEOFENCE', 'LATE_CLOCK_IN', 'LATE_SYNC']);
    const early = await send(scheduler, 'PUT', editPath(), edit(4, { clock_in_at: at(0, '08:30') }));
    expect(early.data.flags).toEqual(['OUTSIDE_GEOFENCE', 'EARLY_CLOCK_IN', 'LATE_SYNC']);
    const onTime = await send(scheduler, 'PUT', editPath(), edit(5, { clock_in_at: at(0, '09:10') }));
    expect(onTime.data.flags).toEqual(['OUTSIDE_GEOFENCE', 'LATE_SYNC']);
    await send(scheduler, 'PUT', editPath(), edit(6));
  });
});

describe('the CSV export', () => {
  it('sends text/csv: a header row, one quoted row per shift, formulas defused', async () => {
    await server.db
      .updateTable('user_profiles')
      .set({ first_name: '=HYPERLINK("http://x","y")', last_name: 'Ari, "Two"' })
      .where('user_id', '=', ariId)
      .execute();
    const response = await call(server, 'GET', `/v1/brands/${downtown}/timesheets/csv?week=${week}`, {
      session: scheduler,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`timesheet-${downtown}-${week}.csv`);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'location,week_start,person,date,clock_in,clock_out,break_minutes,worked_hours,flags,approved_by,approved_at,edits',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      `Harbor Grill Portland Downtown,${week},"'=HYPERLINK(""http://x"",""y"") Ari, ""Two""",${day(2)},10:00,${day(2)} 16:30,20,6.17,NO_POSITION ATTESTATION_RISK,,,0`,
    );
    expect(lines[3]).toMatch(
      new RegExp(`^Harbor Grill Portland Downtown,${week},Rosa Crew,${day(0)},09:00,`),
    );
    // The app's gateway asks for JSON: the same text comes in the envelope.
    const asJson = await call(server, 'GET', `/v1/brands/${downtown}/timesheets/csv?week=${week}`, {
      session: scheduler,
      headers: { accept: 'application/json' },
    });
    expect(asJson.json().data).toBe(response.body);
  });
});
