import crypto from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import { quietHoursEnd } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import { enqueue } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-queue.port';
import type { SmsSender } from './sms-sender.port';
import { isOptedOut, preferencesOf, zoneOfApplication } from './sms.repository';

export const SMS_JOB = 'sms.send';

/** A text as the job carries it. */
const SmsPayload = Type.Object({ to: Type.String(), body: Type.String() });

/** Longest text we send: Twilio's limit is 1 600 characters (10 segments). */
export const MAX_TEXT_CHARS = 1600;

/** Why a text was not queued, or when it goes. */
export type QueuedText =
  | { readonly queued: true; readonly runAt: Date | undefined; readonly key: string }
  | { readonly queued: false; readonly reason: 'NOT_CHOSEN' | 'UNVERIFIED' | 'OPTED_OUT' | 'SMS_OFF' };

/**
 * Queues a text of `body` to the candidate of application `applicationId`, in `trx` (the write that
 * causes it: a rollback texts nothing), when they chose SMS with a number they verified (a code
 * texted to it, phone-verification.ts) and the number did not send STOP. During the quiet hours (21:00–08:00) of the application's location the job waits
 * until 08:00 there (its run_at). Resolves with what happened.
 */
export async function queueTextToCandidate(
  trx: Kysely<Database>,
  text: {
    candidateUserId: string;
    applicationId: number;
    body: string;
    smsOn: boolean;
    /** False: no quiet hours (SMS_QUIET_HOURS=off). */
    quietHours: boolean;
    now?: Date;
    /** The job's key (default: a fresh one); a fixed key makes a repeated enqueue text once. */
    key?: string;
  },
): Promise<QueuedText> {
  if (!text.smsOn) return { queued: false, reason: 'SMS_OFF' };
  const prefs = await preferencesOf(trx, text.candidateUserId);
  if (!prefs.sms || !prefs.phone) return { queued: false, reason: 'NOT_CHOSEN' };
  if (!prefs.phoneVerified) return { queued: false, reason: 'UNVERIFIED' };
  if (await isOptedOut(trx, prefs.phone)) return { queued: false, reason: 'OPTED_OUT' };
  const zone = await zoneOfApplication(trx, text.applicationId);
  const runAt = text.quietHours ? quietHoursEnd(text.now ?? new Date(), zone) : undefined;
  const key = text.key ?? `sms:${crypto.randomUUID()}`;
  await enqueue(
    trx,
    SMS_JOB,
    { to: prefs.phone, body: text.body.slice(0, MAX_TEXT_CHARS) },
    { jobKey: key, ...(runAt ? { runAt } : {}) },
  );
  return { queued: true, runAt, key };
}

/**
 * Sends a queued text, unless its number sent STOP since it was queued. Idempotent by the job's
 * key: a send recorded in `sms_deliveries` is not made again (a process dying between the
 * provider's answer and that insert may text twice: the one window left, documented).
 */
export function smsJobHandler(sender: SmsSender): JobHandler {
  return async (payload, run) => {
    if (!Value.Check(SmsPayload, payload)) throw new Error('sms.send: the payload is not a text');
    const key = run.jobKey ?? `sms-job:${run.id}`;
    if (await isOptedOut(run.db, payload.to)) return;
    const done = await run.db
      .selectFrom('sms_deliveries')
      .select('delivery_key')
      .where('delivery_key', '=', key)
      .executeTakeFirst();
    if (done) return;
    const { sid } = await sender.send({ to: payload.to, body: payload.body });
    await run.db
      .insertInto('sms_deliveries')
      .values({
        delivery_key: key,
        provider_sid: sid,
        to_phone: payload.to,
        sent_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('delivery_key').doNothing())
      .execute();
  };
}

/** The text of a thread message: its body, or how many files it carries when it has none. */
export function smsTextOf(body: string, files: number): string {
  const text = body.trim();
  if (text) return text;
  return files === 1
    ? '[1 attachment: open Brigade to see it]'
    : `[${files} attachments: open Brigade to see them]`;
}
