import { sql, type Generated, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { runPortable } from './portable-sql';

/**
 * The global search index (issue #37, server/gateway/search/): one row per searchable thing —
 * a candidate's application, a location, a team member's membership — holding its text folded
 * by `foldSearchText` (src-domain/search/search-text.rules.ts). Triggers on the source tables
 * only queue what changed (`search_dirty`); the search drains the queue (re-folding in
 * TypeScript, the one normalisation) before it reads, so every write path keeps the index in
 * step without knowing about it. PostgreSQL: pg_trgm GIN index on the folded text; SQLite: an
 * FTS5 table with the trigram tokenizer over the same column (external content, kept by
 * triggers on `search_entries`).
 */
export interface SearchIndexTables {
  search_entries: {
    id: Generated<number>;
    /** 'CANDIDATE' (ref: application id) | 'LOCATION' (ref: brand id) | 'MEMBER' (ref: user id). */
    kind: string;
    ref_id: string;
    /** The candidate or member; null for a location. */
    user_id: string | null;
    /** Where the row is scoped: the application's position's brand, the location, the membership's brand. */
    brand_id: number;
    /**
     * That brand's path, copied so a search filters by subtree without joining the brands (a join
     * let the planner walk the whole subtree); kept in step when a brand's path changes ('B').
     */
    brand_path: string;
    /** As shown: the person's or location's name. */
    title: string;
    /** As shown: the position applied for, the e-mail, or the address ('' when none). */
    subtitle: string;
    /** `foldSearchText(title)`: exact and prefix ranking, short-term prefix search. */
    name_folded: string;
    /** Every searchable field folded and joined by spaces. */
    text_folded: string;
    /** ISO instant ranking the rest: the application's, brand's or membership's latest known time. */
    recency: string;
  };
  search_dirty: {
    id: Generated<number>;
    /** 'A' application id, 'U' user id, 'P' position id, 'T' tag id, 'B' brand id. */
    kind: string;
    ref_id: string;
  };
}

/** The kinds of rows; each has its own trigram index. */
export const SEARCH_INDEX_KINDS = ['CANDIDATE', 'LOCATION', 'MEMBER'] as const;

/** SQLite: the FTS5 table holding one kind's rows (a trusted identifier). */
export function ftsTableOf(kind: (typeof SEARCH_INDEX_KINDS)[number]): string {
  return `search_fts_${kind.toLowerCase()}`;
}

/** [trigger name, event, table, kind, id expression] — every write that changes what is indexed. */
const MARKS: readonly (readonly [string, string, string, string, string])[] = [
  ['search_mark_application_insert', 'insert', 'applications', 'A', 'new.id'],
  [
    'search_mark_application_update',
    'update of position_id, candidate_user_id',
    'applications',
    'A',
    'new.id',
  ],
  ['search_mark_application_delete', 'delete', 'applications', 'A', 'old.id'],
  ['search_mark_profile_insert', 'insert', 'user_profiles', 'U', 'new.user_id'],
  [
    'search_mark_profile_update',
    'update of first_name, last_name, phone',
    'user_profiles',
    'U',
    'new.user_id',
  ],
  ['search_mark_email_update', 'update of email', 'identity_users', 'U', 'new.id'],
  ['search_mark_position_update', 'update of title, brand_id', 'positions', 'P', 'new.id'],
  ['search_mark_tag_insert', 'insert', 'candidate_tags', 'U', 'new.candidate_user_id'],
  ['search_mark_tag_delete', 'delete', 'candidate_tags', 'U', 'old.candidate_user_id'],
  ['search_mark_tag_rename', 'update of name', 'tags', 'T', 'new.id'],
  ['search_mark_brand_insert', 'insert', 'brands', 'B', 'new.id'],
  ['search_mark_brand_update', 'update of name, type, archived, address, path', 'brands', 'B', 'new.id'],
  ['search_mark_membership_insert', 'insert', 'brand_memberships', 'U', 'new.user_id'],
  ['search_mark_membership_delete', 'delete', 'brand_memberships', 'U', 'old.user_id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('search_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('brand_path', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_folded', 'text', (c) => c.notNull())
    .addColumn('text_folded', 'text', (c) => c.notNull())
    .addColumn('recency', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_entries_ref')
    .on('search_entries')
    // ref_id first: a search's `kind = ?` must never pick this index over the match's own.
    .columns(['ref_id', 'kind', 'brand_id'])
    .unique()
    .execute();
  await db.schema.createIndex('search_entries_user').on('search_entries').column('user_id').execute();
  await db.schema.createIndex('search_entries_brand').on('search_entries').column('brand_id').execute();
  await db.schema
    .createTable('search_dirty')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .execute();
  if (pg) {
    // pg_trgm is a trusted extension (PG 13+): the database owner may create it.
    await sql`create extension if not exists pg_trgm`.execute(db);
    // One trigram index per kind (partial), so a common term's candidates never weigh on the
    // locations' search, and the reverse.
    for (const kind of SEARCH_INDEX_KINDS) {
      await sql
        .raw(
          `create index search_entries_trgm_${kind.toLowerCase()} on search_entries using gin (text_folded gin_trgm_ops) where kind = '${kind}'`,
        )
        .execute(db);
    }
    await sql`create index search_entries_name_prefix on search_entries (name_folded text_pattern_ops)`.execute(
      db,
    );
  } else {
    await sql`create index search_entries_name_prefix on search_entries (name_folded)`.execute(db);
    // One FTS5 trigram table per kind (external content: the rows of that kind only).
    for (const kind of SEARCH_INDEX_KINDS) {
      const table = ftsTableOf(kind);
      await sql
        .raw(
          `create virtual table ${table} using fts5(text_folded, content='search_entries', content_rowid='id', tokenize='trigram')`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_insert after insert on search_entries when new.kind = '${kind}' begin
      insert into ${table}(rowid, text_folded) values (new.id, new.text_folded); end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_delete after delete on search_entries when old.kind = '${kind}' begin
      insert into ${table}(${table}, rowid, text_folded) values ('delete', old.id, old.text_folded); end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_update after update of text_folded on search_entries when new.kind = '${kind}' begin
      insert into ${table}(${table}, rowid, text_folded) values ('delete', old.id, old.text_folded);
      insert into ${table}(rowid, text_folded) values (new.id, new.text_folded); end`,
        )
        .execute(db);
    }
  }
  for (const [name, event, table, kind, id] of MARKS) {
    await runPortable(
      db,
      `create trigger ${name} after ${event} on ${table} begin insert into search_dirty (kind, ref_id) values ('${kind}', cast(${id} as text)); end`,
    );
  }
  // What exists already is queued once; the first search indexes it.
  await runPortable(db, `insert into search_dirty (kind, ref_id) select 'B', cast(id as text) from brands`);
  await runPortable(
    db,
    `insert into search_dirty (kind, ref_id) select 'A', cast(id as text) from applications`,
  );
  await runPortable(
    db,
    `insert into search_dirty (kind, ref_id) select distinct 'U', user_id from brand_memberships`,
  );
}
