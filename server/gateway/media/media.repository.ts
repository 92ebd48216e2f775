import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type MediaUploadRow = Database['media_uploads'];

/**
 * Claims a PENDING slot for receiving (one UPDATE: two PUTs racing on one URL cannot both win).
 * Undefined when the slot is unknown or already claimed.
 */
export async function claimUpload(db: Kysely<Database>, id: string): Promise<MediaUploadRow | undefined> {
  const result = await db
    .updateTable('media_uploads')
    .set({ status: 'RECEIVING' })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('media_uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUpload(db: Kysely<Database>, id: string): Promise<MediaUploadRow | undefined> {
  return db.selectFrom('media_uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function finishUpload(
  db: Kysely<Database>,
  id: string,
  outcome: { storedName: string; storedSize: number } | 'FAILED',
): Promise<void> {
  await db
    .updateTable('media_uploads')
    .set(
      outcome === 'FAILED'
        ? { status: 'FAILED' }
        : { status: 'UPLOADED', stored_name: outcome.storedName, stored_size: outcome.storedSize },
    )
    .where('id', '=', id)
    .execute();
}

/** The UPLOADED, not yet registered slot of this brand holding `storedName`. */
export async function findUploadedFile(db: Kysely<Database>, brandId: number, storedName: string) {
  return db
    .selectFrom('media_uploads')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('stored_name', '=', storedName)
    .where('status', '=', 'UPLOADED')
    .executeTakeFirst();
}

export type BrandMediumRow = Database['brand_media'] & { id: number };

/** One page of a brand's media, newest first, and how many it has in all. */
export async function listBrandMedia(
  db: Kysely<Database>,
  brandId: number,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: BrandMediumRow[] }> {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('brand_media')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('brand_id', '=', brandId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('brand_media')
      .selectAll()
      .where('brand_id', '=', brandId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { total: Number(count.n), rows: rows as BrandMediumRow[] };
}

export async function findBrandMedium(
  db: Kysely<Database>,
  brandId: number,
  id: number,
): Promise<BrandMediumRow | undefined> {
  const row = await db
    .selectFrom('brand_media')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row as BrandMediumRow | undefined;
}

/**
 * Whether the library serves this stored name: it is the file of a registered medium or the
 * secondary image (a video's poster) of one. Uploaded but unregistered files are not served.
 */
export async function isServedMedium(db: Kysely<Database>, storedName: string, publicPath: string) {
  const row = await db
    .selectFrom('brand_media')
    .select('id')
    .where((eb) => eb.or([eb('stored_name', '=', storedName), eb('media_secondary', '=', publicPath)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
