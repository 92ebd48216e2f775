import type { Kysely } from 'kysely';

/**
 * Provider postings (issue #38): a position published where its location, or a brand above it,
 * is connected to the job-ad provider gets a campaign there, made and kept in step by the
 * `indeed.posting` job. One row per position that ever had one:
 * - `brand_id` / `employer`: the connection it was posted through;
 * - `campaign_id`: the provider's campaign, null until the provider made it;
 * - `status`: PENDING (a sync is queued) | POSTED | PAUSED | CLOSED | FAILED (the last run failed,
 *   a retry is queued); `last_error` says why in the provider's words (no tokens).
 */
export interface IndeedPostingTables {
  indeed_postings: {
    position_id: number;
    brand_id: number;
    employer: string | null;
    campaign_id: string | null;
    status: string;
    last_error: string | null;
    /** ISO UTC. */
    updated_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('indeed_postings')
    .addColumn('position_id', 'integer', (c) => c.primaryKey().references('positions.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull())
    .addColumn('employer', 'text')
    .addColumn('campaign_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('indeed_postings').execute();
}
