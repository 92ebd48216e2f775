import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { scheduleJob, type JobHost } from '../scheduled-job';
import type { MediaStore } from '../../storage/media-store.port';
import { isStoredName, MEDIA_URL_PREFIX, receivingDir } from './upload-receiver';

/** Minutes between sweeps. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Slots handled per sweep; the rest go at the next one. */
const BATCH = 200;

/**
 * One sweep of the media library (issue #28, finding 5), for uploads older than `ttlMs`:
 * - UPLOADED slots never registered as a medium nor shown as one's secondary image become
 *   SWEPT (one conditional UPDATE each, so a registration racing it wins or loses whole) and
 *   their file is deleted;
 * - RECEIVING slots (a process died mid-upload) become FAILED;
 * - files in the receiving folder, and objects left in the bucket's quarantine, are deleted.
 * Answers how many files it deleted. At most BATCH slots of each kind per call.
 */
export async function sweepUnregisteredUploads(
  db: Kysely<Database>,
  store: MediaStore,
  dataDir: string,
  ttlMs: number,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - ttlMs).toISOString();
  const stale = await db
    .selectFrom('media_uploads as u')
    .select(['u.id', 'u.stored_name'])
    .where('u.status', '=', 'UPLOADED')
    .where('u.created_at', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('brand_media as m')
            .select('m.id')
            .where(sql<boolean>`m.media_secondary = cast(${MEDIA_URL_PREFIX} as text) || u.stored_name`),
        ),
      ),
    )
    .orderBy('u.created_at')
    .limit(BATCH)
    .execute();
  let deleted = 0;
  for (const slot of stale) {
    const swept = await db
      .updateTable('media_uploads')
      .set({ status: 'SWEPT' })
      .where('id', '=', slot.id)
      .where('status', '=', 'UPLOADED')
      .executeTakeFirst();
    if (Number(swept.numUpdatedRows) !== 1 || !slot.stored_name) continue;
    if (isStoredName(slot.stored_name)) await store.remove('media', slot.stored_name);
    deleted++;
  }
  await db
    .updateTable('media_uploads')
    .set({ status: 'FAILED' })
    .where('status', '=', 'RECEIVING')
    .where('created_at', '<', before)
    .execute();
  const receiving = receivingDir(dataDir);
  const leftovers = await fs.readdir(receiving).catch(() => [] as string[]);
  for (const name of leftovers) {
    const file = path.join(receiving, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && stat.mtimeMs < now.getTime() - ttlMs) {
      await fs.rm(file, { force: true });
      deleted++;
    }
  }
  // Direct uploads to the bucket whose check never came (the browser left after its PUT).
  if (store.kind === 's3') {
    for await (const entry of store.list('quarantine')) {
      if (entry.modifiedMs >= now.getTime() - ttlMs) continue;
      await store.remove('quarantine', entry.name);
      deleted++;
    }
  }
  return deleted;
}

/**
 * Sweeps unregistered uploads every ten minutes (and when the server is ready), once per period
 * over every server process (the job_leases row 'media-upload-sweep', scheduled-job.ts).
 */
export function sweepMediaUploads(
  app: JobHost,
  db: Kysely<Database>,
  store: MediaStore,
  dataDir: string,
  ttlMs: number,
): void {
  scheduleJob(app, db, {
    name: 'media-upload-sweep',
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      const deleted = await sweepUnregisteredUploads(db, store, dataDir, ttlMs);
      if (deleted > 0) app.log.info({ deleted }, 'unregistered media uploads swept');
    },
  });
}
