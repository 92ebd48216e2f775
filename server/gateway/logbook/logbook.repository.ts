import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { LogbookEntryType } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../db/dialect';
import type { LogbookGrant } from './logbook-access';
import type { EntryWire } from './logbook.schema';

/** The logbook's reads (its writes are in logbook.writes.ts). Every read of entries takes the caller's grants. */

type EntryBuilder = ExpressionBuilder<Database & { e: Database['logbook_entries'] }, 'e'>;

/** `e` is in one grant's subtree with one of its types; no grant: nothing. */
function readable(eb: EntryBuilder, grants: readonly LogbookGrant[]): Expression<SqlBool> {
  if (grants.length === 0) return sql<SqlBool>`1 = 0`;
  return eb.or(
    grants.map((grant) =>
      eb.and([
        eb('e.brand_path', '>=', grant.path),
        eb('e.brand_path', '<', `${grant.path}~`),
        eb('e.type', 'in', [...grant.types]),
      ]),
    ),
  );
}

const personName = (alias: string) =>
  sql<string>`trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)})`;

function entries(db: Kysely<Database>) {
  return db
    .selectFrom('logbook_entries as e')
    .innerJoin('brands as b', 'b.id', 'e.brand_id')
    .leftJoin('user_profiles as au', 'au.user_id', 'e.author_user_id')
    .leftJoin('user_profiles as asg', 'asg.user_id', 'e.assignee_user_id')
    .select([
      'e.id',
      'e.brand_id',
      'b.name as location_name',
      'e.log_date',
      'e.type',
      'e.title',
      'e.body',
      'e.shift',
      'e.author_user_id',
      personName('au').as('author_name'),
      'e.created_at',
      'e.edited_at',
      'e.version',
      'e.status',
      'e.assignee_user_id',
      personName('asg').as('assignee_name'),
      'e.closed_at',
      (eb) =>
        eb
          .selectFrom('logbook_comments as c')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('c.entry_id', '=', 'e.id')
          .as('comment_count'),
    ])
    .where('e.deleted_at', 'is', null);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['execute']>>[number];

/** The wire form of a row (names of people who left fall back to their id). */
export function entryView(row: EntryRow): EntryWire {
  return {
    id: row.id,
    location_id: row.brand_id,
    location_name: row.location_name,
    date: row.log_date,
    type: row.type as LogbookEntryType,
    title: row.title,
    body: row.body,
    shift: (row.shift as EntryWire['shift']) ?? null,
    author: { id: row.author_user_id, name: row.author_name || row.author_user_id },
    created_at: row.created_at,
    edited_at: row.edited_at,
    version: row.version,
    follow_up:
      row.status === null
        ? null
        : {
            status: row.status as 'OPEN' | 'CLOSED',
            assignee:
              row.assignee_user_id === null
                ? null
                : { id: row.assignee_user_id, name: row.assignee_name || row.assignee_user_id },
            closed_at: row.closed_at,
          },
    comment_count: Number(row.comment_count ?? 0),
    // Filled by withAttachments for readers (links are signed per answer).
    attachments: [],
  };
}

/** One entry of the location the caller may read, else undefined. */
export async function readableEntry(
  db: Kysely<Database>,
  locationId: number,
  entryId: number,
  grants: readonly LogbookGrant[],
): Promise<EntryWire | undefined> {
  const row = await entries(db)
    .where('e.id', '=', entryId)
    .where('e.brand_id', '=', locationId)
    .where((eb) => readable(eb, grants))
    .executeTakeFirst();
  return row ? entryView(row) : undefined;
}

/** Which rows of a list to read: `limit` rows from `offset` (the handler's schema bounds both). */
export interface LogbookPage {
  readonly offset: number;
  readonly limit: number;
}

/** The day view's filters (undefined: any); they apply to the day's entries and the carried-over alike. */
export interface DayFilter {
  readonly type: LogbookEntryType | undefined;
  readonly authorId: string | undefined;
}

/** Open follow-ups of earlier days shown at most (oldest first); they are not paged. */
export const CARRIED_OVER_MAX = 200;

type EntryQuery = ReturnType<typeof entries>;

function withFilter(query: EntryQuery, filter: DayFilter): EntryQuery {
  let filtered = query;
  if (filter.type !== undefined) filtered = filtered.where('e.type', '=', filter.type);
  if (filter.authorId !== undefined) filtered = filtered.where('e.author_user_id', '=', filter.authorId);
  return filtered;
}

/** How many rows `query` (a select of entries) would answer. */
async function countOf(query: EntryQuery): Promise<number> {
  const row = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * One page of `query`'s rows in `order` with how many rows there are in all: the count is a window
 * over the same read (`total_rows`), so the rows are found once; a page past the end asks `count`.
 */
async function pageWithTotal<
  Row extends { total_rows: number | string },
  Query extends { execute(): Promise<Row[]> },
>(
  query: Query,
  order: (query: Query) => { limit(n: number): { offset(n: number): { execute(): Promise<Row[]> } } },
  page: LogbookPage,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  const rows = await order(query).limit(page.limit).offset(page.offset).execute();
  const first = rows[0];
  return { rows, total: first ? Number(first.total_rows) : page.offset === 0 ? 0 : await count() };
}

/**
 * One page of the day's entries of a location (oldest first) with how many pass the filter in
 * all, and the open follow-ups of earlier days passing the same filter (at most CARRIED_OVER_MAX,
 * oldest first, not paged and not counted in `total`: they head every page).
 */
export async function dayEntries(
  db: Kysely<Database>,
  locationId: number,
  date: string,
  grants: readonly LogbookGrant[],
  filter: DayFilter,
  page: LogbookPage,
): Promise<{ entries: EntryWire[]; total: number; carriedOver: EntryWire[] }> {
  const today = withFilter(
    entries(db)
      .where('e.brand_id', '=', locationId)
      .where('e.log_date', '=', date)
      .where((eb) => readable(eb, grants)),
    filter,
  );
  const [{ rows, total }, open] = await Promise.all([
    pageWithTotal(
      today.select((eb) => eb.fn.countAll<number>().over().as('total_rows')),
      (query) => query.orderBy('e.created_at').orderBy('e.id'),
      page,
      () => countOf(today),
    ),
    withFilter(
      entries(db)
        .where('e.brand_id', '=', locationId)
        .where('e.status', '=', 'OPEN')
        .where('e.log_date', '<', date)
        .where((eb) => readable(eb, grants)),
      filter,
    )
      .orderBy('e.log_date')
      .orderBy('e.id')
      .limit(CARRIED_OVER_MAX)
      .execute(),
  ]);
  return { entries: rows.map(entryView), total, carriedOver: open.map(entryView) };
}

/** Counts per location, day and type in the subtree at `path`, between two dates inclusive. */
export async function weekCounts(
  db: Kysely<Database>,
  path: string,
  from: string,
  to: string,
  grants: readonly LogbookGrant[],
) {
  const rows = await db
    .selectFrom('logbook_entries as e')
    .select(['e.brand_id', 'e.log_date', 'e.type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('e.brand_path', '>=', path)
    .where('e.brand_path', '<', `${path}~`)
    .where('e.log_date', '>=', from)
    .where('e.log_date', '<=', to)
    .where('e.deleted_at', 'is', null)
    .where((eb) => readable(eb, grants))
    .groupBy(['e.brand_id', 'e.log_date', 'e.type'])
    .execute();
  return rows.map((row) => ({
    location_id: row.brand_id,
    date: row.log_date,
    type: row.type as LogbookEntryType,
    count: Number(row.n),
  }));
}

/** The words of a search (letters, marks and digits of any script), at most eight. */
export function searchWords(query: string): string[] {
  return (query.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * The FTS5 query of `words` (each a prefix, all required) in the title or body of entries below
 * the brand at `path`: the full-text table indexes each entry's brands as `s<id>` tokens in its
 * `scope` column (migration 0079), so the index itself keeps to the subtree.
 */
function subtreeMatch(path: string, words: readonly string[]): string {
  const brandId = path.split('/').filter(Boolean).at(-1) ?? '0';
  return `{title body} : (${words.map((word) => `"${word}"*`).join(' AND ')}) AND scope : s${brandId}`;
}

/**
 * One page of the entries of the subtree at `path` whose title or body holds every word
 * (prefixes), newest day first, and how many match in all. The page's ids are chosen on the
 * entries alone, then only those rows are read whole (names, comment counts).
 */
export async function searchEntries(
  db: Kysely<Database>,
  path: string,
  words: readonly string[],
  grants: readonly LogbookGrant[],
  page: LogbookPage,
): Promise<{ entries: EntryWire[]; total: number }> {
  let matching = db
    .selectFrom('logbook_entries as e')
    .where('e.brand_path', '>=', path)
    .where('e.brand_path', '<', `${path}~`)
    .where('e.deleted_at', 'is', null)
    .where((eb) => readable(eb, grants));
  if (isPostgres(db)) {
    // Words hold letters, marks and digits only, so `:*` and `&` are the only operators.
    const tsquery = words.map((word) => `${word}:*`).join(' & ');
    matching = matching.where(
      // search_vector: to_tsvector('simple', title || ' ' || body), stored (migration 0079).
      sql<SqlBool>`e.search_vector @@ to_tsquery('simple', ${tsquery})`,
    );
  } else {
    matching = matching.where(
      'e.id',
      'in',
      sql<number>`(select rowid from logbook_search where logbook_search match ${subtreeMatch(path, words)})`,
    );
  }
  const { rows: ids, total } = await pageWithTotal(
    matching.select((eb) => ['e.id', eb.fn.countAll<number>().over().as('total_rows')]),
    (query) => query.orderBy('e.log_date', 'desc').orderBy('e.id', 'desc'),
    page,
    async () =>
      Number((await matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0),
  );
  if (ids.length === 0) return { entries: [], total };
  const rows = await entries(db)
    .where(
      'e.id',
      'in',
      ids.map((row) => row.id),
    )
    .orderBy('e.log_date', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  return { entries: rows.map(entryView), total };
}

/** The location's team: members of it or of a brand above it, by name. */
export async function teamOf(db: Kysely<Database>, chainIds: readonly number[]) {
  if (chainIds.length === 0) return [];
  const rows = await db
    .selectFrom('brand_memberships as m')
    .innerJoin('user_profiles as p', 'p.user_id', 'm.user_id')
    .select(['m.user_id as id', personName('p').as('name')])
    .where('m.brand_id', 'in', [...chainIds])
    .distinct()
    .orderBy('name')
    .limit(500)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name || row.id }));
}

export async function versionsOf(db: Kysely<Database>, entryId: number) {
  const rows = await db
    .selectFrom('logbook_entry_versions as v')
    .leftJoin('user_profiles as p', 'p.user_id', 'v.edited_by')
    .select([
      'v.version',
      'v.type',
      'v.title',
      'v.body',
      'v.edited_by',
      'v.edited_at',
      personName('p').as('name'),
    ])
    .where('v.entry_id', '=', entryId)
    .orderBy('v.version', 'desc')
    .execute();
  return rows.map((row) => ({
    version: row.version,
    type: row.type as LogbookEntryType,
    title: row.title,
    body: row.body,
    edited_by: { id: row.edited_by, name: row.name || row.edited_by },
    edited_at: row.edited_at,
  }));
}

export async function commentsOf(db: Kysely<Database>, entryId: number) {
  const rows = await db
    .selectFrom('logbook_comments as c')
    .leftJoin('user_profiles as p', 'p.user_id', 'c.author_user_id')
    .select(['c.id', 'c.author_user_id', 'c.body', 'c.created_at', personName('p').as('name')])
    .where('c.entry_id', '=', entryId)
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    author: { id: row.author_user_id, name: row.name || row.author_user_id },
    body: row.body,
    created_at: row.created_at,
  }));
}
