import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { sql, type Kysely } from 'kysely';
import { sanitizeLanguage } from '../../../src-domain/index';
import type { ServerConfig } from '../../config';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { enqueue } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-queue.port';
import { originOfLanguage } from '../../mail/mail-language';
import { languageOfRecipient } from '../interviews/interviews.repository';
import { preferencesOf } from '../sms/sms.repository';

export const THREAD_DIGEST_JOB = 'notification.thread_digest';

/** At most one mail per recipient and thread in this window, ms (issue #35: 15 minutes). */
export const DIGEST_WINDOW_MS = 15 * 60_000;

/** Characters of the latest message the mail quotes. */
export const EXCERPT_CHARS = 140;

/** Something that happened in an application thread, for one recipient. */
export type ThreadEvent =
  | { readonly kind: 'message'; readonly body: string }
  | { readonly kind: 'status'; readonly status: string }
  | { readonly kind: 'interview'; readonly link: string };

const DigestPayload = Type.Object({ user_id: Type.String(), application_id: Type.Integer() });

/** The message's first EXCERPT_CHARS characters, white space folded ('' for a files-only message). */
export function excerptOf(body: string): string {
  const folded = body.replace(/\s+/g, ' ').trim();
  return folded.length > EXCERPT_CHARS ? `${folded.slice(0, EXCERPT_CHARS - 1)}…` : folded;
}

/**
 * Notes `event` of thread `applicationId` for `userId`, in `trx` (the transaction of the write
 * that causes it: a rollback notes and queues nothing). Nothing when the person turned mail off.
 * The first event since the thread's last mail to them opens a window of DIGEST_WINDOW_MS and
 * queues the digest job due at its end (key: recipient, thread, window end); later events join
 * the row the job will read. Resolves with whether a window was opened.
 */
export async function noteThreadEvent(
  trx: Kysely<Database>,
  userId: string,
  applicationId: number,
  event: ThreadEvent,
  now: Date = new Date(),
): Promise<boolean> {
  const prefs = await preferencesOf(trx, userId);
  if (!prefs.email) return false;
  const opens = new Date(now.getTime() + DIGEST_WINDOW_MS).toISOString();
  const added = {
    message_count: event.kind === 'message' ? 1 : 0,
    last_excerpt: event.kind === 'message' ? excerptOf(event.body) : null,
    status: event.kind === 'status' ? event.status : null,
    interview_link: event.kind === 'interview' ? event.link : null,
  };
  const row = await trx
    .insertInto('notification_digests')
    .values({
      user_id: userId,
      application_id: applicationId,
      window_ends_at: opens,
      ...added,
      updated_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'application_id']).doUpdateSet({
        window_ends_at: sql`coalesce(notification_digests.window_ends_at, excluded.window_ends_at)`,
        message_count: sql`notification_digests.message_count + excluded.message_count`,
        last_excerpt: sql`coalesce(excluded.last_excerpt, notification_digests.last_excerpt)`,
        status: sql`coalesce(excluded.status, notification_digests.status)`,
        interview_link: sql`coalesce(excluded.interview_link, notification_digests.interview_link)`,
        updated_at: sql`excluded.updated_at`,
      }),
    )
    .returning('window_ends_at')
    .executeTakeFirstOrThrow();
  if (row.window_ends_at !== opens) return false;
  await enqueue(
    trx,
    THREAD_DIGEST_JOB,
    { user_id: userId, application_id: applicationId },
    { runAt: new Date(opens), jobKey: `digest:${userId}:${applicationId}:${opens}` },
  );
  return true;
}

/**
 * The people told of a candidate's message in application `applicationId`: the holders of a
 * SOURCE_HIRE grant on the nearest level (the location itself, else its nearest parent brand)
 * that has any — the location's managers, not every owner above them.
 */
export async function managersOfApplication(db: Kysely<Database>, applicationId: number): Promise<string[]> {
  const location = await db
    .selectFrom('applications as a')
    .innerJoin('positions as pos', 'pos.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'pos.brand_id')
    .select('b.path')
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
  if (!location) return [];
  const grants = await db
    .selectFrom('user_accesses as ua')
    .innerJoin('brands as b', 'b.id', 'ua.brand_id')
    .select(['ua.user_id', 'b.path'])
    .where('ua.access', '=', 'SOURCE_HIRE')
    .execute();
  const above = grants.filter((grant) => location.path.startsWith(grant.path));
  const nearest = Math.max(-1, ...above.map((grant) => grant.path.length));
  return [...new Set(above.filter((grant) => grant.path.length === nearest).map((grant) => grant.user_id))];
}

/**
 * The digest job: in one transaction reads what the recipient's row of the thread holds, empties
 * it (the window closes: the next event opens another) and queues one mail in the recipient's
 * language (the language of their latest mail, as every mail) listing it — n new messages with
 * the latest excerpt, the status now, an interview invitation's link — with a link to the thread
 * on the host of that language. Nothing when the row is already empty (a second run), when the
 * person turned mail off since, or when the application or person is gone. The mail job's key is
 * this job's key: a second run queues no second mail.
 */
export function threadDigestJob(config: ServerConfig): JobHandler {
  return async (payload, run) => {
    if (!Value.Check(DigestPayload, payload)) throw new Error(`${THREAD_DIGEST_JOB}: bad payload`);
    await run.db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('notification_digests')
        .selectAll()
        .where('user_id', '=', payload.user_id)
        .where('application_id', '=', payload.application_id)
        .where('window_ends_at', 'is not', null);
      if (isPostgres<Database>(trx)) query = query.forUpdate();
      const digest = await query.executeTakeFirst();
      if (!digest) return;
      await trx
        .updateTable('notification_digests')
        .set({
          window_ends_at: null,
          message_count: 0,
          last_excerpt: null,
          status: null,
          interview_link: null,
          updated_at: new Date().toISOString(),
        })
        .where('user_id', '=', payload.user_id)
        .where('application_id', '=', payload.application_id)
        .execute();
      const prefs = await preferencesOf(trx, payload.user_id);
      const thread = await trx
        .selectFrom('applications as a')
        .innerJoin('positions as pos', 'pos.id', 'a.position_id')
        .innerJoin('brands as b', 'b.id', 'pos.brand_id')
        .innerJoin('identity_users as u', (join) => join.on('u.id', '=', payload.user_id))
        .select(['a.candidate_user_id', 'pos.title', 'b.name as location', 'u.email'])
        .where('a.id', '=', payload.application_id)
        .executeTakeFirst();
      if (!prefs.email || !thread) return;
      const language = sanitizeLanguage(await languageOfRecipient(trx, thread.email)) ?? 'en';
      const page =
        thread.candidate_user_id === payload.user_id
          ? `/dashboard/member/applications/${payload.application_id}`
          : `/hiring/applications/${payload.application_id}`;
      await enqueue(
        trx,
        'mail.send',
        {
          channel: 'email',
          recipient: thread.email,
          language,
          template: 'notifications.threadDigest',
          values: {
            position: thread.title,
            location: thread.location,
            count: String(digest.message_count),
            excerpt: digest.last_excerpt ?? '',
            status: digest.status ?? '',
            interview_link: digest.interview_link ?? '',
            link: `${originOfLanguage(config.publicOrigin, language)}${page}`,
          },
        },
        { jobKey: `${run.jobKey ?? `digest-job:${run.id}`}:mail` },
      );
    });
  };
}
