import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * PostgreSQL's read of one kind's newest matches for the global search (issue #37). The planner
 * cannot judge how common `LIKE '%term%'` is (off by ten times either way): it walked the newest
 * rows for a rare term and read twenty thousand matches through the trigram index for a common
 * one, and for a manager of one brand it walked the whole enterprise. So the plan is chosen here,
 * from what the rows say:
 * - a small scope (the caller's subtrees hold few rows of the kind) reads its own rows, bounded by
 *   the scope's size: when its subtrees hold few brands, through the index of brands and the
 *   match's index at once (only the rows in both are visited); else through the scope index
 *   (migration 0061), every row of the scope checked;
 * - a large one walks the kind's newest rows (migration 0083), measuring how many match: while the
 *   match is common it walks on (it soon has enough); when fewer match it reads the next id range
 *   sized from that share through the match's index and the index of ids at once (the range's
 *   matches only); once the range would hold half the rest, or after two steps, it reads the rest
 *   through the trigram or name index.
 * Either way the answer is the same: the `limit` newest matching rows inside the scope.
 */

/** A row found: its id, the folded column asked for, its recency. */
export interface NewestRow {
  readonly id: number;
  readonly folded: string;
  readonly recency: string;
}

/**
 * What a row must match: every group holds, a group when `column` is LIKE one of its patterns
 * (patterns already escaped, PostgreSQL's default `\`).
 */
export interface LikeMatch {
  readonly column: 'name_folded' | 'text_folded';
  readonly groups: readonly (readonly string[])[];
}

/** Rows of the first step of a walk. */
export const FIRST_WALK_ROWS = 2_000;

/**
 * Below this share of walked rows matching, a later step reads its id range through both the
 * match's index and the index of ids (readRange) rather than walking it: it then visits the heap
 * rows of the range's matches only, not every row of the range (a walk costs about 1 µs a row).
 * Above it, the index's lists of a common match (tens of thousands of rows, read whole) cost more
 * than walking the few rows it takes.
 */
export const RANGE_BELOW_SHARE = 0.1;

/** Rows of one later step of a walk, at most (about 10 ms). */
const WALK_STEP_ROWS = 40_000;

/** Steps of a walk after the first (walked or ranged), at most, before the rest is read through the index. */
const WALK_STEPS = 2;

/**
 * Brands in a small scope's subtrees, at most, for its rows to be read through the index of brands
 * (readSmallScope): a probe of that index per brand (a thousand: under a millisecond).
 */
const SMALL_SCOPE_BRANDS = 2_000;

/**
 * The `limit` newest rows of `kind` inside `paths` (disjoint subtrees; none: no row) matching
 * `match`, newest first, with `column` as `folded`. `small`: the caller's subtrees hold few rows of
 * the kind (readsOwnScope), which are read whatever the match (readSmallScope).
 */
export async function newestMatches(
  db: Kysely<Database>,
  kind: string,
  paths: readonly string[],
  match: LikeMatch,
  column: 'name_folded' | 'text_folded',
  limit: number,
  small: boolean,
  /** Brands in a small scope's subtrees, at most, to read it through their index (0: the scope index). */
  smallScopeBrands = SMALL_SCOPE_BRANDS,
): Promise<NewestRow[]> {
  if (paths.length === 0 || limit <= 0) return [];
  if (small) return readSmallScope(db, kind, paths, match, column, limit, smallScopeBrands);
  const first = await walkNewest(db, kind, paths, match, column, limit);
  if (first.floor === undefined) return [];
  const everything = first.walked < FIRST_WALK_ROWS;
  const idsPerRow = (first.top - first.floor + 1) / first.walked;
  let from = first.floor;
  let to = first.top;
  let walked = first.walked;
  const found: NewestRow[] = [...first.hits];
  for (let step = 1; ; step++) {
    if (found.length >= limit || everything || from <= 1) return found;
    const share = found.length / walked;
    if (share === 0 || step > WALK_STEPS) break;
    const wanted = Math.ceil(((limit - found.length) / share) * 1.25);
    const ranged = share < RANGE_BELOW_SHARE;
    const rows = ranged ? wanted : Math.min(WALK_STEP_ROWS, wanted);
    // A range holding half the rest or more: the rest, read through the match's index (below).
    if (ranged && 2 * Math.ceil(rows * idsPerRow) >= from - 1) break;
    to = from - 1;
    from = Math.max(1, to - Math.ceil(rows * idsPerRow) + 1);
    walked += rows;
    const ids = { from, to };
    const want = limit - found.length;
    found.push(
      ...(await (ranged
        ? readRange(db, kind, paths, match, column, ids, want)
        : readIds(db, kind, paths, match, column, ids, want, false))),
    );
  }
  return [
    ...found,
    ...(await readThroughIndex(db, kind, paths, match, column, limit - found.length, from, 'match')),
  ];
}

function kindIs(kind: string): RawBuilder<SqlBool> {
  // A literal: the trigram indexes are partial, one per kind (migration 0054).
  return sql<SqlBool>`e.kind = ${sql.lit(kind)}`;
}

/** The row's brand lies in one of the subtrees; `indexed` false writes the path so that no index can serve it. */
function inScope(paths: readonly string[], indexed = true): RawBuilder<SqlBool> {
  const column = indexed ? sql`e.brand_path` : sql`(e.brand_path || '')`;
  return sql<SqlBool>`(${sql.join(
    paths.map((path) => sql`(${column} >= ${path} and ${column} < ${`${path}~`})`),
    sql` or `,
  )})`;
}

/**
 * The match on `e`; `indexed` false writes the column so that no index can serve it. Indexed, with
 * several groups, a group of several `%text%` patterns (FUZZY's trigrams of one word) is written as
 * one regular expression of alternatives, which holds exactly when one of its LIKEs does: pg_trgm
 * then reads every group from the trigram index in one scan, and only the rows all groups may
 * match are visited. As LIKEs, each such group is a BitmapOr of its own, and the planner never
 * ANDs two of them on the kind's index (partial: its condition `kind = …` counts as used by both),
 * so it read one group's rows and checked the other on each (5 000 rows, 13 ms, for the owner's
 * 'gonzales smith'; as expressions, 79 rows, 1.5 ms). One group stays LIKEs: a BitmapOr of them
 * costs no more than the expression, whose check on each row is slower.
 */
function matches(match: LikeMatch, indexed: boolean): RawBuilder<SqlBool> {
  const column = indexed ? sql.ref(`e.${match.column}`) : sql`(${sql.ref(`e.${match.column}`)} || '')`;
  return sql<SqlBool>`(${sql.join(
    match.groups.map((patterns) => {
      const texts = patterns.map(containedText);
      if (
        indexed &&
        match.groups.length > 1 &&
        patterns.length > 1 &&
        texts.every((text) => text !== undefined)
      )
        return sql`${column} ~ ${texts.map(regexLiteral).join('|')}`;
      return sql`(${sql.join(
        patterns.map((pattern) => sql`${column} like ${pattern}`),
        sql` or `,
      )})`;
    }),
    sql` and `,
  )})`;
}

/** The text a `%text%` LIKE pattern looks for (its escapes undone); undefined for any other pattern. */
function containedText(pattern: string): string | undefined {
  return /^%((?:[^%_\\]|\\[%_\\])*)%$/u.exec(pattern)?.[1]?.replace(/\\([%_\\])/gu, '$1');
}

/** `text` as a PostgreSQL regular expression matching it literally (a backslash before each metacharacter). */
function regexLiteral(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/gu, '\\$&');
}

