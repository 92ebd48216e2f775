import { DateTime } from 'luxon';
import type { TestServer } from '../../../support/test-server';
import { waitForJobs } from '../../../support/wait-for-jobs';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';
import { applicationOf } from '../messaging/messaging.harness';
import {
  dropWaitingSmsJobs,
  inboundFields,
  newestSmsJobRunAt,
  postInbound,
  sandboxTexts,
  sendMessage,
  setPreferences,
  sid,
  verifyPhone,
} from './sms.harness';

/**
 * SMS (issue #35) against the real server and its sandbox: preferences and E.164, the signed
 * webhook (refused unsigned, tampered, replayed), STOP / START, quiet hours of the location's
 * zone, and a candidate's reply landing in the thread (SMS mark, unread count, live event).
 */
let server: TestServer;
let candidate: Session;
let manager: Session;
let thread: number;
let downtown: number;
const PHONE = '+14155550101';

beforeAll(async () => {
  server = await startGatewayServer();
  [candidate, manager] = await Promise.all([
    signIn(server, 'candidate@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
  ]);
  thread = await applicationOf(
    server.db,
    'candidate@demo.brigade.test',
    'Server',
    'Harbor Grill Portland Downtown',
  );
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
  // The location's day: never quiet now (UTC+/-N chosen so that it is noon there).
  await setZone(zoneWhereItIs(12));
});
afterAll(() => server.close());

/** An Etc/GMT zone where the local hour is `hour` now. */
function zoneWhereItIs(hour: number): string {
  const offset = ((hour - new Date().getUTCHours() + 36) % 24) - 12;
  return offset >= 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

async function setZone(zone: string): Promise<void> {
  await server.db.deleteFrom('schedule_settings').where('brand_id', '=', downtown).execute();
  await server.db
    .insertInto('schedule_settings')
    .values({
      brand_id: downtown,
      time_zone: zone,
      min_rest_minutes: 600,
      max_day_minutes: 720,
      max_week_minutes: 2880,
      notice_days: 14,
      updated_at: new Date().toISOString(),
    })
    .execute();
}

async function textsTo(phone: string): Promise<string[]> {
  await waitForJobs(server.db);
  return (await sandboxTexts(server, phone)).filter((t) => t.direction === 'OUTBOUND').map((t) => t.body);
}

describe('notification preferences', () => {
  it('answers mail and in-app until the person chose, and stores the phone as E.164', async () => {
    const before = await call(server, 'GET', '/v1/account/notification_preferences', { session: candidate });
    expect(before.json().data).toEqual({
      email: true,
      sms: false,
      in_app: true,
      phone: null,
      sms_opted_out: false,
      phone_verified: false,
      logbook_digest: false,
    });
    const saved = await setPreferences(server, candidate, {
      email: true,
      sms: true,
      in_app: true,
      phone: '(415) 555-0101',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ sms: true, phone: PHONE, phone_verified: false });
  });

  it('refuses an invalid number and SMS without a number, changing nothing', async () => {
    const invalid = await setPreferences(server, candidate, {
      email: true,
      sms: true,
      in_app: true,
      phone: '12',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('SMS.INVALID_PHONE');
    const none = await setPreferences(server, candidate, {
      email: true,
      sms: true,
      in_app: true,
      phone: null,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('SMS.PHONE_REQUIRED');
    const after = await call(server, 'GET', '/v1/account/notification_preferences', { session: candidate });
    expect(after.json().data).toMatchObject({ sms: true, phone: PHONE });
  });
});

describe('texting a manager’s message', () => {
  it('texts nothing to a number not verified yet', async () => {
    const text = `Before verifying ${Date.now()}`;
    await sendMessage(server, manager, thread, text);
    expect(await textsTo(PHONE)).not.toContain(text);
    expect((await verifyPhone(server, candidate, PHONE)).phone_verified).toBe(true);
  });

  it('texts the candidate who chose SMS through the sandbox', async () => {
    const text = `Can you come in Friday? ${Date.now()}`;
    await sendMessage(server, manager, thread, text);
    expect(await textsTo(PHONE)).toContain(text);
  });

  it('texts nothing after STOP, and again after START', async () => {
    expect((await postInbound(server, inboundFields(server, PHONE, 'Stop'))).statusCode).toBe(204);
    const prefs = await call(server, 'GET', '/v1/account/notification_preferences', { session: candidate });
    expect(prefs.json().data.sms_opted_out).toBe(true);
    const silenced = `While stopped ${Date.now()}`;
    await sendMessage(server, manager, thread, silenced);
    expect(await textsTo(PHONE)).not.toContain(silenced);

    expect((await postInbound(server, inboundFields(server, PHONE, 'unstop'))).statusCode).toBe(204);
    const resumed = `After START ${Date.now()}`;
    await sendMessage(server, manager, thread, resumed);
    expect(await textsTo(PHONE)).toContain(resumed);
  });
});

describe('the inbound webhook', () => {
  it('refuses an unsigned or tampered request, writing nothing', async () => {
    const count = async () =>
      (await server.db.selectFrom('sms_inbound').select('message_sid').execute()).length;
    const before = await count();
    const fields = inboundFields(server, PHONE, 'hello');
    const unsigned = await postInbound(server, fields, '');
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json().error.code).toBe('SMS.SIGNATURE_MISSING');
    const signedOther = await postInbound(server, { ...fields, Body: 'something else' }, undefined);
    expect(signedOther.statusCode).toBe(204);
    const tampered = await postInbound(
      server,
      { ...fields, MessageSid: sid(), Body: 'tampered' },
      // The signature of the original fields, sent with another body.
      (await import('twilio/lib/webhooks/webhooks')).getExpectedTwilioSignature(
        server.config.sms.authToken,
        server.config.sms.webhookUrl,
        fields,
      ),
    );
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().error.code).toBe('SMS.SIGNATURE_INVALID');
    expect(await count()).toBe(before + 1);
  });

  it('refuses a replayed MessageSid with 409 and adds no message', async () => {
    const fields = inboundFields(server, PHONE, `Once only ${Date.now()}`);
    expect((await postInbound(server, fields)).statusCode).toBe(204);
    const messages = async () =>
      (
        await server.db
          .selectFrom('application_messages')
          .select('id')
          .where('application_id', '=', thread)
          .execute()
      ).length;
    const before = await messages();
    const replay = await postInbound(server, fields);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.code).toBe('SMS.REPLAYED');
    expect(await messages()).toBe(before);
  });

  it('refuses a sender number that is not a phone number', async () => {
    const response = await postInbound(server, inboundFields(server, 'not-a-number', 'hi'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('SMS.INVALID_PHONE');
  });

  it('puts a reply in the candidate’s open thread, marked SMS, unread for the manager, with a live event', async () => {
    const unread = async () =>
      (
        await call(server, 'GET', `/v1/groups/${downtown}/unread_message_count_employer`, {
          session: manager,
        })
      ).json<{ data: { count: number } }>().data.count;
    const unreadBefore = await unread();
    const lastEvent = await server.db
      .selectFrom('live_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const text = `Yes, Friday works ${Date.now()}`;
    // From the number as a phone would write it (national form): matched by its E.164 form.
    expect((await postInbound(server, inboundFields(server, '+1 (415) 555-0101', text))).statusCode).toBe(
      204,
    );

    const answer = await call(server, 'GET', `/v1/application_messages/${thread}`, { session: manager });
    const reply = answer
      .json<{
        data: {
          messages: { message_body: string; via_sms: boolean; from_candidate: boolean; is_read: boolean }[];
        };
      }>()
      .data.messages.find((message) => message.message_body === text);
    expect(reply).toEqual(expect.objectContaining({ via_sms: true, from_candidate: true, is_read: false }));
    expect(await unread()).toBe(unreadBefore + 1);
    const events = await server.db
      .selectFrom('live_events')
      .select(['name', 'payload', 'candidate_user_id'])
      .where('id', '>', Number(lastEvent?.id ?? 0))
      .execute();
    const candidateId = await userIdOf(server.db, 'candidate@demo.brigade.test');
    expect(events).toContainEqual(
      expect.objectContaining({ name: 'message.created', candidate_user_id: candidateId }),
    );
    const created = events.find((event) => event.name === 'message.created');
    expect(JSON.parse(created?.payload ?? '{}')).toMatchObject({
      application_id: thread,
      sender: 'CANDIDATE',
    });
  });
});

describe('quiet hours', () => {
  afterAll(async () => {
    await dropWaitingSmsJobs(server);
    await setZone(zoneWhereItIs(12));
  });

  it('delays a text written at 23:00 in the location’s zone until 08:00 there', async () => {
    const zone = zoneWhereItIs(23);
    await setZone(zone);
    const text = `Late note ${Date.now()}`;
    await sendMessage(server, manager, thread, text);
    const runAt = await newestSmsJobRunAt(server);
    expect(runAt).toBeDefined();
    const local = DateTime.fromJSDate(runAt as Date, { zone });
    expect(local.toFormat('HH:mm')).toBe('08:00');
    expect(local.diff(DateTime.now().setZone(zone), 'hours').hours).toBeGreaterThan(8);
    expect((await sandboxTexts(server, PHONE)).map((t) => t.body)).not.toContain(text);
  });
});
