import { addWeeks, instantAt, weekStartOf } from '../../../../src-domain/index';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';
import { publishWeek, writePastShift, writePlan } from './timesheet.fixtures';

/**
 * Which scheduled shift the timesheet compares a worked shift with (issue #34,
 * planned-shift.rules.ts), over HTTP on SQLite and PostgreSQL: each half of a split shift with its
 * own half; a clock-in back after leaving mid-shift is not late, and only the last clock-out is
 * judged; a draft week's plans are not compared with at all.
 */
let server: TestServer;
let scheduler: Session;
let downtown: number;
let rosaId: string;
let ariId: string;
const ZONE = 'America/Los_Angeles';
const published = addWeeks(weekStartOf(new Date().toISOString(), ZONE)!, -3);
const draft = addWeeks(published, -1);
const at = (week: string, index: number, time: string) => {
  const day = new Date(Date.parse(`${week}T12:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
  return instantAt(day, time, ZONE)!;
};

type Json = ReturnType<typeof JSON.parse>;
let splitMorning: number;
let splitEvening: number;
let leftEarly: number;
let cameBack: number;
let draftWorked: number;

beforeAll(async () => {
  server = await startGatewayServer();
  scheduler = await signIn(server, 'scheduler@demo.brigade.test');
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
  rosaId = await userIdOf(server.db, 'crew@demo.brigade.test');
  ariId = await userIdOf(server.db, 'crew2@demo.brigade.test');
  const plan = (week: string, userId: string, index: number, from: string, to: string) =>
    writePlan(server.db, {
      brandId: downtown,
      week,
      userId,
      startsAt: at(week, index, from),
      endsAt: at(week, index, to),
    });
  const worked = (week: string, userId: string, index: number, from: string, to: string) =>
    writePastShift(server.db, downtown, userId, [
      { kind: 'CLOCK_IN', at: at(week, index, from) },
      { kind: 'CLOCK_OUT', at: at(week, index, to) },
    ]);
  // Monday: Rosa's split shift, each half worked on time.
  await plan(published, rosaId, 0, '09:00', '13:00');
  await plan(published, rosaId, 0, '17:00', '21:00');
  splitMorning = await worked(published, rosaId, 0, '09:00', '13:00');
  splitEvening = await worked(published, rosaId, 0, '17:05', '21:05');
  // Tuesday: Ari left at noon, came back at 13:30 and stayed 40 min past the plan's end.
  await plan(published, ariId, 1, '09:00', '17:00');
  leftEarly = await worked(published, ariId, 1, '09:00', '12:00');
  cameBack = await worked(published, ariId, 1, '13:30', '17:40');
  await publishWeek(server.db, downtown, published, await userIdOf(server.db, 'scheduler@demo.brigade.test'));
  // The week before, never published: Rosa clocked in an hour after its draft's start.
  await plan(draft, rosaId, 0, '09:00', '17:00');
  draftWorked = await worked(draft, rosaId, 0, '10:00', '15:00');
});
afterAll(() => server.close());

async function weekOf(week: string): Promise<Json> {
  const response = await call(server, 'GET', `/v1/brands/${downtown}/timesheets?week=${week}`, {
    session: scheduler,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
const shiftOf = (data: Json, id: number) => data.shifts.find((shift: Json) => shift.id === id);

it('compares each half of a split shift with its own half', async () => {
  const data = await weekOf(published);
  expect(shiftOf(data, splitMorning)).toMatchObject({
    flags: [],
    scheduled: { starts_at: at(published, 0, '09:00'), ends_at: at(published, 0, '13:00') },
  });
  expect(shiftOf(data, splitEvening)).toMatchObject({
    flags: [],
    scheduled: { starts_at: at(published, 0, '17:00'), ends_at: at(published, 0, '21:00') },
  });
});

it('judges a plan’s first clock-in and last clock-out only, in the week and in one shift’s answer', async () => {
  const data = await weekOf(published);
  const whole = { starts_at: at(published, 1, '09:00'), ends_at: at(published, 1, '17:00') };
  expect(shiftOf(data, leftEarly)).toMatchObject({ flags: [], scheduled: whole });
  expect(shiftOf(data, cameBack)).toMatchObject({ flags: ['LATE_CLOCK_OUT'], scheduled: whole });
  const approved = await call(
    server,
    'POST',
    `/v1/brands/${downtown}/timesheets/shifts/${cameBack}/approve`,
    {
      session: scheduler,
      body: { version: 0 },
    },
  );
  expect(approved.statusCode).toBe(200);
  expect(approved.json().data).toMatchObject({ flags: ['LATE_CLOCK_OUT'], scheduled: whole });
});

it('compares nothing with a week that was never published', async () => {
  const data = await weekOf(draft);
  expect(shiftOf(data, draftWorked)).toMatchObject({ flags: [], scheduled: null });
});
