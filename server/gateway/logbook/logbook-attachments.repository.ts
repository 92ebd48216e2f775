import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;
export type LogbookAttachmentRow = Database['logbook_attachments'];

/** An attached file as the entries' reads list it. */
export interface AttachedFile {
  readonly id: number;
  readonly entryId: number;
  readonly name: string;
  readonly contentType: string;
  readonly sizeBytes: number;
}

/** Opens a PENDING upload slot of a location for `uploadedBy`. */
export async function insertAttachmentSlot(
  db: Db,
  slot: Pick<
    LogbookAttachmentRow,
    'upload_id' | 'brand_id' | 'uploaded_by' | 'original_name' | 'content_type' | 'declared_size'
  >,
  now: Date,
  lifeMs: number,
): Promise<void> {
  await db
    .insertInto('logbook_attachments')
    .values({
      ...slot,
      entry_id: null,
      status: 'PENDING',
      stored_name: null,
      stored_size: null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifeMs).toISOString(),
    })
    .execute();
}

export async function findAttachmentSlot(db: Db, uploadId: string) {
  return db
    .selectFrom('logbook_attachments')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .executeTakeFirst();
}

/** Claims a PENDING slot (one UPDATE: two PUTs on one URL cannot both win); undefined otherwise. */
export async function claimAttachmentSlot(db: Db, uploadId: string) {
  const result = await db
    .updateTable('logbook_attachments')
    .set({ status: 'RECEIVING' })
    .where('upload_id', '=', uploadId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return findAttachmentSlot(db, uploadId);
}

export async function finishAttachmentSlot(
  db: Db,
  uploadId: string,
  outcome: { storedName: string; storedSize: number } | 'FAILED',
): Promise<void> {
  await db
    .updateTable('logbook_attachments')
    .set(
      outcome === 'FAILED'
        ? { status: 'FAILED' }
        : { status: 'UPLOADED', stored_name: outcome.storedName, stored_size: outcome.storedSize },
    )
    .where('upload_id', '=', uploadId)
    .execute();
}

/**
 * Attaches uploads to an entry, in the caller's transaction: each must be UPLOADED, unexpired,
 * for the entry's location and by `uploadedBy`. One UPDATE; answers whether all of them were
 * (the caller rolls back otherwise, so none is).
 */
export async function attachUploads(
  trx: Db,
  uploadIds: readonly string[],
  target: { entryId: number; locationId: number; uploadedBy: string },
  now: Date,
): Promise<boolean> {
  if (uploadIds.length === 0) return true;
  const result = await trx
    .updateTable('logbook_attachments')
    .set({ status: 'ATTACHED', entry_id: target.entryId })
    .where('upload_id', 'in', [...uploadIds])
    .where('brand_id', '=', target.locationId)
    .where('uploaded_by', '=', target.uploadedBy)
    .where('status', '=', 'UPLOADED')
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === new Set(uploadIds).size;
}

/** How many files an entry holds. */
export async function attachmentCount(db: Db, entryId: number): Promise<number> {
  const row = await db
    .selectFrom('logbook_attachments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('entry_id', '=', entryId)
    .where('status', '=', 'ATTACHED')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The files attached to these entries, oldest first. The caller has checked it may read the entries. */
export async function attachmentsOf(db: Db, entryIds: readonly number[]): Promise<AttachedFile[]> {
  if (entryIds.length === 0) return [];
  const rows = await db
    .selectFrom('logbook_attachments')
    .select(['id', 'entry_id', 'original_name', 'content_type', 'stored_size'])
    .where('entry_id', 'in', [...entryIds])
    .where('status', '=', 'ATTACHED')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    entryId: row.entry_id ?? 0,
    name: row.original_name,
    contentType: row.content_type,
    sizeBytes: row.stored_size ?? 0,
  }));
}

/**
 * The stored file of an attachment whose entry is not deleted, else undefined: a deleted entry's
 * files are no longer served, even through a link issued before.
 */
export async function servableAttachment(db: Db, id: number) {
  return db
    .selectFrom('logbook_attachments as a')
    .innerJoin('logbook_entries as e', 'e.id', 'a.entry_id')
    .select(['a.id', 'a.stored_name', 'a.content_type', 'a.original_name', 'e.id as entry_id'])
    .where('a.id', '=', id)
    .where('a.status', '=', 'ATTACHED')
    .where('e.deleted_at', 'is', null)
    .executeTakeFirst();
}