/**
 * The first step of a walk, in one query: the kind's FIRST_WALK_ROWS newest ids (from its index of
 * ids, its entries only), the lowest and highest of them and how many (fewer: the kind has no
 * more), and the rows in that range that lie in scope and match (the newest `want`). The kind is
 * written as a range of (kind, id), which only that index serves: with `kind = …` the planner
 * walked the primary key instead whenever the table was not yet vacuumed (index-only reads then
 * cost heap visits), past all 200 000 candidates to the newest locations.
 */
async function walkNewest(
  db: Kysely<Database>,
  kind: string,
  paths: readonly string[],
  match: LikeMatch,
  column: 'name_folded' | 'text_folded',
  want: number,
): Promise<{ hits: NewestRow[]; floor: number | undefined; top: number; walked: number }> {
  const { rows } = await sql<{
    id: number | null;
    folded: string;
    recency: string;
    floor: number | null;
    top: number;
    walked: string;
  }>`
    select e.id, e.folded, e.recency, b.floor, b.top, b.walked
    from (
      select min(s.id) as floor, max(s.id) as top, count(*) as walked from (
        select e.id from search_entries as e
        where (e.kind, e.id) > (${sql.lit(kind)}, -1) and (e.kind, e.id) <= (${sql.lit(kind)}, 2147483647)
        order by e.kind desc, e.id desc limit ${FIRST_WALK_ROWS}) as s
    ) as b
    left join lateral (
      select e.id, ${sql.ref(`e.${column}`)} as folded, e.recency
      from search_entries as e
      where ${kindIs(kind)} and e.id >= b.floor and e.id <= b.top
        and ${inScope(paths)} and ${matches(match, false)}
      order by e.id desc
      limit ${want}
    ) as e on true
    order by e.id desc`.execute(db);
  const bounds = rows[0];
  if (!bounds || bounds.floor === null) return { hits: [], floor: undefined, top: 0, walked: 0 };
  return {
    hits: rows.flatMap(({ id, folded, recency }) =>
      id === null ? [] : [{ id: Number(id), folded, recency }],
    ),
    floor: Number(bounds.floor),
    top: Number(bounds.top),
    walked: Number(bounds.walked),
  };
}

