import type { Generated, Kysely } from 'kysely';

/**
 * Photos and PDFs on logbook entries (issue #36, server/gateway/logbook/logbook-attachments.*).
 * A row is first a signed upload slot of one location (PENDING → RECEIVING → UPLOADED | FAILED),
 * then ATTACHED to one entry of that location by the author who uploaded it. The bytes live in
 * the private `hiring` store area (never served publicly): readers get them through short-lived
 * signed links issued after the entry-type check. Plain columns: both dialects.
 */
export interface LogbookAttachmentTables {
  logbook_attachments: {
    id: Generated<number>;
    /** 64 hex: the upload slot's id, signed in its upload URL. */
    upload_id: string;
    /** The location the file was uploaded for. */
    brand_id: number;
    uploaded_by: string;
    /** The entry once ATTACHED, else null. */
    entry_id: number | null;
    /** The file's name as the uploader's device gave it (shown as text only). */
    original_name: string;
    /** image/jpeg | image/png | image/webp | application/pdf. */
    content_type: string;
    declared_size: number;
    /** PENDING | RECEIVING | UPLOADED | FAILED | ATTACHED. */
    status: string;
    stored_name: string | null;
    stored_size: number | null;
    created_at: string;
    /** ISO UTC: after this an UPLOADED file can no longer be attached. */
    expires_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('logbook_attachments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('upload_id', 'text', (c) => c.notNull().unique())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'integer', (c) => c.references('logbook_entries.id'))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('declared_size', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text')
    .addColumn('stored_size', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('logbook_attachments_entry')
    .on('logbook_attachments')
    .column('entry_id')
    .execute();
}
