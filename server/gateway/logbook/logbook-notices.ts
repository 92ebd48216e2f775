import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Kysely, Transaction } from 'kysely';
import { sanitizeLanguage, type LogbookEntryType } from '../../../src-domain/index';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { enqueue } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-queue.port';
import { originOfLanguage } from '../../mail/mail-language';
import { languageOfRecipient } from '../interviews/interviews.repository';
import { logbookNotice } from '../live/live-events.catalogue';
import { publishLiveEvent } from '../live/live-events.port';
import { preferencesOf } from '../sms/sms.repository';
import { mayReadLogbookType } from './logbook-access';

/**
 * Telling people of a logbook entry (issue #36): who is mentioned in it (`@name` of the location's
 * team) or is assigned its follow-up. Each person told gets, by their channels
 * (notification_preferences): a live event `logbook.notice` to their stream only (in-app on) and a
 * mail (mail on) naming the author, the location, the day and the entry's title, with a link to
 * the day. Only a person whose VIEW_LOGBOOK grants allow the entry's type at the location is told
 * at all — checked when the write queues the notice, again when the mail is made and by the event
 * stream on delivery — so someone limited to GENERAL never learns of an INCIDENT, not even that
 * one exists. The writer is never told of their own entry.
 */
export const LOGBOOK_NOTICE_JOB = 'logbook.notice';

export type LogbookNoticeReason = 'MENTIONED' | 'ASSIGNED';

const NoticePayload = Type.Object({
  entry_id: Type.Integer(),
  user_id: Type.String(),
  actor_id: Type.String(),
  reason: Type.Union([Type.Literal('MENTIONED'), Type.Literal('ASSIGNED')]),
});

/** The entry the notice speaks of, as the write knows it. */
export interface NoticedEntry {
  readonly id: number;
  readonly type: LogbookEntryType;
  /**
   * What the write was (the entry's version after an edit, the instant of an assignment): part of
   * the job's key, so a retried write tells once and a later write may tell again.
   */
  readonly occasion: string;
  readonly location: { readonly id: number; readonly path: string };
}

/**
 * Queues the notices of `entry` to `userIds` (the writer `actorId` and people who may not read its
 * type left out) in `trx`, the write's own transaction: a write that rolls back tells nobody.
 * Call it last in the transaction (it publishes live events). Answers the ids told.
 */
export async function tellPeople(
  trx: Transaction<Database>,
  entry: NoticedEntry,
  userIds: readonly string[],
  actorId: string,
  reason: LogbookNoticeReason,
): Promise<string[]> {
  const told: string[] = [];
  for (const userId of new Set(userIds)) {
    if (userId === actorId) continue;
    if (!(await mayReadLogbookType(trx, userId, entry.location.path, entry.type))) continue;
    told.push(userId);
  }
  const inApp: string[] = [];
  for (const userId of told) {
    await enqueue(
      trx,
      LOGBOOK_NOTICE_JOB,
      { entry_id: entry.id, user_id: userId, actor_id: actorId, reason },
      { jobKey: `logbook:${entry.id}:${entry.occasion}:${reason}:${userId}` },
    );
    if ((await preferencesOf(trx, userId)).inApp) inApp.push(userId);
  }
  // The events last: on PostgreSQL a publish holds the event log's lock until commit.
  for (const userId of inApp) {
    await publishLiveEvent(trx, logbookNotice(entry.location, entry.id, entry.type, userId, reason));
  }
  return told;
}

/**
 * The `logbook.notice` job: mails the person (template `logbook.mentioned` or `logbook.assigned`,
 * in the language of their latest mail) when they want mail, the entry still exists and they may
 * still read its type there; otherwise does nothing. The mail job's key is made of this job's,
 * so a second run mails nothing twice.
 */
export function logbookNoticeJob(config: ServerConfig): JobHandler {
  return async (payload, run) => {
    if (!Value.Check(NoticePayload, payload)) throw new Error('logbook.notice: the payload is not a notice');
    const db: Kysely<Database> = run.db;
    const entry = await db
      .selectFrom('logbook_entries as e')
      .innerJoin('brands as b', 'b.id', 'e.brand_id')
      .select([
        'e.id',
        'e.type',
        'e.title',
        'e.log_date',
        'e.deleted_at',
        'b.id as location_id',
        'b.path',
        'b.name',
      ])
      .where('e.id', '=', payload.entry_id)
      .executeTakeFirst();
    if (!entry || entry.deleted_at !== null) return;
    if (!(await mayReadLogbookType(db, payload.user_id, entry.path, entry.type))) return;
    const [prefs, person, actor] = await Promise.all([
      preferencesOf(db, payload.user_id),
      db.selectFrom('identity_users').select('email').where('id', '=', payload.user_id).executeTakeFirst(),
      db
        .selectFrom('user_profiles')
        .select(['first_name', 'last_name'])
        .where('user_id', '=', payload.actor_id)
        .executeTakeFirst(),
    ]);
    if (!prefs.email || !person) return;
    const language = sanitizeLanguage(await languageOfRecipient(db, person.email)) ?? 'en';
    const query = new URLSearchParams({ location: String(entry.location_id), date: entry.log_date });
    await enqueue(
      db,
      'mail.send',
      {
        channel: 'email',
        recipient: person.email,
        language,
        template: payload.reason === 'MENTIONED' ? 'logbook.mentioned' : 'logbook.assigned',
        values: {
          actor: `${actor?.first_name ?? ''} ${actor?.last_name ?? ''}`.trim(),
          location: entry.name,
          date: entry.log_date,
          title: entry.title,
          link: `${originOfLanguage(config.publicOrigin, language)}/logbook?${query.toString()}`,
        },
      },
      { jobKey: `${run.jobKey ?? `logbook-notice-job:${run.id}`}:mail` },
    );
  };
}
