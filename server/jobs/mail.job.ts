import crypto from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueue } from './job-queue';
import type { JobHandler } from './job-queue.port';

/** A message the server sends: locally it lands in the `outbox` table (and /dev/outbox). */
export const OutboxMessage = Type.Object({
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  recipient: Type.String(),
  subject: Type.String(),
  body: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

const MAIL_JOB = 'mail.send';

/**
 * Queues `message` in `trx` (the transaction of the write that causes it: a rolled-back write
 * sends nothing). The job's key is a fresh uuid, stored with the message as `outbox.delivery_key`
 * (unique): a job that runs twice delivers once. Resolves with that key.
 */
export async function queueMessage(trx: Kysely<Database>, message: OutboxMessage): Promise<string> {
  const key = `mail:${crypto.randomUUID()}`;
  await enqueue(trx, MAIL_JOB, message, { jobKey: key });
  return key;
}

/**
 * Delivers a queued message: the outbox insert is keyed by the job key and ignores a conflict, so a
 * second run (after a crash between the insert and the job's completion) adds nothing. A real mail
 * provider would get the same key as its idempotency key / Message-ID.
 */
const handler: JobHandler = async (payload, run) => {
  if (!Value.Check(OutboxMessage, payload)) throw new Error('mail.send: the payload is not a message');
  const key = run.jobKey ?? `mail-job:${run.id}`;
  await run.db
    .insertInto('outbox')
    .values({
      channel: payload.channel,
      recipient: payload.recipient,
      subject: payload.subject,
      body: payload.body,
      created_at: new Date().toISOString(),
      delivery_key: key,
    })
    .onConflict((oc) => oc.column('delivery_key').doNothing())
    .execute();
};

export const mailJob = { name: MAIL_JOB, handler } as const;
