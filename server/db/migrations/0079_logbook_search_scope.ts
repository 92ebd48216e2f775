import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The logbook's search within a subtree at scale (issue #36's budget: 1 000 000 entries, a
 * 500-location subtree). On SQLite the full-text table also indexes each entry's `scope`: one
 * token `s<id>` per brand of its path (`/1/23/456/` → `s1 s23 s456`), so a search below brand 23
 * asks the index for `scope : s23` AND the words, and only the subtree's matches come out, however
 * common the words are elsewhere. The table becomes contentless (its rows are only read for their
 * rowid, and `scope` is no column of logbook_entries) and keeps no word positions (detail=column:
 * searches are words and prefixes, never phrases), so a common prefix's long list of entries is
 * read several times faster; the triggers keep it as before, and an
 * entry's brand_path never changes once written. On PostgreSQL the words' vector becomes a stored
 * generated column `search_vector` (the GIN index moves onto it): a row the index or the
 * brand_path range brings is then checked against the stored vector, not by parsing its text
 * again, which is what a common word's thousands of rows in a subtree cost before.
 */
const scopeOf = (path: string) => `'s' || replace(substr(${path}, 2, length(${path}) - 2), '/', ' s')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table logbook_entries add column search_vector tsvector
      generated always as (to_tsvector('simple', title || ' ' || body)) stored`.execute(db);
    await sql`drop index if exists logbook_entries_search`.execute(db);
    await sql`create index logbook_entries_search on logbook_entries using gin (search_vector)`.execute(db);
    return;
  }
  await sql`drop trigger if exists logbook_search_insert`.execute(db);
  await sql`drop trigger if exists logbook_search_update`.execute(db);
  await sql`drop table if exists logbook_search`.execute(db);
  await sql`create virtual table logbook_search using fts5(title, body, scope,
    content='', detail=column, tokenize='unicode61 remove_diacritics 2')`.execute(db);
  await sql
    .raw(
      `insert into logbook_search(rowid, title, body, scope)
       select id, title, body, ${scopeOf('brand_path')} from logbook_entries`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger logbook_search_insert after insert on logbook_entries begin
         insert into logbook_search(rowid, title, body, scope)
           values (new.id, new.title, new.body, ${scopeOf('new.brand_path')});
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger logbook_search_update after update of title, body, brand_path on logbook_entries begin
         insert into logbook_search(logbook_search, rowid, title, body, scope)
           values ('delete', old.id, old.title, old.body, ${scopeOf('old.brand_path')});
         insert into logbook_search(rowid, title, body, scope)
           values (new.id, new.title, new.body, ${scopeOf('new.brand_path')});
       end`,
    )
    .execute(db);
}
