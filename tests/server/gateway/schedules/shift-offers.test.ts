import { addWeeks, instantAt, weekStartOf } from '../../../../src-domain/index';
import type { TestServer } from '../../../support/test-server';
import { waitForJobs } from '../../../support/wait-for-jobs';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';

/**
 * Swap and cover beyond the team (issue #34) over HTTP: an offer to one qualified colleague (only
 * they see and take it, and they are mailed), a location's auto-approval (at once when the rules
 * hold, else the take waits), the re-check of labour rules and availability at approval, and the
 * mails of a publication and of a change after it.
 */
let server: TestServer;
let scheduler: Session;
let manager: Session;
let rosa: Session;
let ari: Session;
let downtown: number;
let rosaId: string;
let ariId: string;
const ZONE = 'America/Los_Angeles';
const ROSA = 'crew@demo.brigade.test';
const ARI = 'crew2@demo.brigade.test';
// A week nobody seeded, outside the notice window.
const week = addWeeks(weekStartOf(new Date().toISOString(), ZONE)!, 6);
const dayOf = (index: number) =>
  new Date(Date.parse(`${week}T12:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);

type Json = ReturnType<typeof JSON.parse>;
type Answer = { status: number; code?: string; data: Json };
async function send(session: Session, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const response = await call(server, method, path, { session, ...(body === undefined ? {} : { body }) });
  const json = response.json();
  return { status: response.statusCode, code: json.error?.code, data: json.data } as Answer;
}
const base = () => `/v1/brands/${downtown}`;

/** Adds a shift of `user` on day `index` of the week, answers it. */
async function addShift(user: string | null, index: number, from: string, to: string, position = 'Server') {
  const answer = await send(scheduler, 'POST', `${base()}/shifts`, {
    week_start: week,
    user_id: user,
    position,
    starts_at: instantAt(dayOf(index), from, ZONE),
    ends_at: instantAt(dayOf(index), to, ZONE),
    break_minutes: 0,
    note: '',
  });
  expect(answer.status).toBe(200);
  return answer.data.shifts.find(
    (shift: Json) => shift.starts_at === instantAt(dayOf(index), from, ZONE) && shift.user_id === user,
  );
}
const publish = () => send(scheduler, 'POST', `${base()}/schedule/publish`, { week_start: week });

async function mailsTo(email: string) {
  await waitForJobs(server.db);
  return server.db
    .selectFrom('outbox')
    .select(['subject', 'body'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
}

async function setAutoApproval(on: boolean) {
  const rules = (await send(scheduler, 'GET', `${base()}/schedule_rules`)).data;
  const answer = await send(scheduler, 'PUT', `${base()}/schedule_rules`, {
    ...rules,
    auto_approve_covers: on,
  });
  expect(answer.data.auto_approve_covers).toBe(on);
}

beforeAll(async () => {
  server = await startGatewayServer();
  [scheduler, manager, rosa, ari] = (await Promise.all(
    ['scheduler', 'manager', 'crew', 'crew2'].map((name) => signIn(server, `${name}@demo.brigade.test`)),
  )) as [Session, Session, Session, Session];
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
  rosaId = await userIdOf(server.db, ROSA);
  ariId = await userIdOf(server.db, ARI);
});
afterAll(() => server.close());

describe('publishing tells each person by mail; a later change tells what changed', () => {
  it('mails the people with shifts at the first publication, then each change', async () => {
    const before = (await mailsTo(ROSA)).length;
    const shift = await addShift(rosaId, 0, '09:00', '13:00');
    expect((await publish()).status).toBe(200);
    const published = (await mailsTo(ROSA)).slice(before);
    expect(published.map((mail) => mail.subject)).toEqual([`Your shifts for the week of ${week}`]);
    expect(published[0]!.body).toContain('Harbor Grill Portland Downtown published the week');
    expect(published[0]!.body).toMatch(/\/my-shifts/);
    const moved = await send(scheduler, 'PUT', `${base()}/shifts/${shift.id}`, {
      user_id: rosaId,
      position: 'Server',
      starts_at: instantAt(dayOf(0), '10:00', ZONE),
      ends_at: instantAt(dayOf(0), '14:00', ZONE),
      break_minutes: 0,
      note: '',
      version: shift.version,
    });
    expect(moved.status).toBe(200);
    const changed = (await mailsTo(ROSA)).slice(before + 1);
    expect(changed.map((mail) => mail.subject)).toEqual(['A shift of yours changed']);
    expect(changed[0]!.body).toMatch(/Server on .*9:00.* is now Server on .*10:00/);
    // Publishing again mails nobody a second "published" (the change was told already).
    await publish();
    expect((await mailsTo(ROSA)).length).toBe(before + 2);
  });
});

describe('an offer to one colleague', () => {
  it('only the named, qualified colleague sees and takes it, and is mailed', async () => {
    // Ari works Server here (a shift of that position); nobody works Sommelier.
    await addShift(ariId, 1, '16:00', '20:00');
    const shift = await addShift(rosaId, 2, '09:00', '13:00');
    await publish();
    const colleagues = await send(rosa, 'GET', `${base()}/shifts/${shift.id}/colleagues`);
    expect(colleagues.data.map((one: Json) => one.user_id)).toContain(ariId);
    expect(colleagues.data.map((one: Json) => one.user_id)).not.toContain(rosaId);
    expect(await send(ari, 'GET', `${base()}/shifts/${shift.id}/colleagues`)).toMatchObject({
      status: 403,
      code: 'SCHEDULES.NOT_YOUR_SHIFT',
    });
    const managerId = await userIdOf(server.db, 'manager@demo.brigade.test');
    if (!colleagues.data.some((one: Json) => one.user_id === managerId)) {
      expect(
        await send(rosa, 'POST', `${base()}/shifts/${shift.id}/offer_to`, { to_user_id: managerId }),
      ).toMatchObject({ status: 400, code: 'SCHEDULES.NOT_QUALIFIED' });
    }
    const mailsBefore = (await mailsTo(ARI)).length;
    const offer = await send(rosa, 'POST', `${base()}/shifts/${shift.id}/offer_to`, { to_user_id: ariId });
    expect(offer.data).toMatchObject({ status: 'OPEN', shift: { request: { offered_to_user_id: ariId } } });
    const told = (await mailsTo(ARI)).slice(mailsBefore);
    expect(told.map((mail) => mail.subject)).toEqual([expect.stringMatching(/ offers you a shift$/)]);
    expect(told[0]!.body).toContain('Server shift at Harbor Grill Portland Downtown');
    const available = async (session: Session) =>
      (await send(session, 'GET', '/v1/my_shifts')).data.available.some(
        (item: Json) => item.shift.id === shift.id,
      );
    expect(await available(ari)).toBe(true);
    expect(await available(manager)).toBe(false);
    expect(await send(manager, 'POST', `${base()}/shifts/${shift.id}/take`)).toMatchObject({
      status: 403,
      code: 'SCHEDULES.NOT_OFFERED_TO_YOU',
    });
    const taken = await send(ari, 'POST', `${base()}/shifts/${shift.id}/take`);
    expect(taken.data).toMatchObject({ status: 'TAKEN', taker_user_id: ariId });
    expect(
      (await send(scheduler, 'POST', `${base()}/shift_requests/${taken.data.id}/approve`, {})).data.request
        .status,
    ).toBe('APPROVED');
  });
});

describe('auto-approval and the re-check at approval', () => {
  afterAll(() => setAutoApproval(false));

  it('approves a take at once when the rules hold; a breaking take waits for the manager', async () => {
    await setAutoApproval(true);
    const shift = await addShift(rosaId, 3, '10:00', '14:00');
    // Ari closes day 4 late; Rosa's opening of day 5 would give him a clopen.
    await addShift(ariId, 4, '15:00', '23:30');
    const opening = await addShift(rosaId, 5, '06:00', '10:00');
    await publish();
    await send(rosa, 'POST', `${base()}/shifts/${shift.id}/offer`);
    const taken = await send(ari, 'POST', `${base()}/shifts/${shift.id}/take`);
    expect(taken).toMatchObject({ data: { status: 'APPROVED', taker_user_id: ariId } });
    const mine = (await send(ari, 'GET', '/v1/my_shifts')).data.shifts;
    expect(mine.some((item: Json) => item.shift.id === shift.id)).toBe(true);

    await send(rosa, 'POST', `${base()}/shifts/${opening.id}/offer`);
    const waiting = await send(ari, 'POST', `${base()}/shifts/${opening.id}/take`);
    expect(waiting.data).toMatchObject({ status: 'TAKEN', taker_flags: ['SHORT_REST'] });
    expect(
      await send(scheduler, 'POST', `${base()}/shift_requests/${waiting.data.id}/approve`, {}),
    ).toMatchObject({ status: 409, code: 'SCHEDULES.LABOUR_RULES' });
    // The manager's explicit override approves it.
    const forced = await send(scheduler, 'POST', `${base()}/shift_requests/${waiting.data.id}/approve`, {
      override: true,
    });
    expect(forced.data.request.status).toBe('APPROVED');
  });

  it('re-checks the taker’s availability at approval (and auto-approval leaves such a take waiting)', async () => {
    const shift = await addShift(rosaId, 6, '12:00', '16:00');
    await publish();
    await send(rosa, 'POST', `${base()}/shifts/${shift.id}/offer`);
    // Ari says he cannot work that weekday afternoon, then takes it: it waits (auto-approval on).
    const weekday = new Date(`${dayOf(6)}T12:00:00Z`).getUTCDay() || 7;
    expect(
      (
        await send(ari, 'PUT', `${base()}/my_availability`, {
          blocks: [{ weekday, from: '11:00', to: '18:00' }],
        })
      ).status,
    ).toBe(200);
    // The location's grid hears of it live.
    const told = await server.db
      .selectFrom('live_events')
      .select('payload')
      .where('name', '=', 'availability.changed')
      .execute();
    expect(told.map((row) => JSON.parse(row.payload))).toContainEqual({ brand_id: downtown, user_id: ariId });
    const taken = await send(ari, 'POST', `${base()}/shifts/${shift.id}/take`);
    expect(taken.data.status).toBe('TAKEN');
    expect(
      await send(scheduler, 'POST', `${base()}/shift_requests/${taken.data.id}/approve`, {}),
    ).toMatchObject({ status: 409, code: 'SCHEDULES.TAKER_UNAVAILABLE' });
    await send(ari, 'PUT', `${base()}/my_availability`, { blocks: [] });
    expect(
      (await send(scheduler, 'POST', `${base()}/shift_requests/${taken.data.id}/approve`, {})).data.request
        .status,
    ).toBe('APPROVED');
  });

  it('re-checks the minors’ limits for a taker marked a minor at the location', async () => {
    const minor = (on: boolean) =>
      send(scheduler, 'PUT', `${base()}/schedule_people/${ariId}`, { minor: on });
    expect((await minor(true)).status).toBe(200);
    try {
      // Ends at 23:00: past the minors' latest end (22:00 by default).
      const late = await addShift(rosaId, 2, '17:00', '23:00');
      await publish();
      await send(rosa, 'POST', `${base()}/shifts/${late.id}/offer`);
      const taken = await send(ari, 'POST', `${base()}/shifts/${late.id}/take`);
      expect(taken.data.status).toBe('TAKEN');
      expect(taken.data.taker_flags).toContain('MINOR_NIGHT');
      expect(
        await send(scheduler, 'POST', `${base()}/shift_requests/${taken.data.id}/approve`, {}),
      ).toMatchObject({ status: 409, code: 'SCHEDULES.LABOUR_RULES' });
    } finally {
      await minor(false);
    }
  });
});
