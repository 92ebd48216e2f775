import type { Generated, Kysely } from 'kysely';

/** Positions (jobs) of brands, candidates' applications and the messages about them. */
export interface HiringTables {
  positions: {
    id: Generated<number>;
    brand_id: number;
    title: string;
    /** e.g. 'FOH', 'BOH', 'MANAGEMENT' (the POSITION_CATEGORY condition values). */
    category: string;
    level: string | null;
    is_template: number;
    archived: number;
    created_at: string;
  };
  applications: {
    id: Generated<number>;
    position_id: number;
    candidate_user_id: string;
    /** e.g. 'APPLIED', 'INTERVIEW', 'HIRED', 'REJECTED' */
    status: string;
    archived: number;
    created_at: string;
  };
  application_messages: {
    id: Generated<number>;
    application_id: number;
    sender_user_id: string | null;
    message_body: string;
    /** JSON array of {name, path}. */
    files_json: string;
    /** Read by the candidate (messages from the employer) or by the employer (from the candidate). */
    is_read: number;
    created_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('positions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('level', 'text')
    .addColumn('is_template', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('positions_brand').on('positions').column('brand_id').execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('candidate_user_id', 'text', (c) =>
      c.notNull().references('identity_users.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('applications_candidate')
    .on('applications')
    .column('candidate_user_id')
    .execute();

  await db.schema
    .createTable('application_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('sender_user_id', 'text', (c) => c.references('identity_users.id').onDelete('set null'))
    .addColumn('message_body', 'text', (c) => c.notNull())
    .addColumn('files_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_messages_application')
    .on('application_messages')
    .column('application_id')
    .execute();
}
