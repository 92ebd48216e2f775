import type { Generated, Kysely } from 'kysely';
import { runPortable } from './portable-sql';

/**
 * More ways into a position (issue #38):
 * - `positions.sms_code`: the short code a candidate texts to apply ("PATIO"), upper case,
 *   unique while set; given when a position is published, cleared when it is closed or
 *   archived (so a code is unique among the positions that take applications).
 * - `career_applications.source`: WEB (the careers page) | SMS (text-to-apply).
 * - `career_resume_uploads`: a résumé a visitor uploads while applying, before the application
 *   exists: a signed upload slot (PENDING → RECEIVING → UPLOADED | FAILED) bound to one position,
 *   spent (USED) by the one application that attaches it within its life.
 * - `sms_apply_conversations`: a text-to-apply conversation per phone number (one at a time):
 *   the position, the step reached, what was answered, when it expires (24 h after it started).
 */
export interface CareersChannelsTables {
  positions: {
    sms_code: string | null;
  };
  career_applications: {
    /** WEB | SMS. */
    source: Generated<string>;
  };
  career_resume_uploads: {
    /** 64 hex: the slot id, signed in its upload URL. */
    id: string;
    position_id: number;
    original_name: string;
    /** The declared type: application/pdf, …msword, …wordprocessingml.document, image/*. */
    content_type: string;
    declared_size: number;
    /** PENDING | RECEIVING | UPLOADED | FAILED | USED. */
    status: string;
    /** The stored file in the `hiring` area once UPLOADED. */
    stored_name: string | null;
    stored_size: number | null;
    created_at: string;
    /** After this (ISO), the upload can no longer be attached. */
    expires_at: string;
  };
  sms_apply_conversations: {
    /** E.164. */
    phone: string;
    position_id: number;
    /** FIRST_NAME | EMAIL | CONSENT | LINK_SENT | APPLIED. */
    step: string;
    first_name: string | null;
    email: string | null;
    application_id: number | null;
    created_at: string;
    updated_at: string;
    expires_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runPortable(db, `alter table positions add column sms_code text`);
  await db.schema.createIndex('positions_sms_code').on('positions').column('sms_code').unique().execute();
  await runPortable(db, `alter table career_applications add column source text not null default 'WEB'`);
  await db.schema
    .createTable('career_resume_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
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
    .createTable('sms_apply_conversations')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('email', 'text')
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_apply_conversations').execute();
  await db.schema.dropTable('career_resume_uploads').execute();
  await runPortable(db, `alter table career_applications drop column source`);
  await db.schema.dropIndex('positions_sms_code').execute();
  await runPortable(db, `alter table positions drop column sms_code`);
}
