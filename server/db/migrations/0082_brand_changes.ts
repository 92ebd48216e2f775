import type { Generated, Kysely } from 'kysely';

/**
 * Which brands a write changed, by brands revision (issue #30, server/gateway/brands/
 * brand-changes.repository.ts): a process keeping a brand subtree reads the rows written after
 * the revision it holds and reloads only those brands, instead of the whole subtree. Each write
 * records the revision it replaced, so a revision bumped without a record breaks the chain and
 * readers load everything again. Bounded: a writer removes rows far behind its own. Plain
 * columns: both dialects.
 */
export interface BrandChangeTables {
  brand_changes: {
    id: Generated<number>;
    /** The brands revision (app_meta) this write set. */
    revision: string;
    /** The brands revision this write replaced ('none' when there was none). */
    previous_revision: string;
    /** A brand whose row or services the write added or changed. */
    brand_id: number;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('revision', 'text', (c) => c.notNull())
    .addColumn('previous_revision', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_changes').execute();
}
