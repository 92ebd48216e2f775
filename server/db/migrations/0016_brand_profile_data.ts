import type { Generated, Kysely } from 'kysely';

/**
 * Brand data that had canned answers (issue #15): break-waiver file settings per brand and
 * approval flows per brand service. Both are inherited: a brand without its own rows reads the
 * nearest ancestor's (like brand_settings).
 */
export interface BrandProfileDataTables {
  /** Whether a brand collects break-waiver files, and how long it keeps them. */
  break_waiver_settings: {
    brand_id: number;
    enabled: number;
    /** Days a signed waiver is kept; null = as long as the employment lasts. */
    retention_days: number | null;
    /** Whether a missed break without a waiver blocks clock-out. */
    require_signature: number;
    updated_at: string;
  };
  /** The waiver documents a brand hands out (file name and stored path under DATA_DIR). */
  break_waiver_files: {
    id: Generated<number>;
    brand_id: number;
    name: string;
    path: string;
    sort_order: number;
  };
  /** An approval flow of a service of a brand; steps is a JSON array of role names, in order. */
  approval_flows: {
    id: Generated<number>;
    brand_id: number;
    service_code: string;
    name: string;
    steps_json: string;
    sort_order: number;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('break_waiver_settings')
    .addColumn('brand_id', 'integer', (c) => c.primaryKey().references('brands.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retention_days', 'integer')
    .addColumn('require_signature', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('break_waiver_files')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('break_waiver_files_brand')
    .on('break_waiver_files')
    .column('brand_id')
    .execute();

  await db.schema
    .createTable('approval_flows')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('service_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('steps_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('approval_flows_brand_service')
    .on('approval_flows')
    .columns(['brand_id', 'service_code'])
    .execute();
}
