import type { AddressInfo } from 'node:net';
import { addWeeks, instantAt, weekStartOf } from '../../../../src-domain/index';
import { idp, signIn, startGatewayServer, type Session } from '../gateway.harness';
import { applicationOf, multipart, userId } from '../messaging/messaging.harness';
import { sweepLiveEvents } from '../../../../server/gateway/live/live-events.setup';
import type { TestServer } from '../../../support/test-server';
import { setPreferences } from '../sms/sms.harness';
import { eventsOf, openEvents, type SseConnection, type SseFrame } from './sse.client';
import { TypeRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { LIVE_EVENT_SCHEMAS, STREAM_FRAME_SCHEMAS } from '../../../../server/gateway/live/live-events.schema';

// GET /api/core/v1/events against a listening server (app.inject does not stream), on SQLite and
// under `npm run test:server:pg` on PostgreSQL.
let server: TestServer;
let origin: string;
let candidate: Session;
let manager: Session;
let manager2: Session;
let seeker: Session;
let grillThread: number;
let seekerThread: number;
const open: SseConnection[] = [];

beforeAll(async () => {
  server = await startGatewayServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  [candidate, manager, manager2, seeker] = await Promise.all([
    signIn(server, 'candidate@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
    signIn(server, 'seeker@demo.brigade.test'),
  ]);
  grillThread = await applicationOf(
    server.db,
    'candidate@demo.brigade.test',
    'Server',
    'Harbor Grill Portland Downtown',
  );
  // seeker@ applies to a Tidewater Tacos position: a thread only manager2@ and seeker@ may read.
  const tacos = await server.db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .selectAll('a')
    .where('b.path', 'like', `${await brandPath('Tidewater Tacos')}%`)
    .where('a.archived', '=', 0)
    .executeTakeFirstOrThrow();
  const { id: _id, ...row } = tacos;
  const inserted = await server.db
    .insertInto('applications')
    .values({
      ...row,
      candidate_user_id: await userId(server.db, 'seeker@demo.brigade.test'),
      candidate_messages: 0,
      employer_messages: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  seekerThread = inserted.id;
});

const FRAME_SCHEMAS = { ...LIVE_EVENT_SCHEMAS, ...STREAM_FRAME_SCHEMAS } as const;
// The frames' StringEnum fields are TypeBox `Unsafe` schemas (OpenAPI 3.0 enums), which Value
// checks through the registry: a string among the enum's values.
TypeRegistry.Set<{ enum?: readonly unknown[] }>(
  'Unsafe',
  (schema, value) => typeof value === 'string' && (schema.enum?.includes(value) ?? true),
);

afterEach(() => {
  const frames = open.flatMap((connection) => eventsOf(connection));
  for (const connection of open.splice(0)) connection.close();
  // The contract of issue #31: every frame's data is what its published schema says.
  for (const frame of frames) {
    expect(Object.keys(FRAME_SCHEMAS)).toContain(frame.event);
    const schema = FRAME_SCHEMAS[frame.event as keyof typeof FRAME_SCHEMAS];
    const errors = [...Value.Errors(schema, JSON.parse(frame.data ?? 'null'))].map(
      (error) => `${frame.event} ${error.path || '/'}: ${error.message}`,
    );
    expect(errors).toEqual([]);
  }
});

afterAll(() => server.close());

async function brandPath(name: string): Promise<string> {
  const row = await server.db
    .selectFrom('brands')
    .select('path')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.path;
}

async function stream(session: Session | undefined, lastEventId?: string): Promise<SseConnection> {
  const connection = await openEvents(origin, session?.accessToken, lastEventId);
  open.push(connection);
  if (connection.status === 200) await connection.next((frame) => frame.event === 'ready');
  return connection;
}

async function post(session: Session, application: number, text: string): Promise<number> {
  const form = multipart({ message_body: text });
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/core/v1/applications/${application}/messages`,
    headers: { authorization: `Bearer ${session.accessToken}`, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { message: { id: number } } }>().data.message.id;
}

const created = (messageId: number) => (frame: SseFrame) =>
  frame.event === 'message.created' && JSON.parse(frame.data!).message_id === messageId;
const dataOf = (frame: SseFrame) => JSON.parse(frame.data!) as Record<string, unknown>;

it('publishes every frame’s schema in the OpenAPI document, and the stream’s answer refers to them', async () => {
  const document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    components: { schemas: Record<string, unknown> };
    paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
  }>();
  const names = [
    ...Object.keys(LIVE_EVENT_SCHEMAS).map((name) => `LiveEvent.${name}`),
    ...Object.keys(STREAM_FRAME_SCHEMAS).map((name) => `LiveFrame.${name}`),
  ];
  for (const name of names) expect(document.components.schemas).toHaveProperty([name]);
  expect(document.paths['/api/core/v1/events']?.get.responses['200']?.content).toEqual({
    'text/event-stream': {
      schema: { oneOf: names.map((name) => ({ $ref: `#/components/schemas/${name}` })) },
    },
  });
});

