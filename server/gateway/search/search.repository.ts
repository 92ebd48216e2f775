import {
  expressionBuilder,
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
} from 'kysely';
import { SEARCH_TRIGRAM_MIN_LENGTH } from '../../../src-domain/index';
import { isPostgres, positionSql } from '../../db/dialect';
import { ftsTableOf } from '../../db/migrations/0054_search_index';
import type { Database } from '../../db/schema';
import {
  fuzzyScorer,
  mayBeFuzzy,
  queryWords,
  trigramsOf,
  usesTrigrams,
  type SearchMode,
} from './search-match.rules';

/**
 * The only SQL of search, kept as one file on purpose (over 400 lines): the prefix, substring and
 * fuzzy strategies share the scope filter, the kind column, the LIKE escaping and the ranking, and
 * each differs between SQLite (FTS5 trigram) and PostgreSQL (pg_trgm); split, those private
 * helpers would have to be exported for a single caller each.
 */

export const SEARCH_KINDS = ['CANDIDATE', 'LOCATION', 'MEMBER'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The subtrees (brand paths) each kind may be searched in; an empty list finds nothing. */
export type SearchScope = Readonly<Record<SearchKind, readonly string[]>>;

export interface SearchHit {
  readonly kind: SearchKind;
  readonly ref_id: string;
  readonly user_id: string | null;
  readonly brand_id: number;
  readonly brand_name: string;
  readonly title: string;
  readonly subtitle: string;
  readonly recency: string;
}

/**
 * Matches counted per kind, at most: a term that matches more (a common first name, three
 * letters) says "1000+" rather than making every keystroke count tens of thousands of rows, and
 * pages reach that far.
 */
export const COUNT_LIMIT = 1000;

export interface SearchAnswer {
  readonly mode: SearchMode;
  /** Matches per kind in all (every kind, also those not paged), at most COUNT_LIMIT. */
  readonly counts: Readonly<Record<SearchKind, number>>;
  /** Per kind: more than COUNT_LIMIT match (`counts` then says COUNT_LIMIT). */
  readonly capped: Readonly<Record<SearchKind, boolean>>;
  /** One page of each kind asked for, best first. */
  readonly pages: readonly { kind: SearchKind; hits: SearchHit[] }[];
}

/**
 * SQLite: characters of a long word the FTS5 phrase holds, at most; the rest is checked on the
 * rows it finds. A phrase's cost grows with its trigrams, and the later ones of an e-mail or a
 * long name ("@mail.example") are in nearly every row while its start alone is rare.
 */
const FTS_PHRASE_CHARACTERS = 10;

/** Rows a FUZZY search looks at, at most (the most recent sharing a trigram with each long word). */
const FUZZY_CANDIDATES = 500;

/**
 * SQLite: a kind with at most this many rows inside the caller's subtrees is searched by reading
 * those rows' entries of the covering scope index (migration 0061) rather than every trigram
 * match of the whole index (most of which a manager of one brand may not see).
 */
export const SMALL_SCOPE_ROWS = 20_000;

type Eb = ExpressionBuilder<Database & { e: Database['search_entries'] }, 'e'>;

/** A matching row, as much as ranking needs. */
interface Match {
  readonly id: number;
  readonly name_folded: string;
  readonly recency: string;
}

/**
 * The index rows matching the folded query `folded` (see SearchMode), counted per kind and a
 * page (`limit` from `offset`) of each kind in `kinds`, ranked: the exact name, then names
 * starting with the query, then the most recent (FUZZY: the closest, then the most recent).
 * Each kind's COUNT_LIMIT + 1 most recently indexed matches are counted and ranked (a common term
 * is ranked among those instead of sorting tens of thousands of rows per keystroke), from one
 * read per kind. Only rows whose brand lies in the kind's subtrees of `scope` are ever read. The
 * caller drains the queue first (drainSearchQueue).
 */
export async function searchIndex(
  db: Kysely<Database>,
  scope: SearchScope,
  folded: string,
  page: { kinds: readonly SearchKind[]; limit: number; offset: number },
  /** Tests set it to 0 to take the large scope's path (SQLite) on a small database. */
  smallScopeRows = SMALL_SCOPE_ROWS,
): Promise<SearchAnswer> {
  const mode: SearchMode = usesTrigrams(folded) ? 'SUBSTRING' : 'PREFIX';
  const found: Record<SearchKind, Match[]> = { CANDIDATE: [], LOCATION: [], MEMBER: [] };
  for (const kind of SEARCH_KINDS)
    if (scope[kind].length > 0)
      found[kind] = await matchRows(db, scope[kind], kind, folded, mode, smallScopeRows);
  if (mode === 'SUBSTRING' && SEARCH_KINDS.every((kind) => found[kind].length === 0) && mayBeFuzzy(folded)) {
    return fuzzySearch(db, scope, folded, page, smallScopeRows);
  }
  const counts = capCounts({
    CANDIDATE: found.CANDIDATE.length,
    LOCATION: found.LOCATION.length,
    MEMBER: found.MEMBER.length,
  });
  const pages = await Promise.all(
    page.kinds.map(async (kind) => {
      const ranked = rank(found[kind].slice(0, COUNT_LIMIT), folded);
      return { kind, hits: await hitsOf(db, ranked.slice(page.offset, page.offset + page.limit)) };
    }),
  );
  return { mode, ...counts, pages };
}

/** Exact name first, then names starting with the query, then the most recent (then newest row). */
function rank(matches: readonly Match[], folded: string): Match[] {
  const tier = (match: Match) =>
    match.name_folded === folded ? 0 : match.name_folded.startsWith(folded) ? 1 : 2;
  return matches
    .map((match) => ({ match, tier: tier(match) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        (a.match.recency < b.match.recency ? 1 : a.match.recency > b.match.recency ? -1 : 0) ||
        b.match.id - a.match.id,
    )
    .map(({ match }) => match);
}

/** The shown rows of `matches`, in their order. */
async function hitsOf(db: Kysely<Database>, matches: readonly Match[]): Promise<SearchHit[]> {
  if (matches.length === 0) return [];
  const rows = await db
    .selectFrom('search_entries as e')
    .innerJoin('brands as b', 'b.id', 'e.brand_id')
    .where(
      'e.id',
      'in',
      matches.map((match) => match.id),
    )
    .select([...HIT_COLUMNS, 'e.id'])
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return matches.flatMap((match) => {
    const row = byId.get(Number(match.id));
    return row ? [shown(row)] : [];
  });
}

/** Counts of up to COUNT_LIMIT + 1 as the answer's counts and capped flags. */
function capCounts(counted: Record<SearchKind, number>): Pick<SearchAnswer, 'counts' | 'capped'> {
  const capped = (kind: SearchKind) => counted[kind] > COUNT_LIMIT;
  const count = (kind: SearchKind) => Math.min(counted[kind], COUNT_LIMIT);
  return {
    counts: { CANDIDATE: count('CANDIDATE'), LOCATION: count('LOCATION'), MEMBER: count('MEMBER') },
    capped: { CANDIDATE: capped('CANDIDATE'), LOCATION: capped('LOCATION'), MEMBER: capped('MEMBER') },
  };
}

const HIT_COLUMNS = [
  'e.kind',
  'e.ref_id',
  'e.user_id',
  'e.brand_id',
  'b.name as brand_name',
  'e.title',
  'e.subtitle',
  'e.recency',
] as const;

/** Only the shared columns leave: the folded text and the row id stay inside. */
function shown(row: Omit<SearchHit, 'kind'> & { kind: string }): SearchHit {
  const { ref_id, user_id, brand_id, brand_name, title, subtitle, recency } = row;
  return { kind: row.kind as SearchKind, ref_id, user_id, brand_id, brand_name, title, subtitle, recency };
}

/**
 * The COUNT_LIMIT + 1 most recently indexed rows of one kind inside the subtrees `paths` that
 * match (all of them when fewer match), newest first. SQLite: a small scope (SMALL_SCOPE_ROWS)
 * reads its own entries of the covering scope index; a large one walks the trigram index newest
 * first (it stops at the limit) or, for a prefix, the name index. PostgreSQL: one query; the
 * planner combines the trigram, name and scope indexes.
 */
async function matchRows(
  db: Kysely<Database>,
  paths: readonly string[],
  kind: SearchKind,
  folded: string,
  mode: SearchMode,
  smallScopeRows: number,
): Promise<Match[]> {
  if (!isPostgres(db) && (await readsOwnScope(db, paths, kind, mode, smallScopeRows))) {
    const check =
      mode === 'PREFIX'
        ? sql<SqlBool>`substr(e.name_folded, 1, ${[...folded].length}) = ${folded}`
        : sql.join(
            queryWords(folded).map((word) => sql`instr(e.text_folded, ${word}) > 0`),
            sql` and `,
          );
    const perPath = await Promise.all(
      paths.map((path) =>
        sql<Match>`select e.id, e.name_folded, e.recency from search_entries as e indexed by search_entries_scope
          where e.kind = ${kind} and e.brand_path >= ${path} and e.brand_path < ${`${path}~`} and ${check}
          order by e.id desc limit ${COUNT_LIMIT + 1}`
          .execute(db)
          .then((result) => result.rows),
      ),
    );
    // The paths are disjoint subtrees: no row twice.
    return perPath
      .flat()
      .sort((a, b) => Number(b.id) - Number(a.id))
      .slice(0, COUNT_LIMIT + 1);
  }
  if (mode === 'SUBSTRING' && !isPostgres(db)) {
    const words = queryWords(folded);
    const long = words.filter((word) => [...word].length >= SEARCH_TRIGRAM_MIN_LENGTH);
    const match = long
      .map((word) => ftsPhrase([...word].slice(0, FTS_PHRASE_CHARACTERS).join('')))
      .join(' AND ');
    const eb = expressionBuilder<Database & { e: Database['search_entries'] }, 'e'>();
    // Short words, and long ones the phrase holds only the start of, checked on what it found.
    const checked = words.filter(
      (word) => [...word].length < SEARCH_TRIGRAM_MIN_LENGTH || [...word].length > FTS_PHRASE_CHARACTERS,
    );
    const checks = [
      sql<SqlBool>`+e.kind = ${kind}`,
      inScope(db, eb, paths),
      ...checked.map((word) => containsWord(db, word)),
    ];
    return db
      .selectFrom(sql<{ rowid: number }>`${sql.table(ftsTableOf(kind))}`.as('f'))
      .innerJoin('search_entries as e', (join) => join.on(sql<SqlBool>`e.id = f.rowid`))
      .where(sql<SqlBool>`${sql.table(ftsTableOf(kind))} match ${match}`)
      .where(eb.and(checks))
      .select(['e.id', 'e.name_folded', 'e.recency'])
      .orderBy(sql`f.rowid`, 'desc')
      .limit(COUNT_LIMIT + 1)
      .execute();
  }
  return (
    db
      .selectFrom('search_entries as e')
      // A literal, so PostgreSQL picks the kind's own (partial) trigram index; SQLite: `+`, so
      // its planner never takes the scope index for the kind (it walks the name index).
      .where((eb) => eb(kindColumn(db), '=', sql.lit(kind)))
      .where((eb) => inScope(db, eb, paths))
      .where((eb) => (mode === 'PREFIX' ? prefixMatch(db, eb, folded) : substringMatch(db, eb, folded, kind)))
      .select(['e.id', 'e.name_folded', 'e.recency'])
      .orderBy('e.id', 'desc')
      .limit(COUNT_LIMIT + 1)
      .execute()
  );
}

/** How long a count of rows is reused: it only chooses a plan, so a stale one costs time, not rows in scope. */
const SCOPE_SIZE_TTL_MS = 60_000;
/** Counts kept per database, at most (the oldest is dropped first). */
const SCOPE_SIZE_ENTRIES = 1000;
const scopeSizes = new WeakMap<Kysely<Database>, Map<string, { rows: number; at: number }>>();

/**
 * SQLite: whether a search of `kind` reads the scope's own entries of the scope index: the
 * subtrees hold at most `smallScopeRows` rows of the kind and, unless the match is a PREFIX (the
 * name index holds every kind), less than half of all its rows: a scope holding most of the kind,
 * such as an enterprise owner's locations, is served better by the kind's own trigram index,
 * whose matches then lie mostly inside it.
 */
async function readsOwnScope(
  db: Kysely<Database>,
  paths: readonly string[],
  kind: SearchKind,
  mode: SearchMode,
  smallScopeRows: number,
): Promise<boolean> {
  const inScope = await countedRows(db, kind, paths, smallScopeRows + 1);
  if (inScope > smallScopeRows) return false;
  if (mode === 'PREFIX') return true;
  return (await countedRows(db, kind, ['/'], 2 * inScope + 1)) > 2 * inScope;
}

/**
 * Rows of `kind` inside the subtrees, counted from the scope index up to `cap` at most (a large
 * scope is never counted whole). A count is reused for SCOPE_SIZE_TTL_MS: every keystroke of a
 * search asks for each kind, and counting a large scope reads twenty thousand index entries.
 */
async function countedRows(
  db: Kysely<Database>,
  kind: SearchKind,
  paths: readonly string[],
  cap: number,
): Promise<number> {
  let sizes = scopeSizes.get(db);
  if (!sizes) scopeSizes.set(db, (sizes = new Map()));
  const key = `${kind} ${cap} ${paths.join(' ')}`;
  const now = Date.now();
  const known = sizes.get(key);
  if (known && now - known.at < SCOPE_SIZE_TTL_MS) return known.rows;
  let total = 0;
  for (const path of paths) {
    const { rows } = await sql<{ rows: number }>`select count(*) as rows from (
        select 1 from search_entries as e indexed by search_entries_scope
        where e.kind = ${kind} and e.brand_path >= ${path} and e.brand_path < ${`${path}~`}
        limit ${cap - total})`.execute(db);
    total += Number(rows[0]!.rows);
    if (total >= cap) break;
  }
  sizes.delete(key);
  sizes.set(key, { rows: total, at: now });
  if (sizes.size > SCOPE_SIZE_ENTRIES) sizes.delete(sizes.keys().next().value!);
  return total;
}

/** The word occurs in the folded text (checked on the rows an index found). */
function containsWord(db: Kysely<Database>, word: string): Expression<SqlBool> {
  return sql<SqlBool>`${positionSql(db, sql`e.text_folded`, word)} > 0`;
}

/** The row's kind; on SQLite `+e.kind`, which no index serves (see inScope). */
function kindColumn(db: Kysely<Database>) {
  return isPostgres(db) ? sql<string>`e.kind` : sql<string>`+e.kind`;
}

/**
 * The brand of the row lies in one of the subtrees: its copied path in a range per subtree (none:
 * false), without a join to the brands. SQLite writes the column `+e.brand_path` so that the
 * planner never walks the scope index here (the match narrows first); PostgreSQL may combine it.
 */
function inScope(db: Kysely<Database>, eb: Eb, paths: readonly string[]): Expression<SqlBool> {
  if (paths.length === 0) return sql<SqlBool>`1 = 0`;
  const column = isPostgres(db) ? sql<string>`e.brand_path` : sql<string>`+e.brand_path`;
  return eb.or(paths.map((path) => eb.and([eb(column, '>=', path), eb(column, '<', `${path}~`)])));
}

/** `%`, `_` and `\` of a LIKE pattern taken literally (PostgreSQL's default escape is `\`). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function prefixMatch(db: Kysely<Database>, eb: Eb, folded: string): Expression<SqlBool> {
  if (isPostgres(db)) return eb('e.name_folded', 'like', `${likeLiteral(folded)}%`);
  // SQLite compares text by its UTF-8 bytes: every string starting with `folded` sorts in
  // [folded, folded + U+10FFFF), an index range.
  return eb.and([eb('e.name_folded', '>=', folded), eb('e.name_folded', '<', `${folded}\u{10FFFF}`)]);
}

/** A phrase of an FTS5 query: the text in double quotes, its own quotes doubled. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

function substringMatch(db: Kysely<Database>, eb: Eb, folded: string, kind: SearchKind): Expression<SqlBool> {
  const words = queryWords(folded);
  const long = words.filter((word) => [...word].length >= SEARCH_TRIGRAM_MIN_LENGTH);
  const short = words.filter((word) => [...word].length < SEARCH_TRIGRAM_MIN_LENGTH);
  const checks: Expression<SqlBool>[] = [];
  if (isPostgres(db)) {
    for (const word of long) checks.push(eb('e.text_folded', 'like', `%${likeLiteral(word)}%`));
  } else {
    const match = long.map(ftsPhrase).join(' AND ');
    const table = sql.table(ftsTableOf(kind));
    checks.push(sql<SqlBool>`e.id in (select rowid from ${table} where ${table} match ${match})`);
  }
  for (const word of short) checks.push(containsWord(db, word));
  return eb.and(checks);
}

/**
 * FUZZY: per kind, the FUZZY_CANDIDATES most recent rows sharing a trigram with each word of the
 * query that has one (the trigram index on either dialect; on SQLite a small scope reads its scope
 * index), scored in TypeScript (fuzzyScore, the same on both), the ones above the threshold
 * counted and paged.
 */
async function fuzzySearch(
  db: Kysely<Database>,
  scope: SearchScope,
  folded: string,
  page: { kinds: readonly SearchKind[]; limit: number; offset: number },
  smallScopeRows: number,
): Promise<SearchAnswer> {
  const wordGrams = queryWords(folded)
    .map((word) => trigramsOf(word))
    .filter((grams) => grams.length > 0);
  const pg = isPostgres(db);
  const score = fuzzyScorer(folded);
  const found: Match[][] = [];
  for (const kind of SEARCH_KINDS) {
    if (scope[kind].length === 0 || wordGrams.length === 0) {
      found.push([]);
      continue;
    }
    const small = !pg && (await readsOwnScope(db, scope[kind], kind, 'FUZZY', smallScopeRows));
    const grams = sql.join(
      wordGrams.map(
        (list) =>
          sql`(${sql.join(
            list.map((gram) => sql`instr(e.text_folded, ${gram}) > 0`),
            sql` or `,
          )})`,
      ),
      sql` and `,
    );
    const table = sql.table(ftsTableOf(kind));
    const rows = small
      ? (
          await sql<{
            id: number;
            text_folded: string;
            recency: string;
          }>`select e.id, e.text_folded, e.recency
            from search_entries as e indexed by search_entries_scope
            where e.kind = ${kind} and (${sql.join(
              scope[kind].map((path) => sql`(e.brand_path >= ${path} and e.brand_path < ${`${path}~`})`),
              sql` or `,
            )}) and ${grams}
            order by e.id desc limit ${FUZZY_CANDIDATES}`.execute(db)
        ).rows
      : await db
          .selectFrom('search_entries as e')
          .where((eb) => eb(kindColumn(db), '=', sql.lit(kind)))
          .where((eb) => inScope(db, eb, scope[kind]))
          .where((eb) =>
            pg
              ? eb.and(
                  wordGrams.map((list) =>
                    eb.or(list.map((gram) => eb('e.text_folded', 'like', `%${likeLiteral(gram)}%`))),
                  ),
                )
              : sql<SqlBool>`e.id in (select rowid from ${table} where ${table} match ${wordGrams
                  .map((list) => `(${list.map(ftsPhrase).join(' OR ')})`)
                  .join(' AND ')} order by rowid desc limit ${FUZZY_CANDIDATES * 4})`,
          )
          .select(['e.id', 'e.text_folded', 'e.recency'])
          .orderBy('e.id', 'desc')
          .limit(FUZZY_CANDIDATES)
          .execute();
    const scored = rows
      .map((row) => ({ row, score: score(row.text_folded) }))
      .filter((entry) => entry.score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          (a.row.recency < b.row.recency ? 1 : a.row.recency > b.row.recency ? -1 : 0) ||
          Number(b.row.id) - Number(a.row.id),
      );
    found.push(scored.map(({ row }) => ({ id: Number(row.id), name_folded: '', recency: row.recency })));
  }
  const counts = capCounts({
    CANDIDATE: found[0]!.length,
    LOCATION: found[1]!.length,
    MEMBER: found[2]!.length,
  });
  const pages = await Promise.all(
    page.kinds.map(async (kind) => ({
      kind,
      hits: await hitsOf(
        db,
        found[SEARCH_KINDS.indexOf(kind)]!.slice(0, COUNT_LIMIT).slice(page.offset, page.offset + page.limit),
      ),
    })),
  );
  return { mode: 'FUZZY', ...counts, pages };
}
