import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index';
import { advanceIdentitySequences } from './postgres/identity-sequences';
import type { Database } from './schema';

/**
 * Brings the database to the newest schema; throws with the failing migration's name. On
 * PostgreSQL, identity sequences then start past the ids the migrations wrote.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  const applied = (results ?? []).map((r) => r.migrationName);
  // Migrations that insert rows with their ids (reference data) leave sequences behind on PostgreSQL.
  if (applied.length > 0) await advanceIdentitySequences(db);
  return applied;
}
