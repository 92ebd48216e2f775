import type { Kysely } from 'kysely';

export interface MetaTables {
  app_meta: { key: string; value: string };
}

/** Key/value facts about the database itself (seed version, created at). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
