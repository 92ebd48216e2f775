import { sql, type Generated, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The manager's logbook (issue #36, server/gateway/logbook/): entries per location and day,
 * their versions (every edit keeps the text it replaced), comments and an audit of deletions and
 * follow-ups. Full-text search over title and body: on SQLite an FTS5 table kept by triggers
 * (unicode61 tokenizer: Arabic, Cyrillic and Latin words alike), on PostgreSQL a GIN index on
 * `to_tsvector('simple', …)` (no stemming, so every language is matched word for word).
 */
export interface LogbookTables {
  logbook_entries: {
    id: Generated<number>;
    /** The location (a brand of type LOCATION). */
    brand_id: number;
    /** That brand's path when written: subtree reads are one range scan. */
    brand_path: string;
    /** ISO date yyyy-MM-dd. */
    log_date: string;
    /** A LOGBOOK_ENTRY_TYPE code. */
    type: string;
    title: string;
    /** The logbook's markdown subset, as typed. */
    body: string;
    /** 'OPENING' | 'MID' | 'CLOSING' | null. */
    shift: string | null;
    author_user_id: string;
    created_at: string;
    edited_at: string | null;
    version: number;
    /** 'OPEN' | 'CLOSED' for INCIDENT and MAINTENANCE, else null. */
    status: string | null;
    assignee_user_id: string | null;
    closed_at: string | null;
    closed_by: string | null;
    /** Soft deletion: the row stays (audited), reads leave it out. */
    deleted_at: string | null;
    deleted_by: string | null;
  };
  logbook_entry_versions: {
    entry_id: number;
    /** The version this text was (1 = as created). */
    version: number;
    type: string;
    title: string;
    body: string;
    edited_by: string;
    edited_at: string;
  };
  logbook_comments: {
    id: Generated<number>;
    entry_id: number;
    author_user_id: string;
    body: string;
    created_at: string;
  };
  logbook_audit: {
    id: Generated<number>;
    entry_id: number;
    /** 'DELETED' | 'ASSIGNED' | 'CLOSED' | 'REOPENED'. */
    action: string;
    actor_user_id: string;
    /** JSON text: the assignee, the title deleted, … */
    detail: string;
    at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('logbook_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('brand_path', 'text', (c) => c.notNull())
    .addColumn('log_date', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('shift', 'text')
    .addColumn('author_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('edited_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'text')
    .addColumn('assignee_user_id', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('closed_by', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by', 'text')
    .execute();
  await db.schema
    .createIndex('logbook_entries_day')
    .on('logbook_entries')
    .columns(['brand_id', 'log_date'])
    .execute();
  await db.schema
    .createIndex('logbook_entries_subtree')
    .on('logbook_entries')
    .columns(['brand_path', 'log_date'])
    .execute();
  await db.schema
    .createIndex('logbook_entries_open')
    .on('logbook_entries')
    .columns(['brand_id', 'status', 'log_date'])
    .execute();
  await db.schema
    .createTable('logbook_entry_versions')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('logbook_entries.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('edited_by', 'text', (c) => c.notNull())
    .addColumn('edited_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('logbook_entry_versions_pk', ['entry_id', 'version'])
    .execute();
  await db.schema
    .createTable('logbook_comments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('logbook_entries.id'))
    .addColumn('author_user_id', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('logbook_comments_entry').on('logbook_comments').column('entry_id').execute();
  await db.schema
    .createTable('logbook_audit')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('entry_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) {
    await sql`create index logbook_entries_search on logbook_entries
      using gin (to_tsvector('simple', title || ' ' || body))`.execute(db);
    return;
  }
  await sql`create virtual table logbook_search using fts5(title, body,
    content='logbook_entries', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(db);
  await sql`create trigger logbook_search_insert after insert on logbook_entries begin
    insert into logbook_search(rowid, title, body) values (new.id, new.title, new.body);
  end`.execute(db);
  await sql`create trigger logbook_search_update after update of title, body on logbook_entries begin
    insert into logbook_search(logbook_search, rowid, title, body) values ('delete', old.id, old.title, old.body);
    insert into logbook_search(rowid, title, body) values (new.id, new.title, new.body);
  end`.execute(db);
}
