import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Language, TextToApplyStep } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import { enqueue } from '../../jobs/job-queue';
import { MAX_TEXT_CHARS, SMS_JOB } from '../sms/sms.job';

type Db = Kysely<Database>;
export type ConversationRow = Selectable<Database['sms_apply_conversations']>;

/** The live (unexpired) conversation of `phone`; undefined when none. */
export async function liveConversation(
  db: Db,
  phone: string,
  now: Date,
): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('sms_apply_conversations')
    .selectAll()
    .where('phone', '=', phone)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Starts `phone`'s conversation about `positionId` afresh (an earlier one is replaced). */
export async function startConversation(
  db: Db,
  phone: string,
  positionId: number,
  now: Date,
  lifeMs: number,
  language: Language,
): Promise<void> {
  await db.deleteFrom('sms_apply_conversations').where('phone', '=', phone).execute();
  await db
    .insertInto('sms_apply_conversations')
    .values({
      phone,
      position_id: positionId,
      step: 'FIRST_NAME',
      first_name: null,
      email: null,
      application_id: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifeMs).toISOString(),
      language,
    })
    .execute();
}

/**
 * Moves `phone`'s conversation from step `from` to `to` with `changes`; false when it was no longer
 * at `from` (a concurrent delivery moved it first), so one reply is acted on once.
 */
export async function moveConversation(
  db: Db,
  phone: string,
  from: TextToApplyStep,
  to: TextToApplyStep,
  changes: Partial<Pick<ConversationRow, 'first_name' | 'email' | 'application_id'>> = {},
): Promise<boolean> {
  const result = await db
    .updateTable('sms_apply_conversations')
    .set({ ...changes, step: to, updated_at: new Date().toISOString() })
    .where('phone', '=', phone)
    .where('step', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function endConversation(db: Db, phone: string): Promise<void> {
  await db.deleteFrom('sms_apply_conversations').where('phone', '=', phone).execute();
}

/** Queues a text to `phone` in `trx` (the sms.send job; STOP is checked again when it runs). */
export async function queueText(trx: Db, phone: string, body: string): Promise<void> {
  await enqueue(
    trx,
    SMS_JOB,
    { to: phone, body: body.slice(0, MAX_TEXT_CHARS) },
    { jobKey: `sms:${crypto.randomUUID()}` },
  );
}

/** The careers page a location's positions show on: the nearest brand above it with one. */
export async function careersPageAbove(db: Db, locationPath: string) {
  const pages = await db
    .selectFrom('careers_pages as c')
    .innerJoin('brands as b', 'b.id', 'c.brand_id')
    .select(['b.id', 'b.name', 'b.path', 'c.slug'])
    .where('b.archived', '=', 0)
    .execute();
  return pages
    .filter((page) => locationPath.startsWith(page.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
