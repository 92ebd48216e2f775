import type { Generated, Kysely } from 'kysely';

/**
 * The brand media library (issue #15): signed upload slots (one row per presigned URL, so a URL
 * is used once) and the media registered from them. Files live under DATA_DIR/uploads/media with
 * hashed names; rows hold the stored name, and the public path derived from it.
 */
export interface MediaTables {
  media_uploads: {
    /** 32 random bytes, hex: the slot's id in its signed URL. */
    id: string;
    brand_id: number;
    user_id: string;
    /** 'IMAGE' | 'VIDEO' */
    media_type: string;
    /** The declared extension: jpg, png, webp, mp4, webm, mov. */
    media_format: string;
    /** Bytes the client declared; the upload must be exactly this long. */
    declared_size: number;
    /** ISO time after which the URL no longer opens. */
    expires_at: string;
    /** 'PENDING' (URL handed out) | 'RECEIVING' | 'UPLOADED' | 'FAILED' | 'REGISTERED' */
    status: string;
    /** Set once UPLOADED: hex SHA-256 of the stored bytes plus extension. */
    stored_name: string | null;
    /** Bytes stored (after re-encoding an image). */
    stored_size: number | null;
    created_at: string;
  };
  brand_media: {
    id: Generated<number>;
    brand_id: number;
    title: string;
    description: string;
    /** What the medium is for: 'GALLERY' | 'COVER' | 'LOGO'. */
    type: string;
    /** 'IMAGE' | 'VIDEO' */
    format: string;
    /** Our /media/library/… path for hosted files, or an https URL of an external video. */
    path: string;
    /** Set for our files; null for an external video. */
    stored_name: string | null;
    /** 1 / 0 for VIDEO (hosted here or not); null for other formats. */
    is_hosted: number | null;
    /** An optional second medium (a video's poster image): our path or null. */
    media_secondary: string | null;
    /** JSON array of position ids this medium is shown with. */
    positions_json: string;
    size_bytes: number | null;
    created_by_user_id: string | null;
    created_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('media_format', 'text', (c) => c.notNull())
    .addColumn('declared_size', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.unique())
    .addColumn('stored_size', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_uploads_brand').on('media_uploads').column('brand_id').execute();

  await db.schema
    .createTable('brand_media')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.unique())
    .addColumn('is_hosted', 'integer')
    .addColumn('media_secondary', 'text')
    .addColumn('positions_json', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer')
    .addColumn('created_by_user_id', 'text', (c) => c.references('identity_users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('brand_media_brand_created')
    .on('brand_media')
    .columns(['brand_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_media').execute();
  await db.schema.dropTable('media_uploads').execute();
}
