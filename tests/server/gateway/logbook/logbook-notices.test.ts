import type { AddressInfo } from 'node:net';
import { TypeRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { logbookNotice } from '../../../../server/gateway/live/live-events.catalogue';
import { publishLiveEvent } from '../../../../server/gateway/live/live-events.port';
import { LIVE_EVENT_SCHEMAS } from '../../../../server/gateway/live/live-events.schema';
import type { TestServer } from '../../../support/test-server';
import { waitForJobs } from '../../../support/wait-for-jobs';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';
import { openEvents, type SseConnection, type SseFrame } from '../live/sse.client';
import { setPreferences } from '../sms/sms.harness';

/**
 * Mentions and assignments in the logbook tell people (issue #36), on SQLite and on PostgreSQL
 * (`npm run test:server:pg -- tests/server/gateway/logbook`): a live event to the person alone
 * and a mail, by their channels, and only to someone who may read the entry's type there.
 * At Portland Downtown manager@ (Marco Manager) writes every type; owner@ (Olivia Owner) reads
 * GENERAL and INCIDENT; dashboards@ (Dana Dashboards) reads GENERAL only.
 */
let server: TestServer;
let origin: string;
let manager: Session;
let owner: Session;
let dana: Session;
let ownerId: string;
let danaId: string;
let downtown: number;
const open: SseConnection[] = [];
const OWNER = 'owner@demo.brigade.test';
const DANA = 'dashboards@demo.brigade.test';

// The frames' StringEnum fields are TypeBox `Unsafe` schemas, checked as strings among the values.
TypeRegistry.Set<{ enum?: readonly unknown[] }>(
  'Unsafe',
  (schema, value) => typeof value === 'string' && (schema.enum?.includes(value) ?? true),
);

beforeAll(async () => {
  server = await startGatewayServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  [manager, owner, dana] = await Promise.all([
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, OWNER),
    signIn(server, DANA),
  ]);
  [ownerId, danaId] = await Promise.all([userIdOf(server.db, OWNER), userIdOf(server.db, DANA)]);
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
});
afterEach(() => {
  for (const connection of open.splice(0)) connection.close();
});
afterAll(() => server.close());

async function stream(session: Session): Promise<SseConnection> {
  const connection = await openEvents(origin, session.accessToken);
  open.push(connection);
  await connection.next((frame) => frame.event === 'ready');
  return connection;
}

interface Notice {
  brand_id: number;
  entry_id: number;
  entry_type: string;
  user_id: string;
  reason: string;
}
const notices = (connection: SseConnection): Notice[] =>
  connection.frames
    .filter((frame) => frame.event === 'logbook.notice')
    .map((frame) => {
      const data: unknown = JSON.parse(frame.data ?? 'null');
      expect(Value.Check(LIVE_EVENT_SCHEMAS['logbook.notice'], data)).toBe(true);
      return data as Notice;
    });
const noticeOf = (entryId: number, reason: string) => (frame: SseFrame) =>
  frame.event === 'logbook.notice' &&
  (JSON.parse(frame.data ?? '{}') as Notice).entry_id === entryId &&
  (JSON.parse(frame.data ?? '{}') as Notice).reason === reason;

async function write(fields: Record<string, unknown>) {
  const response = await call(server, 'POST', `/v1/brands/${downtown}/logbook/entries`, {
    session: manager,
    body: { date: '2031-04-02', type: 'GENERAL', title: 'A note', body: 'Text', ...fields },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: number; version: number } }>().data;
}