it('refuses a caller without a token (401) and a malformed Last-Event-ID (400)', async () => {
  const anonymous = await openEvents(origin, undefined);
  expect(anonymous.status).toBe(401);
  expect(anonymous.error?.error.code).toBe('TOKEN.MISSING');
  const bad = await openEvents(origin, candidate.accessToken, 'yesterday');
  expect(bad.status).toBe(400);
  expect(bad.error?.error.code).toBe('EVENTS.BAD_LAST_EVENT_ID');
});

it('starts with retry and ready, then delivers a message to the candidate and the manager who may read it', async () => {
  const candidateStream = await stream(candidate);
  const managerStream = await stream(manager);
  expect(candidateStream.frames[0]).toEqual({ retry: 3000 });
  expect(candidateStream.frames[1]?.event).toBe('ready');
  const messageId = await post(manager, grillThread, 'Can you start on Monday?');
  const toCandidate = await candidateStream.next(created(messageId));
  await managerStream.next(created(messageId));
  expect(dataOf(toCandidate)).toEqual({
    application_id: grillThread,
    message_id: messageId,
    brand_id: expect.any(Number),
    sender: 'EMPLOYER',
    notice: true,
  });
  expect(Number(toCandidate.id)).toBeGreaterThan(Number(dataOf(candidateStream.frames[1]!).last_event_id));
});

it('a manager of another brand and another candidate receive nothing of a thread they may not read', async () => {
  const otherManager = await stream(manager2);
  const otherCandidate = await stream(seeker);
  const hidden = await post(candidate, grillThread, 'Yes, Monday works');
  // A later event both may read: events arrive in id order, so once it is there the first is not coming.
  const visible = await post(manager2, seekerThread, 'Thanks for applying to Tidewater Tacos');
  await otherManager.next(created(visible));
  await otherCandidate.next(created(visible));
  for (const connection of [otherManager, otherCandidate]) {
    const messages = eventsOf(connection).filter((frame) => frame.event === 'message.created');
    expect(messages.map((frame) => dataOf(frame).message_id)).toEqual([visible]);
    expect(messages.some(created(hidden))).toBe(false);
  }
});

it('delivers read marks and status changes to the same receivers', async () => {
  const candidateStream = await stream(candidate);
  const messageId = await post(manager, grillThread, 'Please confirm');
  await candidateStream.next(created(messageId));
  const managerStream = await stream(manager);
  const marked = await server.app.inject({
    method: 'POST',
    url: '/api/core/v1/message_is_read',
    headers: { authorization: `Bearer ${candidate.accessToken}` },
    payload: [{ message_id: messageId, is_read: true }],
  });
  expect(marked.statusCode).toBe(200);
  const read = await managerStream.next((frame) => frame.event === 'message.read');
  expect(dataOf(read)).toEqual({
    application_id: grillThread,
    brand_id: expect.any(Number),
    reader: 'CANDIDATE',
  });
  const moved = await server.app.inject({
    method: 'PATCH',
    url: `/api/core/v1/applications/${grillThread}`,
    headers: { authorization: `Bearer ${manager.accessToken}` },
    payload: { status: 'INTERVIEW' },
  });
  expect(moved.statusCode).toBe(200);
  const status = await candidateStream.next((frame) => frame.event === 'application.status_changed');
  expect(dataOf(status)).toMatchObject({ application_id: grillThread, status: 'INTERVIEW' });
});

