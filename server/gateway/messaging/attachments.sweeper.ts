import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { scheduleJob, type JobHost } from '../scheduled-job';
import type { MediaStore } from '../../storage/media-store.port';

/**
 * Age after which a file with no row is an orphan, ms: a message's files are written just before
 * its row is committed (messages.routes.ts), so a younger file may still be on its way.
 */
export const ORPHAN_AGE_MS = 30 * 60 * 1000;
/** Minutes between sweeps. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Names looked up per query. */
const BATCH = 500;

const STORED_NAME = /^[0-9a-f]{64}$/;
const PARTIAL = /^[0-9a-f]{64}\.part$/;

/**
 * Deletes from the store's `hiring` area (DATA_DIR/uploads/hiring or the bucket) the files older than `minAgeMs` that no message file,
 * resume or logbook attachment row names (a process that died between writing a message's files and committing its
 * row left them; issue #28, finding 11), and old `.part` files of interrupted writes. Other
 * names are left alone. Answers how many files it deleted.
 */
export async function sweepOrphanFiles(
  db: Kysely<Database>,
  store: MediaStore,
  minAgeMs = ORPHAN_AGE_MS,
  now = Date.now(),
): Promise<number> {
  const old: string[] = [];
  for await (const entry of store.list('hiring')) {
    if (!STORED_NAME.test(entry.name) && !PARTIAL.test(entry.name)) continue;
    if (entry.modifiedMs < now - minAgeMs) old.push(entry.name);
  }
  let deleted = 0;
  for (let start = 0; start < old.length; start += BATCH) {
    const batch = old.slice(start, start + BATCH);
    const stored = batch.filter((name) => STORED_NAME.test(name));
    const known = new Set<string>();
    if (stored.length > 0) {
      const [files, resumes, logbook] = await Promise.all([
        db.selectFrom('message_files').select('stored_name').where('stored_name', 'in', stored).execute(),
        db
          .selectFrom('application_resumes')
          .select('stored_name')
          .where('stored_name', 'in', stored)
          .execute(),
        db
          .selectFrom('logbook_attachments')
          .select('stored_name')
          .where('stored_name', 'in', stored)
          .execute(),
      ]);
      for (const row of [...files, ...resumes]) known.add(row.stored_name);
      for (const row of logbook) if (row.stored_name !== null) known.add(row.stored_name);
    }
    for (const name of batch) {
      if (known.has(name)) continue;
      await store.remove('hiring', name);
      deleted++;
    }
  }
  return deleted;
}

/**
 * Sweeps orphan hiring files every hour (and when the server is ready), once per period over
 * every server process (the job_leases row 'message-file-sweep', scheduled-job.ts).
 */
export function sweepMessageFiles(app: JobHost, db: Kysely<Database>, store: MediaStore): void {
  scheduleJob(app, db, {
    name: 'message-file-sweep',
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      const deleted = await sweepOrphanFiles(db, store);
      if (deleted > 0) app.log.info({ deleted }, 'orphan message files swept');
    },
  });
}
