import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { SEARCH_INDEX_KINDS } from './0054_search_index';

/**
 * PostgreSQL: the match index's second column, the row's subtree keys, as trusted SQL over the
 * columns of `search_entries` (qualified by `alias.` when given): every brand id of its copied
 * path (`/1/2/5/` gives 1, 2 and 5), so the subtree of brand 2 is the key `2`. A query spells it
 * through this function, so the planner matches it to the index.
 */
export function subtreeKeysSql(alias?: string): string {
  const path = alias ? `${alias}.brand_path` : 'brand_path';
  return `string_to_array(btrim(${path}, '/'), '/')`;
}

/**
 * Candidate search of a small subtree at scale (issue #37, `npm run bench -- search`),
 * PostgreSQL only; SQLite keeps its FTS5 tables and covering scope index (0054, 0061). Each kind's
 * trigram index (0054) becomes a two-column GIN: the folded text's trigrams and the row's subtree
 * keys (subtreeKeysSql). A search of a small subtree names the subtree's key, so the index alone
 * drops the matches outside it: a manager of one brand of twenty no longer visits the rows of the
 * other nineteen (the planner would not combine the trigram index with the scope index of 0061).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const kind of SEARCH_INDEX_KINDS) {
    const name = kind.toLowerCase();
    await sql
      .raw(
        `create index search_entries_match_${name} on search_entries using gin (text_folded gin_trgm_ops, (${subtreeKeysSql()})) where kind = '${kind}'`,
      )
      .execute(db);
    await sql.raw(`drop index search_entries_trgm_${name}`).execute(db);
  }
}
