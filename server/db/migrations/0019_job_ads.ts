import type { Kysely } from 'kysely';

/**
 * The job-ad provider connection (issue #18): one per brand, its tokens encrypted at rest
 * (AES-256-GCM, server/gateway/job-ads/token-cipher.ts), and the campaigns' created dates,
 * which never change and each cost an upstream call, cached per provider employer.
 */
export interface JobAdsTables {
  indeed_connections: {
    brand_id: number;
    /** The provider's employer id the grant is for. */
    employer: string;
    /** Granted scopes, space-separated as the provider sends them. */
    scopes: string;
    /** Sealed (iv.tag.ciphertext, base64url); null without offline_access. */
    refresh_token_sealed: string | null;
    access_token_sealed: string;
    /** ISO-8601 instant the access token stops working. */
    access_expires_at: string;
    connected_by_user_id: string;
    connected_at: string;
    updated_at: string;
  };
  indeed_campaign_dates: {
    employer: string;
    campaign_id: string;
    /** ISO-8601, as the provider gave it. */
    date_created: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('indeed_connections')
    .addColumn('brand_id', 'integer', (c) => c.primaryKey().references('brands.id').onDelete('cascade'))
    .addColumn('employer', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('refresh_token_sealed', 'text')
    .addColumn('access_token_sealed', 'text', (c) => c.notNull())
    .addColumn('access_expires_at', 'text', (c) => c.notNull())
    .addColumn('connected_by_user_id', 'text', (c) => c.notNull())
    .addColumn('connected_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('indeed_campaign_dates')
    .addColumn('employer', 'text', (c) => c.notNull())
    .addColumn('campaign_id', 'text', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('indeed_campaign_dates_pk', ['employer', 'campaign_id'])
    .execute();
}