it('marks a thread’s news as an in-app notice for the person it is for, and for no one once they turn in-app off', async () => {
  const candidateStream = await stream(candidate);
  const managerStream = await stream(manager);
  const noticeOf = (frame: SseFrame) => dataOf(frame).notice === true;

  // A manager's message: news for the candidate, not for its writer's side.
  const fromManager = await post(manager, grillThread, 'Are you free on Tuesday?');
  expect(noticeOf(await candidateStream.next(created(fromManager)))).toBe(true);
  expect(noticeOf(await managerStream.next(created(fromManager)))).toBe(false);
  // The candidate's reply: news for manager@, the location's SOURCE_HIRE holder.
  const fromCandidate = await post(candidate, grillThread, 'Tuesday is fine');
  expect(noticeOf(await managerStream.next(created(fromCandidate)))).toBe(true);
  expect(noticeOf(await candidateStream.next(created(fromCandidate)))).toBe(false);
  // A status change: news for the candidate only.
  const moved = await server.app.inject({
    method: 'PATCH',
    url: `/api/core/v1/applications/${grillThread}`,
    headers: { authorization: `Bearer ${manager.accessToken}` },
    payload: { status: 'SCREENING' },
  });
  expect(moved.statusCode).toBe(200);
  const statusChanged = (frame: SseFrame) =>
    frame.event === 'application.status_changed' && dataOf(frame).status === 'SCREENING';
  expect(noticeOf(await candidateStream.next(statusChanged))).toBe(true);
  expect(noticeOf(await managerStream.next(statusChanged))).toBe(false);

  // In-app off: the events still arrive (counts update), none is a notice.
  const off = await setPreferences(server, candidate, {
    email: true,
    sms: false,
    in_app: false,
    phone: null,
  });
  expect(off.statusCode).toBe(200);
  try {
    const quiet = await post(manager, grillThread, 'One more question');
    const frame = await candidateStream.next(created(quiet));
    expect(dataOf(frame)).not.toHaveProperty('notice');
  } finally {
    await setPreferences(server, candidate, { email: true, sms: false, in_app: true, phone: null });
  }
});

it('marks a manager’s interview invitation (by EMPLOYER) as the candidate’s notice', async () => {
  const candidateStream = await stream(candidate);
  const invited = await server.app.inject({
    method: 'POST',
    url: `/api/core/v1/applications/${grillThread}/interviews`,
    headers: { authorization: `Bearer ${manager.accessToken}` },
    payload: {},
  });
  expect(invited.statusCode).toBe(200);
  const interviewId = invited.json<{ data: { id: number } }>().data.id;
  const changed = await candidateStream.next(
    (frame) => frame.event === 'interview.changed' && dataOf(frame).interview_id === interviewId,
  );
  expect(dataOf(changed)).toMatchObject({ state: 'INVITED', by: 'EMPLOYER', notice: true });
});

it('resumes with Last-Event-ID: every event after it, once, in order, across the replay/live hand-over', async () => {
  const first = await stream(candidate);
  const ids = [await post(manager, grillThread, 'one')];
  const firstEvent = await first.next(created(ids[0]!));
  first.close();
  for (const text of ['two', 'three', 'four']) ids.push(await post(manager, grillThread, text));
  const resumed = await stream(candidate, firstEvent.id);
  ids.push(await post(manager, grillThread, 'five'));
  await resumed.next(created(ids[4]!));
  const got = eventsOf(resumed).filter((frame) => frame.event === 'message.created');
  expect(got.map((frame) => dataOf(frame).message_id)).toEqual(ids.slice(1));
  const eventIds = got.map((frame) => Number(frame.id));
  expect([...eventIds].sort((a, b) => a - b)).toEqual(eventIds);
  expect(new Set(eventIds).size).toBe(eventIds.length);
});

it('answers reload when the log no longer holds the Last-Event-ID (swept after 24 h) or it is unknown', async () => {
  const live = await stream(candidate);
  const messageId = await post(manager, grillThread, 'before the sweep');
  const event = await live.next(created(messageId));
  // The sweep as it runs a day later (a moved clock, no waiting).
  expect(await sweepLiveEvents(server, new Date(Date.now() + 25 * 3600 * 1000))).toBeGreaterThan(0);
  const behind = await stream(candidate, String(Number(event.id) - 1));
  const reload = await behind.next((frame) => frame.event === 'reload');
  expect(dataOf(reload)).toEqual({ reason: 'TOO_FAR_BEHIND' });
  expect(Number(reload.id)).toBeGreaterThanOrEqual(Number(event.id));
  const future = await stream(candidate, '999999999');
  await future.next((frame) => frame.event === 'reload');
  // A resume within what the log holds gets no reload.
  const next = await post(manager, grillThread, 'after the sweep');
  const fine = await stream(candidate, reload.id);
  await fine.next(created(next));
  expect(eventsOf(fine).some((frame) => frame.event === 'reload')).toBe(false);
});

