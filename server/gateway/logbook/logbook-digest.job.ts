import type { Kysely } from 'kysely';
import { logbookDigestDay, sanitizeLanguage } from '../../../src-domain/index';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { enqueue } from '../../jobs/job-queue';
import { originOfLanguage } from '../../mail/mail-language';
import { LOGBOOK_DIGEST_TEMPLATE, type LogbookDigestContent } from '../../mail/logbook-digest-mail';
import { languageOfRecipient } from '../interviews/interviews.repository';
import { scheduleJob, type JobHost } from '../scheduled-job';
import { allReadGrants } from './logbook-access';
import { digestOf, digestSubscribers, digestZoneOf, type DigestEntry } from './logbook-digest.repository';

/** The job_leases row of the digest pass. */
export const LOGBOOK_DIGEST_LEASE = 'logbook-digest';
/** How often a pass looks for digests that are due, ms: a morning's mail leaves within this. */
export const LOGBOOK_DIGEST_EVERY_MS = 15 * 60_000;

/**
 * The daily logbook digest (issue #36). A person who turned it on (notification preferences;
 * it is a mail of its own, whatever the mail channel of single notices says) gets, once their
 * morning came (06:00, LOGBOOK_DIGEST_HOUR, in the zone of their first location —
 * logbook-digest.repository.ts), one mail for the day before listing that day's entries they may
 * read at every location their VIEW_LOGBOOK grants cover (LOGBOOK_ENTRY_TYPE conditions applied)
 * and the follow-ups of earlier days still open. A day with nothing to tell sends nothing. Each
 * person's day is recorded in `logbook_digests` (primary key person and day) in the transaction
 * that queues the mail, so no day is mailed twice whichever process or pass gets there first; a
 * pass only ever looks at the day due now (a server down for a morning does not mail it late).
 * Resolves with the number of mails queued.
 */
export async function runLogbookDigests(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'publicOrigin'>,
  now: Date,
  running: () => boolean = () => true,
): Promise<number> {
  let mailed = 0;
  for (const person of await digestSubscribers(db)) {
    if (!running()) break;
    const grants = await allReadGrants(db, person.userId);
    if (grants.length === 0) continue;
    const day = logbookDigestDay(now.getTime(), await digestZoneOf(db, grants));
    const done = await db
      .selectFrom('logbook_digests')
      .select('user_id')
      .where('user_id', '=', person.userId)
      .where('log_date', '=', day)
      .executeTakeFirst();
    if (done) continue;
    const digest = await digestOf(db, grants, day);
    const language = sanitizeLanguage(await languageOfRecipient(db, person.email)) ?? 'en';
    const origin = originOfLanguage(config.publicOrigin, language);
    const sent = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('logbook_digests')
        .values({
          user_id: person.userId,
          log_date: day,
          entry_count: digest.day.count,
          open_count: digest.carried.count,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'log_date']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!claimed || digest.day.count + digest.carried.count === 0) return false;
      const content: LogbookDigestContent = {
        entries: digest.day.entries.map((entry) => line(entry)),
        carried: digest.carried.entries.map((entry) => line(entry)),
      };
      const first = digest.day.entries[0] ?? digest.carried.entries[0];
      const query = new URLSearchParams({ location: String(first?.locationId ?? ''), date: day });
      await enqueue(
        trx,
        'mail.send',
        {
          channel: 'email',
          recipient: person.email,
          language,
          template: LOGBOOK_DIGEST_TEMPLATE,
          values: {
            date: day,
            entry_count: String(digest.day.count),
            open_count: String(digest.carried.count),
            link: `${origin}/logbook?${query.toString()}`,
            content: JSON.stringify(content),
          },
        },
        { jobKey: `logbook-digest:${person.userId}:${day}` },
      );
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}

function line(entry: DigestEntry) {
  return {
    location: entry.locationName,
    date: entry.date,
    type: entry.type,
    title: entry.title,
    author: entry.author,
    open: entry.open,
  };
}

/** Runs runLogbookDigests every LOGBOOK_DIGEST_EVERY_MS over all processes (lease LOGBOOK_DIGEST_LEASE). */
export function scheduleLogbookDigests(app: JobHost, db: Kysely<Database>, config: ServerConfig): void {
  scheduleJob(app, db, {
    name: LOGBOOK_DIGEST_LEASE,
    everyMs: LOGBOOK_DIGEST_EVERY_MS,
    run: async (running) => {
      const mailed = await runLogbookDigests(db, config, new Date(), running);
      if (mailed > 0) app.log.info({ mailed }, 'logbook digests queued');
    },
  });
}
