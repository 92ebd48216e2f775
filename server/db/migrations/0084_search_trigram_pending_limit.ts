import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { SEARCH_INDEX_KINDS } from './0054_search_index';

/**
 * PostgreSQL: the trigram indexes of the global search (issue #37, migration 0054) keep at most
 * TRIGRAM_PENDING_KB (kB) of rows not yet merged into them (GIN's pending list; PostgreSQL's
 * default is 4 MB). Every scan of a GIN index reads its whole pending list, and a FUZZY search
 * scans the kind's index once per trigram: right after the search bench's seed the lists held
 * 100–140 pages until autovacuum merged them, and the same 600 searches on the same rows took
 * p99 34–38 ms with them, 18–25 ms without. A write that fills the list merges it (a batch at a
 * time): the bench's 200 000 rows took 33 s to seed instead of 21 (60 s with no list at all,
 * fastupdate off). SQLite: nothing (FTS5 has no such list).
 */
export const TRIGRAM_PENDING_KB = 128;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const kind of SEARCH_INDEX_KINDS)
    await sql
      .raw(
        `alter index search_entries_trgm_${kind.toLowerCase()} set (gin_pending_list_limit = ${TRIGRAM_PENDING_KB})`,
      )
      .execute(db);
}
