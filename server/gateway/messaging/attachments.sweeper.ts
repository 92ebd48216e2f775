import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { scheduleJob, type JobHost } from '../scheduled-job';
import { hiringFilesDir } from './attachments.store';

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
 * Deletes from DATA_DIR/uploads/hiring the files older than `minAgeMs` that no message file and
 * no resume row names (a process that died between writing a message's files and committing its
 * row left them; issue #28, finding 11), and old `.part` files of interrupted writes. Other
 * names are left alone. Answers how many files it deleted.
 */
export async function sweepOrphanFiles(
  db: Kysely<Database>,
  dataDir: string,
  minAgeMs = ORPHAN_AGE_MS,
  now = Date.now(),
): Promise<number> {
  const dir = hiringFilesDir(dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    if (!STORED_NAME.test(name) && !PARTIAL.test(name)) continue;
    const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
    if (stat?.isFile() && stat.mtimeMs < now - minAgeMs) old.push(name);
  }
  let deleted = 0;
  for (let start = 0; start < old.length; start += BATCH) {
    const batch = old.slice(start, start + BATCH);
    const stored = batch.filter((name) => STORED_NAME.test(name));
    const known = new Set<string>();
    if (stored.length > 0) {
      const [files, resumes] = await Promise.all([
        db.selectFrom('message_files').select('stored_name').where('stored_name', 'in', stored).execute(),
        db
          .selectFrom('application_resumes')
          .select('stored_name')
          .where('stored_name', 'in', stored)
          .execute(),
      ]);
      for (const row of [...files, ...resumes]) known.add(row.stored_name);
    }
    for (const name of batch) {
      if (known.has(name)) continue;
      await fs.rm(path.join(dir, name), { force: true });
      deleted++;
    }
  }
  return deleted;
}

/**
 * Sweeps orphan hiring files every hour (and when the server is ready), once per period over
 * every server process (the job_leases row 'message-file-sweep', scheduled-job.ts).
 */
export function sweepMessageFiles(app: JobHost, db: Kysely<Database>, dataDir: string): void {
  scheduleJob(app, db, {
    name: 'message-file-sweep',
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      const deleted = await sweepOrphanFiles(db, dataDir);
      if (deleted > 0) app.log.info({ deleted }, 'orphan message files swept');
    },
  });
}