it('ends the stream with session.ended when the session is revoked or the token expires', async () => {
  const session = await signIn(server, 'candidate@demo.brigade.test');
  const revokedStream = await stream(session);
  const other = await stream(candidate);
  const revoked = await idp(server, 'RevokeToken', {
    ClientId: server.config.clientId,
    Token: session.refreshToken,
  });
  expect(revoked.status).toBe(200);
  await server.app.live.heartbeat();
  const ended = await revokedStream.next((frame) => frame.event === 'session.ended');
  expect(dataOf(ended)).toEqual({ reason: 'SESSION_REVOKED' });
  await revokedStream.ended;
  expect(other.frames.some((frame) => frame.event === 'session.ended')).toBe(false);
  // The access token's exp passes (the hub's clock moves an hour on; nobody waits).
  const realNow = server.app.live.now;
  server.app.live.now = () => realNow() + 3600 * 1000;
  try {
    await server.app.live.heartbeat();
  } finally {
    server.app.live.now = realNow;
  }
  expect(dataOf(await other.next((frame) => frame.event === 'session.ended'))).toEqual({
    reason: 'TOKEN_EXPIRED',
  });
});

it('caps the streams of one user (the next gets 429 EVENTS.TOO_MANY_STREAMS) and frees a place when one closes', async () => {
  const streams: SseConnection[] = [];
  for (let index = 0; index < 6; index++) streams.push(await stream(manager2));
  const seventh = await openEvents(origin, manager2.accessToken);
  expect(seventh.status).toBe(429);
  expect(seventh.error?.error.code).toBe('EVENTS.TOO_MANY_STREAMS');
  streams[0]!.close();
  await waitFor(() => server.app.live.streamsOf(userOf(manager2)) < 6);
  const again = await stream(manager2);
  expect(again.status).toBe(200);
});

it('gives all of a user’s streams one receiver (its checks run once per user), forgotten when the last closes', async () => {
  const first = await stream(manager);
  const second = await stream(manager);
  const unused = {
    userId: userOf(manager),
    accepts: () => false,
    notices: () => false,
    refresh: () => undefined,
  };
  const shared = server.app.live.receiverFor(userOf(manager), () => unused);
  expect(shared).not.toBe(unused);
  const messageId = await post(candidate, grillThread, 'Both tabs?');
  await first.next(created(messageId));
  await second.next(created(messageId));
  first.close();
  second.close();
  await waitFor(() => server.app.live.streamsOf(userOf(manager)) === 0);
  expect(server.app.live.receiverFor(userOf(manager), () => unused)).toBe(unused);
});