/** Mails sent to `email` once the queue is idle. */
async function mailsTo(email: string) {
  await waitForJobs(server.db);
  return server.db
    .selectFrom('outbox')
    .select(['subject', 'body', 'html'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
}

it('a person limited to GENERAL who is mentioned in an INCIDENT is not told its content (nor that it exists)', async () => {
  const [ownerStream, danaStream] = await Promise.all([stream(owner), stream(dana)]);
  const danaMailsBefore = (await mailsTo(DANA)).length;
  const secret = 'Gasleakbehindthefryer';
  const incident = await write({
    type: 'INCIDENT',
    title: `${secret} tonight`,
    body: 'Told @Olivia Owner and @Dana Dashboards; vendor comes at 9.',
  });
  // The owner, who reads INCIDENT, is told live…
  await ownerStream.next(noticeOf(incident.id, 'MENTIONED'));
  expect(notices(ownerStream).find((notice) => notice.entry_id === incident.id)).toEqual({
    brand_id: downtown,
    entry_id: incident.id,
    entry_type: 'INCIDENT',
    user_id: ownerId,
    reason: 'MENTIONED',
  });
  // …and by mail, naming the author, the location and the title, with a link to the day.
  const toOwner = (await mailsTo(OWNER)).filter((mail) => mail.body.includes(secret));
  expect(toOwner).toHaveLength(1);
  expect(toOwner[0]!.subject).toBe('Marco Manager mentioned you in the logbook');
  expect(toOwner[0]!.body).toContain('Harbor Grill Portland Downtown');
  expect(toOwner[0]!.body).toContain(`/logbook?location=${downtown}&date=2031-04-02`);

  // Dana is told of a GENERAL mention written after it: her stream passed the INCIDENT's events.
  const general = await write({ title: 'Menu change', body: 'Thanks @Dana Dashboards for the new menu' });
  await danaStream.next(noticeOf(general.id, 'MENTIONED'));
  expect(notices(danaStream).map((notice) => [notice.entry_id, notice.entry_type])).toEqual([
    [general.id, 'GENERAL'],
  ]);
  const danaMails = (await mailsTo(DANA)).slice(danaMailsBefore);
  expect(danaMails.map((mail) => mail.subject)).toEqual(['Marco Manager mentioned you in the logbook']);
  expect(danaMails.some((mail) => `${mail.body}${mail.html}`.includes(secret))).toBe(false);
  // Nothing about the INCIDENT was even stored for her.
  const rows = await server.db
    .selectFrom('live_events')
    .select('payload')
    .where('name', '=', 'logbook.notice')
    .execute();
  expect(rows.map((row) => JSON.parse(row.payload) as Notice)).not.toContainEqual(
    expect.objectContaining({ entry_id: incident.id, user_id: danaId }),
  );
});

it('the event stream itself keeps an INCIDENT notice from someone who reads GENERAL only', async () => {
  const danaStream = await stream(dana);
  const location = await server.db
    .selectFrom('brands')
    .select(['id', 'path'])
    .where('id', '=', downtown)
    .executeTakeFirstOrThrow();
  // Published as a faulty write might: the receiver's read rule still applies.
  await server.db
    .transaction()
    .execute((trx) =>
      publishLiveEvent(trx, logbookNotice(location, 999_001, 'INCIDENT', danaId, 'MENTIONED')),
    );
  await server.db
    .transaction()
    .execute((trx) =>
      publishLiveEvent(trx, logbookNotice(location, 999_002, 'GENERAL', danaId, 'MENTIONED')),
    );
  await danaStream.next(noticeOf(999_002, 'MENTIONED'));
  expect(notices(danaStream).map((notice) => notice.entry_id)).toEqual([999_002]);
});

it('tells the writer nothing, and an edit tells only the people it newly mentions', async () => {
  const ownerStream = await stream(owner);
  const before = (await mailsTo(OWNER)).length;
  const entry = await write({ title: 'Linen delivery', body: 'Ask @Marco Manager' });
  const edited = await call(server, 'PUT', `/v1/brands/${downtown}/logbook/entries/${entry.id}`, {
    session: manager,
    body: {
      type: 'GENERAL',
      title: 'Linen delivery',
      body: 'Ask @Marco Manager or @olivia owner',
      version: 1,
    },
  });
  expect(edited.statusCode).toBe(200);
  await ownerStream.next(noticeOf(entry.id, 'MENTIONED'));
  const again = await call(server, 'PUT', `/v1/brands/${downtown}/logbook/entries/${entry.id}`, {
    session: manager,
    body: { type: 'GENERAL', title: 'Linen delivery', body: 'Ask @Olivia Owner (done)', version: 2 },
  });
  expect(again.statusCode).toBe(200);
  const mails = (await mailsTo(OWNER)).slice(before).filter((mail) => mail.body.includes('Linen delivery'));
  expect(mails).toHaveLength(1);
  expect(notices(ownerStream).filter((notice) => notice.entry_id === entry.id)).toHaveLength(1);
  const toWriter = await server.db
    .selectFrom('live_events')
    .select('payload')
    .where('name', '=', 'logbook.notice')
    .where('payload', 'like', `%"user_id":"${await userIdOf(server.db, 'manager@demo.brigade.test')}"%`)
    .execute();
  expect(toWriter).toEqual([]);
});

it('an assignment tells the assignee who may read the type, by the channels they chose', async () => {
  const incident = await write({ type: 'INCIDENT', title: 'Walk-in cooler at 9 °C', body: '' });
  const assign = (assignee: string | null) =>
    call(server, 'PUT', `/v1/brands/${downtown}/logbook/entries/${incident.id}/follow_up`, {
      session: manager,
      body: { status: 'OPEN', assignee_id: assignee },
    });
  const [ownerStream, danaStream] = await Promise.all([stream(owner), stream(dana)]);
  const before = (await mailsTo(OWNER)).length;
  // Mail off: the live event only.
  expect(
    (await setPreferences(server, owner, { email: false, sms: false, in_app: true, phone: null })).statusCode,
  ).toBe(200);
  expect((await assign(ownerId)).statusCode).toBe(200);
  await ownerStream.next(noticeOf(incident.id, 'ASSIGNED'));
  expect((await mailsTo(OWNER)).length).toBe(before);
  // Mail on, in-app off: the mail only. Re-assigning to the same person tells nobody again.
  expect(
    (await setPreferences(server, owner, { email: true, sms: false, in_app: false, phone: null })).statusCode,
  ).toBe(200);
  // Dana, limited to GENERAL, may not be given an INCIDENT (nothing changes, nobody is told).
  const refused = await assign(danaId);
  expect([refused.statusCode, refused.json<{ error: { code: string } }>().error.code]).toEqual([
    409,
    'LOGBOOK.ASSIGNEE_CANNOT_READ',
  ]);
  expect((await assign(null)).statusCode).toBe(200);
  expect((await assign(ownerId)).statusCode).toBe(200);
  expect((await assign(ownerId)).statusCode).toBe(200);
  const mails = (await mailsTo(OWNER)).slice(before);
  expect(mails.map((mail) => mail.subject)).toEqual(['Marco Manager assigned you a logbook item']);
  expect(mails[0]!.body).toContain('Walk-in cooler at 9 °C');
  expect(notices(ownerStream).filter((notice) => notice.entry_id === incident.id)).toHaveLength(1);
  // Dana heard nothing and got no mail about it.
  expect(notices(danaStream)).toEqual([]);
  expect((await mailsTo(DANA)).some((mail) => mail.body.includes('Walk-in cooler'))).toBe(false);
  await setPreferences(server, owner, { email: true, sms: false, in_app: true, phone: null });
});
