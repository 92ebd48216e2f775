import type { Kysely } from 'kysely';

/**
 * The media library's quota and its sweep (issue #28, finding 5):
 * - `media_quota_guards`: one row per brand that asked for a signed upload URL. Reserving a
 *   slot first upserts this row, which on PostgreSQL locks it until commit (and on SQLite takes
 *   the write lock), so two signed URLs asked for at once add up their sizes before either is
 *   granted (server/gateway/media/media-quota.ts).
 * - `brand_media_secondary`: the library serves a file registered as a medium or as one's
 *   secondary image, and the sweep spares the latter; both look it up by path.
 * - `media_uploads_status_created`: the sweep reads the oldest UPLOADED / RECEIVING slots.
 * Media upload statuses gain 'DELETED' (its medium was deleted) and 'SWEPT' (never registered,
 * its file removed); neither counts toward the quota.
 */
export interface MediaQuotaTables {
  media_quota_guards: {
    brand_id: number;
    /** ISO UTC of the last reservation. */
    reserved_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_quota_guards')
    .addColumn('brand_id', 'integer', (c) => c.primaryKey().references('brands.id').onDelete('cascade'))
    .addColumn('reserved_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('brand_media_secondary').on('brand_media').column('media_secondary').execute();
  await db.schema
    .createIndex('media_uploads_status_created')
    .on('media_uploads')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('media_uploads_status_created').execute();
  await db.schema.dropIndex('brand_media_secondary').execute();
  await db.schema.dropTable('media_quota_guards').execute();
}
