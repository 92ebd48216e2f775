import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MediaStore } from '../../storage/media-store.port';
import { scheduleJob, type JobHost } from '../scheduled-job';

/** Minutes between sweeps. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Slots handled per sweep; the rest go at the next one. */
const BATCH = 200;
/**
 * A slot still RECEIVING this long after its window closed belongs to a process that died
 * mid-upload (a PUT in flight at the window's end finishes well within it).
 */
const RECEIVING_GRACE_MS = 10 * 60 * 1000;

/**
 * One sweep of the résumé uploads never attached (issue #38): slots whose 30-minute window
 * (expires_at) has passed without an application spending them — PENDING, UPLOADED, FAILED, and
 * RECEIVING ones past a grace — are deleted, each by one conditional DELETE (an application can
 * no longer spend an expired slot, so none races it), and an UPLOADED one's stored file with it.
 * USED slots stay: their file is the application's résumé. Answers how many slots it deleted;
 * at most BATCH per call.
 */
export async function sweepUnattachedResumes(
  db: Kysely<Database>,
  store: MediaStore,
  now = new Date(),
): Promise<number> {
  const expired = now.toISOString();
  const stuck = new Date(now.getTime() - RECEIVING_GRACE_MS).toISOString();
  const stale = await db
    .selectFrom('career_resume_uploads')
    .select(['id', 'status', 'stored_name'])
    .where('status', '!=', 'USED')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '!=', 'RECEIVING'), eb('expires_at', '<', expired)]),
        eb.and([eb('status', '=', 'RECEIVING'), eb('expires_at', '<', stuck)]),
      ]),
    )
    .orderBy('expires_at')
    .limit(BATCH)
    .execute();
  let deleted = 0;
  for (const slot of stale) {
    const gone = await db
      .deleteFrom('career_resume_uploads')
      .where('id', '=', slot.id)
      .where('status', '=', slot.status)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) continue;
    if (slot.stored_name) await store.remove('hiring', slot.stored_name);
    deleted++;
  }
  return deleted;
}

/**
 * Sweeps résumé uploads never attached every ten minutes (and when the server is ready), once
 * per period over every server process (the job_leases row 'resume-upload-sweep').
 */
export function sweepResumeUploads(app: JobHost, db: Kysely<Database>, store: MediaStore): void {
  scheduleJob(app, db, {
    name: 'resume-upload-sweep',
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      const deleted = await sweepUnattachedResumes(db, store);
      if (deleted > 0) app.log.info({ deleted }, 'résumé uploads never attached swept');
    },
  });
}
