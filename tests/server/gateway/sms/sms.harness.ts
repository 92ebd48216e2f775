import { sql } from 'kysely';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import { isPostgres } from '../../../../server/db/dialect';
import type { Database } from '../../../../server/db/schema';
import type { TestServer } from '../../../support/test-server';
import { call, type Session } from '../gateway.harness';
import { multipart } from '../messaging/messaging.harness';

/** A fresh Twilio-shaped message sid. */
export const sid = () =>
  `SM${Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;

/** Twilio's inbound fields for a text `body` from `from` to our number. */
export function inboundFields(server: TestServer, from: string, body: string, messageSid = sid()) {
  return {
    MessageSid: messageSid,
    SmsSid: messageSid,
    AccountSid: server.config.sms.accountSid,
    From: from,
    To: server.config.sms.from,
    Body: body,
    NumMedia: '0',
    ApiVersion: '2010-04-01',
  };
}

/** Posts `fields` to our webhook, signed as Twilio signs them unless `signature` is given ('' : none). */
export function postInbound(server: TestServer, fields: Record<string, string>, signature?: string) {
  const signed =
    signature ??
    getExpectedTwilioSignature(server.config.sms.authToken, server.config.sms.webhookUrl, fields);
  return call(server, 'POST', '/v1/sms/inbound', {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signed ? { 'x-twilio-signature': signed } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Sets the caller's channels. */
export function setPreferences(server: TestServer, session: Session, body: Record<string, unknown>) {
  return call(server, 'PUT', '/v1/account/notification_preferences', { session, body });
}

/** Sends `text` to application `id` as `session`; expects 200. */
export async function sendMessage(server: TestServer, session: Session, id: number, text: string) {
  const form = multipart({ message_body: text });
  const sent = await server.app.inject({
    method: 'POST',
    url: `/api/core/v1/applications/${id}/messages`,
    headers: { authorization: `Bearer ${session.accessToken}`, ...form.headers },
    payload: form.payload,
  });
  expect(sent.statusCode).toBe(200);
}

/** The sandbox's texts to or from `phone`, newest first. */
export async function sandboxTexts(server: TestServer, phone: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/dev/sms.json?phone=${encodeURIComponent(phone)}`,
  });
  return response.json<{
    data: { direction: string; body: string; to_phone: string; from_phone: string }[];
  }>().data;
}

/** run_at of the newest waiting `sms.send` job (SQLite table `jobs`, graphile-worker's view on PostgreSQL). */
export async function newestSmsJobRunAt(server: TestServer): Promise<Date | undefined> {
  const db = server.db;
  if (isPostgres<Database>(db)) {
    const result = await sql<{ run_at: Date }>`select run_at from graphile_worker.jobs
      where task_identifier = 'sms.send' order by id desc limit 1`.execute(db);
    const row = result.rows[0];
    return row ? new Date(row.run_at) : undefined;
  }
  const row = await db
    .selectFrom('jobs')
    .select('run_at')
    .where('name', '=', 'sms.send')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? new Date(row.run_at) : undefined;
}

/** Removes waiting `sms.send` jobs (a quiet-hours job due tomorrow would hold waitForJobs). */
export async function dropWaitingSmsJobs(server: TestServer): Promise<void> {
  const db = server.db;
  if (isPostgres<Database>(db)) {
    await sql`select graphile_worker.remove_job(key) from graphile_worker.jobs
      where task_identifier = 'sms.send' and key is not null`.execute(db);
    return;
  }
  await db.deleteFrom('jobs').where('name', '=', 'sms.send').execute();
}

/**
 * Verifies the caller's stored phone as a person does: asks for a code, reads it from the text the
 * sandbox got, and confirms it; expects both calls to succeed. Resolves with the confirm's answer.
 */
export async function verifyPhone(server: TestServer, session: Session, phone: string) {
  const sent = await call(server, 'POST', '/v1/account/phone_verification', { session });
  expect(sent.statusCode).toBe(200);
  const code = await codeTextedTo(server, phone);
  const confirmed = await call(server, 'POST', '/v1/account/phone_verification/confirm', {
    session,
    body: { code },
  });
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json<{ data: { phone_verified: boolean } }>().data;
}

/** The code of the newest verification text to `phone` (waits for the send job). */
export async function codeTextedTo(server: TestServer, phone: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const text = (await sandboxTexts(server, phone)).find(
      (t) => t.direction === 'OUTBOUND' && /Brigade/.test(t.body) && /\b\d{6}\b/.test(t.body),
    );
    if (text) return /\b(\d{6})\b/.exec(text.body)![1]!;
    if (Date.now() > deadline) throw new Error(`no code texted to ${phone}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