function userOf(session: Session): string {
  return JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()).sub as string;
}

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('news and recognitions', () => {
  const monthStart = () => `${new Date().toISOString().slice(0, 7)}-01`;
  const inject = (session: Session, url: string, payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `/api/core${url}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: payload as Record<string, unknown>,
    });

  it('reach users whose brand scope holds the brand (the news feed rule), and no one else', async () => {
    const owner = await signIn(server, 'owner@demo.brigade.test');
    const location0 = await brandIdOf('Harbor Grill Portland Downtown');
    const managerStream = await stream(manager);
    const otherManager = await stream(manager2);
    const news = await inject(owner, `/v1/brands/${location0}/announcements`, {
      message: 'Staff party on Friday',
    });
    expect(news.statusCode).toBe(200);
    const newsId = news.json<{ data: { id: number } }>().data.id;
    expect(dataOf(await managerStream.next((frame) => frame.event === 'news.created'))).toEqual({
      brand_id: location0,
      news_id: newsId,
    });
    const budget = await inject(owner, `/v1/brands/${location0}/budgets`, {
      period: 'MONTH',
      starts_on: monthStart(),
      amount: 100,
      mode: 'FLEXIBLE',
      leftover: 'EXPIRE',
    });
    expect([200, 409]).toContain(budget.statusCode);
    const marco = await userId(server.db, 'manager@demo.brigade.test');
    const recognised = await inject(owner, `/v1/brands/${location0}/recognitions`, {
      recipient_id: marco,
      points: 5,
      message: 'Great shift',
    });
    expect(recognised.statusCode).toBe(200);
    const recognition = await managerStream.next((frame) => frame.event === 'recognition.created');
    expect(dataOf(recognition)).toEqual({
      brand_id: location0,
      recognition_id: recognised.json<{ data: { id: number } }>().data.id,
      recipient_user_id: marco,
    });
    // manager2@ (Tidewater Tacos): a later event of theirs arrives, none of Harbor Grill's before it.
    const visible = await post(manager2, seekerThread, 'Tacos only');
    await otherManager.next(created(visible));
    expect(
      eventsOf(otherManager)
        .filter((frame) => frame.event !== 'ready')
        .map((frame) => frame.event),
    ).toEqual(['message.created']);
  });
});

async function brandIdOf(name: string): Promise<number> {
  const row = await server.db
    .selectFrom('brands')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('schedule weeks', () => {
  const ZONE = 'America/Los_Angeles';
  // A week nobody seeded.
  const week = addWeeks(weekStartOf(new Date().toISOString(), ZONE)!, 9);
  const send = (session: Session, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    server.app.inject({
      method,
      url: `/api/core${url}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload,
    });

  it('a draft week’s shift changes reach its managers only; once it is published, its team too', async () => {
    const [scheduler, crew] = await Promise.all([
      signIn(server, 'scheduler@demo.brigade.test'),
      signIn(server, 'crew@demo.brigade.test'),
    ]);
    const downtown = await brandIdOf('Harbor Grill Portland Downtown');
    const [schedulerStream, crewStream, hiringStream] = await Promise.all([
      stream(scheduler),
      stream(crew),
      stream(manager),
    ]);
    const shift = {
      week_start: week,
      user_id: await userId(server.db, 'crew@demo.brigade.test'),
      position: 'Server',
      starts_at: instantAt(week, '09:00', ZONE),
      ends_at: instantAt(week, '13:00', ZONE),
      break_minutes: 0,
      note: '',
    };
    const added = await send(scheduler, 'POST', `/v1/brands/${downtown}/shifts`, shift);
    expect(added.statusCode).toBe(200);
    const draft = { brand_id: downtown, week_start: week, published: false };
    expect(dataOf(await schedulerStream.next((frame) => frame.event === 'shift.changed'))).toEqual(draft);

    expect(
      (await send(scheduler, 'POST', `/v1/brands/${downtown}/schedule/publish`, { week_start: week }))
        .statusCode,
    ).toBe(200);
    await crewStream.next((frame) => frame.event === 'schedule.published');
    await hiringStream.next((frame) => frame.event === 'schedule.published');
    // The draft's change reached neither the crew nor a manager who may not manage the schedule.
    for (const connection of [crewStream, hiringStream])
      expect(eventsOf(connection).map((frame) => frame.event)).not.toContain('shift.changed');

    const { id, version } = added.json<{ data: { shifts: { id: number; version: number }[] } }>().data
      .shifts[0]!;
    const { week_start: _week, ...fields } = shift;
    const changed = await send(scheduler, 'PUT', `/v1/brands/${downtown}/shifts/${id}`, {
      ...fields,
      version,
      note: 'Bring the keys',
    });
    expect(changed.statusCode).toBe(200);
    const published = { ...draft, published: true };
    expect(dataOf(await crewStream.next((frame) => frame.event === 'shift.changed'))).toEqual(published);
    const seen = crewStream.frames.length;
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/core/v1/brands/${downtown}/shifts/${id}`,
      headers: { authorization: `Bearer ${scheduler.accessToken}` },
    });
    expect(removed.statusCode).toBe(200);
    expect(dataOf(await crewStream.next((frame) => frame.event === 'shift.changed', seen))).toEqual(
      published,
    );
    expect(
      dataOf(
        await schedulerStream.next(
          (frame) => frame.event === 'shift.changed' && dataOf(frame).published === true,
        ),
      ),
    ).toEqual(published);
  });
});
