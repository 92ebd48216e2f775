import { sql, type Kysely } from 'kysely';

/**
 * The user's own location is kept only with their consent, for 7 days (issue #15, spec 000 §9):
 * `location_shared_at` is the instant the user agreed and shared it. Locations stored before
 * consent was recorded have no such agreement, so they are forgotten here.
 */
export interface UserLocationConsentTables {
  user_profiles: {
    /** ISO-8601 instant the user consented and shared `latitude`/`longitude`; null when not shared. */
    location_shared_at: string | null;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_profiles').addColumn('location_shared_at', 'text').execute();
  await sql`UPDATE user_profiles SET latitude = NULL, longitude = NULL`.execute(db);
}
