import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';

export type ConnectionRow = Selectable<Database['indeed_connections']>;

/** The SQL of the provider connections and the created-date cache (migration 0019). */
export class ConnectionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(brandId: number): Promise<ConnectionRow | undefined> {
    return this.db
      .selectFrom('indeed_connections')
      .selectAll()
      .where('brand_id', '=', brandId)
      .executeTakeFirst();
  }

  /** Inserts or replaces the brand's connection (one statement: nothing partial). */
  async save(row: ConnectionRow): Promise<void> {
    await this.db
      .insertInto('indeed_connections')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('brand_id').doUpdateSet({
          employer: row.employer,
          scopes: row.scopes,
          refresh_token_sealed: row.refresh_token_sealed,
          access_token_sealed: row.access_token_sealed,
          access_expires_at: row.access_expires_at,
          connected_by_user_id: row.connected_by_user_id,
          connected_at: row.connected_at,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }

  async updateAccess(
    brandId: number,
    accessSealed: string,
    expiresAt: string,
    scopes: string,
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('indeed_connections')
      .set({ access_token_sealed: accessSealed, access_expires_at: expiresAt, scopes, updated_at: now })
      .where('brand_id', '=', brandId)
      .execute();
  }

  async remove(brandId: number): Promise<void> {
    await this.db.deleteFrom('indeed_connections').where('brand_id', '=', brandId).execute();
  }

  /** Cached created dates of these campaigns, by campaign id. */
  async createdDates(employer: string, campaignIds: readonly string[]): Promise<Map<string, string>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('indeed_campaign_dates')
      .select(['campaign_id', 'date_created'])
      .where('employer', '=', employer)
      .where('campaign_id', 'in', [...campaignIds])
      .execute();
    return new Map(rows.map((row) => [row.campaign_id, row.date_created]));
  }

  async rememberCreatedDates(employer: string, dates: ReadonlyMap<string, string>): Promise<void> {
    if (dates.size === 0) return;
    await this.db
      .insertInto('indeed_campaign_dates')
      .values([...dates].map(([campaign_id, date_created]) => ({ employer, campaign_id, date_created })))
      .onConflict((conflict) => conflict.columns(['employer', 'campaign_id']).doNothing())
      .execute();
  }
}
