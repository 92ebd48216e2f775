import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;
export type ResumeUploadRow = Database['career_resume_uploads'];

/** Opens a PENDING slot for a résumé of `positionId`. */
export async function insertResumeUpload(
  db: Db,
  slot: Pick<ResumeUploadRow, 'id' | 'position_id' | 'original_name' | 'content_type' | 'declared_size'>,
  now: Date,
  lifeMs: number,
): Promise<void> {
  await db
    .insertInto('career_resume_uploads')
    .values({
      ...slot,
      status: 'PENDING',
      stored_name: null,
      stored_size: null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifeMs).toISOString(),
    })
    .execute();
}

/** Claims a PENDING slot (one UPDATE: two PUTs on one URL cannot both win); undefined otherwise. */
export async function claimResumeUpload(db: Db, id: string): Promise<ResumeUploadRow | undefined> {
  const result = await db
    .updateTable('career_resume_uploads')
    .set({ status: 'RECEIVING' })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return findResumeUpload(db, id);
}

export async function findResumeUpload(db: Db, id: string): Promise<ResumeUploadRow | undefined> {
  return db.selectFrom('career_resume_uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function finishResumeUpload(
  db: Db,
  id: string,
  outcome: { storedName: string; storedSize: number } | 'FAILED',
): Promise<void> {
  await db
    .updateTable('career_resume_uploads')
    .set(
      outcome === 'FAILED'
        ? { status: 'FAILED' }
        : { status: 'UPLOADED', stored_name: outcome.storedName, stored_size: outcome.storedSize },
    )
    .where('id', '=', id)
    .execute();
}

/**
 * Spends an UPLOADED, unexpired résumé of `positionId` for an application, in the application's
 * transaction: one UPDATE, so one upload is attached once. Undefined when it is not usable
 * (unknown, another position's, not uploaded, used, expired).
 */
export async function spendResumeUpload(
  trx: Db,
  id: string,
  positionId: number,
  now: Date,
): Promise<ResumeUploadRow | undefined> {
  const result = await trx
    .updateTable('career_resume_uploads')
    .set({ status: 'USED' })
    .where('id', '=', id)
    .where('position_id', '=', positionId)
    .where('status', '=', 'UPLOADED')
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return findResumeUpload(trx, id);
}

/** Whether a résumé could be spent now (the same rule, read only: checked before the write). */
export async function isUsableResume(db: Db, id: string, positionId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('career_resume_uploads')
    .select('id')
    .where('id', '=', id)
    .where('position_id', '=', positionId)
    .where('status', '=', 'UPLOADED')
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}
