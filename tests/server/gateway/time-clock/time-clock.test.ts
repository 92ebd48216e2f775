import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';

let server: TestServer;
let crew: Session;
let manager: Session;
let owner: Session;
let grill: number;
let portland: number;
let seattle: number;

beforeAll(async () => {
  server = await startGatewayServer();
  [crew, manager, owner] = await Promise.all([
    signIn(server, 'crew@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'owner@demo.brigade.test'),
  ]);
  grill = await brandId(server.db, 'Harbor Grill');
  portland = await brandId(server.db, 'Harbor Grill Portland Downtown');
  seattle = await brandId(server.db, 'Harbor Grill Seattle Airport');
});
afterAll(() => server.close());

type Parsed = ReturnType<typeof JSON.parse>;
const MINUTE = 60_000;
/** Device times are fixed against one reading of the clock, so a slow run measures the same shift. */
const BASE = Date.now();
const ago = (minutes: number) => new Date(BASE - minutes * MINUTE).toISOString();
let keys = 0;
const newKey = () => `punch-${++keys}-${Date.now()}`;

async function punch(session: Session, body: Record<string, unknown>, key: string | null = newKey()) {
  const response = await call(server, 'POST', '/v1/time-clock/punches', {
    session,
    body: { location_id: portland, ...body },
    headers: key === null ? {} : { 'idempotency-key': key },
  });
  const parsed = response.json<{ data: Parsed; error?: { code: string }; data_problems?: Parsed }>();
  return {
    status: response.statusCode,
    data: parsed.data,
    code: parsed.error?.code,
    replayed: response.headers['idempotent-replayed'],
  };
}

async function get(session: Session, path: string) {
  const response = await call(server, 'GET', path, { session });
  return { status: response.statusCode, data: response.json<{ data: Parsed }>().data };
}

async function portlandPoint() {
  const fence = await server.db
    .selectFrom('time_clock_geofences')
    .selectAll()
    .where('brand_id', '=', portland)
    .executeTakeFirstOrThrow();
  return { latitude: fence.latitude, longitude: fence.longitude, consent: true };
}

describe('where a person may punch', () => {
  it('lists the schedulable memberships with their geofence, and the state', async () => {
    const me = await get(crew, '/v1/time-clock/me');
    expect(me.status).toBe(200);
    expect(me.data.locations).toEqual([
      {
        id: portland,
        name: 'Harbor Grill Portland Downtown',
        geofence: expect.objectContaining({ radius_m: 150 }),
      },
    ]);
    expect(me.data.status).toEqual({ state: 'OFF', location_id: null, shift_started_at: null });
    // A membership on a group level is not schedulable.
    expect((await get(owner, '/v1/time-clock/me')).data.locations).toEqual([]);
  });

  it('names the caller’s own published shifts not ended and starting within 24 hours (issue #34)', async () => {
    const rosa = await server.db
      .selectFrom('identity_users')
      .select('id')
      .where('email', '=', 'crew@demo.brigade.test')
      .executeTakeFirstOrThrow();
    const ari = await server.db
      .selectFrom('identity_users')
      .select('id')
      .where('email', '=', 'crew2@demo.brigade.test')
      .executeTakeFirstOrThrow();
    // Weeks of their own, so the seed's weeks play no part: one published, one a draft (no row).
    const [published, draft] = ['1999-12-27', '2000-01-03'];
    await server.db
      .insertInto('schedule_weeks')
      .values({
        brand_id: portland,
        week_start: published,
        status: 'PUBLISHED',
        published_at: ago(0),
        published_by_user_id: null,
      })
      .execute();
    const at = (minutes: number) => new Date(BASE + minutes * MINUTE).toISOString();
    const shift = (position: string, week: string, userId: string, from: number, to: number) => ({
      brand_id: portland,
      week_start: week,
      user_id: userId,
      position,
      starts_at: at(from),
      ends_at: at(to),
      break_minutes: 0,
      note: '',
      version: 1,
      created_at: ago(0),
      updated_at: ago(0),
    });
    await server.db
      .insertInto('shifts')
      .values([
        shift('Clock: under way', published, rosa.id, -60, 120),
        shift('Clock: tonight', published, rosa.id, 600, 900),
        shift('Clock: ended', published, rosa.id, -600, -30),
        shift('Clock: in two days', published, rosa.id, 2 * 1440, 2 * 1440 + 480),
        shift('Clock: draft', draft, rosa.id, 60, 300),
        shift('Clock: a colleague', published, ari.id, 60, 300),
      ])
      .execute();
    const shifts = (await get(crew, '/v1/time-clock/me')).data.shifts.filter((row: Parsed) =>
      row.position.startsWith('Clock: '),
    );
    expect(shifts).toEqual([
      {
        location_id: portland,
        location_name: 'Harbor Grill Portland Downtown',
        position: 'Clock: under way',
        starts_at: at(-60),
        ends_at: at(120),
      },
      expect.objectContaining({ position: 'Clock: tonight', starts_at: at(600) }),
    ]);
    await server.db.deleteFrom('shifts').where('position', 'like', 'Clock: %').execute();
    await server.db.deleteFrom('schedule_weeks').where('week_start', '=', published).execute();
  });

  it('refuses a punch elsewhere, without a key, or with a bad device time, writing nothing', async () => {
    expect((await punch(crew, { kind: 'CLOCK_IN', device_at: ago(1), location_id: seattle })).code).toBe(
      'TIME_CLOCK.NOT_A_MEMBER',
    );
    expect((await punch(owner, { kind: 'CLOCK_IN', device_at: ago(1), location_id: grill })).code).toBe(
      'TIME_CLOCK.NOT_A_MEMBER',
    );
    expect((await punch(crew, { kind: 'CLOCK_IN', device_at: ago(1) }, null)).code).toBe(
      'TIME_CLOCK.IDEMPOTENCY_KEY_REQUIRED',
    );
    expect((await punch(crew, { kind: 'CLOCK_IN', device_at: '2026-01-01T10:00:00' })).code).toBe(
      'TIME_CLOCK.DEVICE_TIME_INVALID',
    );
    expect((await get(crew, `/v1/time-clock/locations/${seattle}/questions`)).status).toBe(403);
    const rows = await server.db.selectFrom('time_clock_punches').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('refuses a device clock too far ahead, a punch older than 7 days and an impossible sequence', async () => {
    const ahead = new Date(Date.now() + 10 * MINUTE).toISOString();
    expect(await punch(crew, { kind: 'CLOCK_IN', device_at: ahead })).toMatchObject({
      status: 409,
      code: 'TIME_CLOCK.CLOCK_SKEW',
    });
    expect((await punch(crew, { kind: 'CLOCK_IN', device_at: ago(8 * 24 * 60) })).code).toBe(
      'TIME_CLOCK.TOO_OLD',
    );
    expect((await punch(crew, { kind: 'BREAK_START', device_at: ago(1) })).code).toBe(
      'TIME_CLOCK.INVALID_SEQUENCE',
    );
    expect((await punch(crew, { kind: 'CLOCK_OUT', device_at: ago(1) })).code).toBe(
      'TIME_CLOCK.INVALID_SEQUENCE',
    );
  });
});

describe('a shift with its clock-out attestation', () => {
  const inAt = ago(360);

  it('clocks in once per Idempotency-Key, ordered by the device time', async () => {
    const key = newKey();
    const body = { kind: 'CLOCK_IN', device_at: inAt, position: await portlandPoint() };
    const first = await punch(crew, body, key);
    expect(first.status).toBe(201);
    expect(first.data.punch).toMatchObject({
      kind: 'CLOCK_IN',
      geofence: 'INSIDE',
      flagged: false,
      no_position_reason: null,
    });
    expect(first.data.status).toEqual({ state: 'WORKING', location_id: portland, shift_started_at: inAt });
    const again = await punch(crew, body, key);
    expect(again).toMatchObject({ status: 201, replayed: 'true' });
    expect(again.data.punch.id).toBe(first.data.punch.id);
    const rows = await server.db.selectFrom('time_clock_punches').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('takes a break (no position: recorded and flagged, not refused) and refuses punches out of order', async () => {
    const start = await punch(crew, {
      kind: 'BREAK_START',
      device_at: ago(200),
      position: null,
      no_position_reason: 'DENIED',
    });
    expect(start.data.punch).toMatchObject({
      geofence: 'NO_POSITION',
      flagged: true,
      no_position_reason: 'DENIED',
    });
    expect((await punch(crew, { kind: 'CLOCK_IN', device_at: ago(199) })).code).toBe(
      'TIME_CLOCK.INVALID_SEQUENCE',
    );
    expect((await punch(crew, { kind: 'BREAK_END', device_at: ago(201) })).code).toBe(
      'TIME_CLOCK.OUT_OF_ORDER',
    );
    expect((await punch(crew, { kind: 'CLOCK_OUT', device_at: ago(400) })).code).toBe(
      'TIME_CLOCK.OUT_BEFORE_IN',
    );
    // A position sent without the employee's consent is not stored (spec 001's consent rules).
    const { consent: _consent, ...unconsented } = await portlandPoint();
    const end = await punch(crew, { kind: 'BREAK_END', device_at: ago(190), position: unconsented });
    expect(end.status).toBe(201);
    expect(end.data.punch).toMatchObject({
      geofence: 'NO_POSITION',
      flagged: true,
      no_position_reason: 'NO_CONSENT',
    });
    const endRow = await server.db
      .selectFrom('time_clock_punches')
      .select(['latitude', 'longitude', 'no_position_reason'])
      .where('id', '=', end.data.punch.id)
      .executeTakeFirstOrThrow();
    expect(endRow).toEqual({ latitude: null, longitude: null, no_position_reason: 'NO_CONSENT' });
    const me = await get(crew, '/v1/time-clock/me');
    expect(me.data.status.state).toBe('WORKING');
    expect(me.data.punches.map((p: Parsed) => p.kind)).toEqual(['CLOCK_IN', 'BREAK_START', 'BREAK_END']);
  });

  it('asks the location’s active questions in the employee’s language', async () => {
    const { status, data } = await get(crew, `/v1/time-clock/locations/${portland}/questions?language=es`);
    expect(status).toBe(200);
    expect(data.questions).toHaveLength(4);
    const meal = data.questions[0];
    expect(meal).toMatchObject({ type: 'YES_NO', version: 2, language: 'es', min_shift_minutes: 300 });
    expect(meal.text).toMatch(/descanso/);
    expect(meal.comment_required_for).toEqual(['NO']);
    // English only: the default language stands in.
    expect(data.questions[3]).toMatchObject({ type: 'ACKNOWLEDGEMENT', language: 'en' });
  });

  it('refuses a clock-out whose answers are missing, invalid or lack a required comment, writing nothing', async () => {
    const { data } = await get(crew, `/v1/time-clock/locations/${portland}/questions`);
    const [meal, injured, rest, ack] = data.questions as Parsed[];
    const answer = (q: Parsed, answers: string[], comment?: string) => ({
      template_id: q.template_id,
      version: q.version,
      answers,
      ...(comment ? { comment } : {}),
    });
    const out = (answers: unknown[]) => punch(crew, { kind: 'CLOCK_OUT', device_at: ago(0), answers });
    const missing = await out([answer(meal, ['YES']), answer(injured, ['NO'])]);
    expect(missing).toMatchObject({ status: 400, code: 'TIME_CLOCK.ANSWER_REQUIRED' });
    const invalid = await out([
      answer(meal, ['MAYBE']),
      answer(injured, ['NO']),
      answer(rest, ['ALL']),
      answer(ack, ['ACKNOWLEDGED']),
    ]);
    expect(invalid.code).toBe('TIME_CLOCK.ANSWER_INVALID');
    const noComment = await out([
      answer(meal, ['NO']),
      answer(injured, ['NO']),
      answer(rest, ['ALL']),
      answer(ack, ['ACKNOWLEDGED']),
    ]);
    expect(noComment.code).toBe('TIME_CLOCK.COMMENT_REQUIRED');
    const unknown = await out([{ template_id: meal.template_id, version: 99, answers: ['YES'] }]);
    expect(unknown.code).toBe('TIME_CLOCK.QUESTION_UNKNOWN');
    expect((await get(crew, '/v1/time-clock/me')).data.status.state).toBe('WORKING');
    expect(await server.db.selectFrom('time_clock_answer_punches').selectAll().execute()).toEqual([]);
  });

  it('clocks out with the answers in one transaction; a risk answer reaches the risk dashboard and the live log', async () => {
    const before = await get(owner, `/v1/brands/${grill}/risk/attestation/summary?location_id=${portland}`);
    const { data } = await get(crew, `/v1/time-clock/locations/${portland}/questions`);
    const [meal, injured, rest, ack] = data.questions as Parsed[];
    const far = { latitude: 0, longitude: 0, accuracy_m: 10, consent: true };
    const out = await punch(crew, {
      kind: 'CLOCK_OUT',
      device_at: ago(0),
      position: far,
      answers: [
        {
          template_id: meal.template_id,
          version: meal.version,
          answers: ['NO'],
          comment: 'Too busy at lunch',
        },
        { template_id: injured.template_id, version: injured.version, answers: ['NO'] },
        { template_id: rest.template_id, version: rest.version, answers: ['ALL'] },
        { template_id: ack.template_id, version: ack.version, answers: ['ACKNOWLEDGED'] },
      ],
    });
    expect(out.status).toBe(201);
    expect(out.data).toMatchObject({
      punch: { kind: 'CLOCK_OUT', geofence: 'OUTSIDE', flagged: true },
      status: { state: 'OFF', location_id: null },
      flagged_answers: 1,
    });
    const stored = await server.db
      .selectFrom('attestation_answers as a')
      .innerJoin('time_clock_answer_punches as l', 'l.answer_id', 'a.id')
      .innerJoin('attestation_template_versions as v', 'v.id', 'a.version_id')
      .select(['a.flagged', 'a.comment', 'a.employee_name', 'a.shift_minutes', 'v.version', 'l.punch_id'])
      .execute();
    expect(stored).toHaveLength(4);
    expect(stored.every((row) => row.punch_id === out.data.punch.id)).toBe(true);
    expect(stored.find((row) => row.flagged === 1)).toMatchObject({
      comment: 'Too busy at lunch',
      employee_name: 'Rosa Crew',
      version: 2,
      shift_minutes: 350,
    });
    const events = await server.db
      .selectFrom('live_events')
      .selectAll()
      .where('name', '=', 'risk.flagged')
      .execute();
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.payload)).toMatchObject({ brand_id: portland, location_id: portland });
    const after = await get(owner, `/v1/brands/${grill}/risk/attestation/summary?location_id=${portland}`);
    expect(after.data.unresolved).toBe(before.data.unresolved + 1);
    const flagged = await get(
      owner,
      `/v1/brands/${grill}/risk/attestation/answers?location_id=${portland}&flagged=true&resolved=false&limit=100`,
    );
    expect(flagged.data.answers.some((a: Parsed) => a.employee_name === 'Rosa Crew')).toBe(true);
  });
});

describe('two punches of one person at once', () => {
  it('lets one clock-in win when two arrive together with different keys', async () => {
    // A first shift, so the person's clock row exists: the race is then on its lock, not its insert.
    expect((await punch(manager, { kind: 'CLOCK_IN', device_at: ago(30) })).status).toBe(201);
    expect((await punch(manager, { kind: 'CLOCK_OUT', device_at: ago(20) })).status).toBe(201);
    const body = { kind: 'CLOCK_IN', device_at: ago(5) };
    const answers = await Promise.all([punch(manager, body), punch(manager, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.code).toBe('TIME_CLOCK.INVALID_SEQUENCE');
    const managerId = (
      await server.db
        .selectFrom('identity_users')
        .select('id')
        .where('email', '=', 'manager@demo.brigade.test')
        .executeTakeFirstOrThrow()
    ).id;
    const rows = await server.db
      .selectFrom('time_clock_punches')
      .select('id')
      .where('user_id', '=', managerId)
      .execute();
    expect(rows).toHaveLength(3);
  });
});