/**
 * The rows of the kind with ids in `ids` (both ends included) that lie in scope and match, the
 * newest `want` of them, newest first. Not `indexed` (one step of a walk): the match is written
 * so that no index serves it, and the planner walks the ids (a range of the primary key or of the
 * kind's index of ids). `indexed` (readRange): the match's index may serve it, and the order by
 * `id + 0` keeps the planner from walking the ids in order.
 */
async function readIds(
  db: Kysely<Database>,
  kind: string,
  paths: readonly string[],
  match: LikeMatch,
  column: 'name_folded' | 'text_folded',
  ids: { from: number; to: number },
  want: number,
  indexed: boolean,
): Promise<NewestRow[]> {
  const result = await sql<NewestRow>`
    select e.id, ${sql.ref(`e.${column}`)} as folded, e.recency
    from search_entries as e
    where ${kindIs(kind)} and e.id >= ${ids.from} and e.id <= ${ids.to}
      and ${inScope(paths)} and ${matches(match, indexed)}
    order by ${indexed ? sql`e.id + 0` : sql`e.id`} desc
    limit ${want}`.execute(db);
  return result.rows.map(({ id, folded, recency }) => ({ id: Number(id), folded, recency }));
}

/**
 * The `limit` newest matching rows in scope (below the id `below`), every candidate read through
 * an index and sorted: `scope` reads the subtrees' rows (the match written so that no index serves
 * it), `match` lets the planner take the trigram or name index (ordering by `id + 0` keeps it from
 * walking the primary key instead).
 */
async function readThroughIndex(
  db: Kysely<Database>,
  kind: string,
  paths: readonly string[],
  match: LikeMatch,
  column: 'name_folded' | 'text_folded',
  limit: number,
  below: number | undefined,
  through: 'scope' | 'match',
): Promise<NewestRow[]> {
  const result = await sql<NewestRow>`
    select e.id, ${sql.ref(`e.${column}`)} as folded, e.recency
    from search_entries as e
    where ${kindIs(kind)} and ${inScope(paths)} and ${matches(match, through === 'match')}
      ${below === undefined ? sql`` : sql`and e.id < ${below}`}
    order by e.id + 0 desc
    limit ${limit}`.execute(db);
  return result.rows.map(({ id, folded, recency }) => ({ id: Number(id), folded, recency }));
}

/**
 * A small scope's `limit` newest matching rows. With at most `most` brands in its
 * subtrees (read first), through the index of brands (their ids, no kind) and the match's index at
 * once: PostgreSQL then visits only the rows in both. The scope index cannot be combined so: its
 * condition on the kind also proves the trigram index's own (`kind = …`, partial), and the planner
 * drops an index whose condition another already holds. The paths are checked on every row found
 * (the answer never leaves the subtrees). More brands: every row of the scope, through the scope
 * index (readThroughIndex).
 */
async function readSmallScope(
  db: Kysely<Database>,
  kind: string,
  paths: readonly string[],
  match: LikeMatch,
  column: 'name_folded' | 'text_folded',
  limit: number,
  most: number,
): Promise<NewestRow[]> {
  const brands = await sql<{ id: number }>`
    select b.id from brands as b
    where ${sql.join(
      paths.map((path) => sql`(b.path >= ${path} and b.path < ${`${path}~`})`),
      sql` or `,
    )}
    limit ${most + 1}`.execute(db);
  if (brands.rows.length > most)
    return readThroughIndex(db, kind, paths, match, column, limit, undefined, 'scope');
  const ids = brands.rows.map((row) => Number(row.id));
  const result = await sql<NewestRow>`
    select e.id, ${sql.ref(`e.${column}`)} as folded, e.recency
    from search_entries as e
    where ${kindIs(kind)} and e.brand_id = any(${ids}::bigint[]) and ${inScope(paths, false)}
      and ${matches(match, true)}
    order by e.id + 0 desc
    limit ${limit}`.execute(db);
  return result.rows.map(({ id, folded, recency }) => ({ id: Number(id), folded, recency }));
}

/**
 * One later step of a walk read through the indexes: the rows of the kind with ids in `ids` (both
 * ends included) that lie in scope and match, the newest `want` of them, newest first. The
 * planner is told not to walk an index in order (nor the table), so it intersects the match's
 * index with the range of the index of ids and visits only the heap rows of both (a walk of 12 000
 * rows for 'wisniewsky' took 14 ms, this 4 ms); it estimates LIKE too badly to choose so itself.
 * Inside a caller's transaction the settings are left alone (they would outlive the read).
 */
async function readRange(
  db: Kysely<Database>,
  kind: string,
  paths: readonly string[],
  match: LikeMatch,
  column: 'name_folded' | 'text_folded',
  ids: { from: number; to: number },
  want: number,
): Promise<NewestRow[]> {
  const read = (on: Kysely<Database>) => readIds(on, kind, paths, match, column, ids, want, true);
  if (db.isTransaction) return read(db);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`.execute(
      trx,
    );
    return read(trx);
  });
}
