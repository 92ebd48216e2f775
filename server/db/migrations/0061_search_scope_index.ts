import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The caller's-scope clause of the global search (issue #37) gets an index: `search_entries_scope`
 * on (kind, brand_path, …).
 * - PostgreSQL: (kind, brand_path); the planner ANDs its bitmap with the kind's trigram index, so
 *   a manager of one brand no longer rechecks every match of the whole enterprise.
 * - SQLite: covering (kind, brand_path, id, recency, name_folded, text_folded), read only when the
 *   search names it (`indexed by`, search.repository.ts): a caller whose subtree holds few rows
 *   of a kind scans just those index entries instead of every trigram match. Queries that must
 *   not use it write the scope as `+brand_path` (SQLite's planner otherwise prefers it to FTS).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create index search_entries_scope on search_entries (kind, brand_path)`.execute(db);
  } else {
    await sql`create index search_entries_scope on search_entries (kind, brand_path, id, recency, name_folded, text_folded)`.execute(
      db,
    );
  }
}
