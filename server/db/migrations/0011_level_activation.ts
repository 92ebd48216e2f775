import type { Kysely } from 'kysely';

/**
 * Which levels of a brand tree have a configurable feature on (spec 001 §7 `level_activation`
 * of rewards and recognition and of clock-out attestation). A row is set on the brand where a
 * manager configured it and holds for brands of that `level` (a brand type: 'GP-1', 'LOCATION',
 * …) in its subtree, unless a nearer ancestor has its own row.
 */
export interface LevelActivationTables {
  level_activations: {
    brand_id: number;
    /** The brand service the activation is for, e.g. 'REWARDS_AND_RECOGNITION'. */
    service_code: string;
    /** A brand type of the subtree. */
    level: string;
    is_active: number;
    updated_at: string;
    updated_by: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('level_activations')
    .addColumn('brand_id', 'integer', (column) => column.notNull().references('brands.id'))
    .addColumn('service_code', 'text', (column) => column.notNull())
    .addColumn('level', 'text', (column) => column.notNull())
    .addColumn('is_active', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('level_activations_pk', ['brand_id', 'service_code', 'level'])
    .execute();
}
