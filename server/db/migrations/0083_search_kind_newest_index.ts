import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * PostgreSQL: `search_entries_kind_newest` on (kind, id), so the global search (issue #37,
 * server/gateway/search/search-newest.repository.ts) reads one kind's newest rows without walking
 * the primary key past every row of the other kinds (the owner's newest locations lay behind all
 * 200 000 candidates: a 'jonhson' typo walked 220 000 rows for them). SQLite: nothing (its search
 * reads the FTS5 tables or the covering scope index, migration 0061).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db))
    await sql`create index search_entries_kind_newest on search_entries (kind, id)`.execute(db);
}
