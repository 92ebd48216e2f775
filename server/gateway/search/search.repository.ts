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
import { newestMatches, type LikeMatch } from './search-newest.repository';
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
 * is ranked among those instead of sorting tens of thousands of rows per keystroke), the kinds
 * read at once (matchRows). Only rows whose brand lies in the kind's subtrees of `scope` are ever
 * answered. The caller drains the queue first (drainSearchQueue).
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
  // The kinds at once: on PostgreSQL each takes its own connection, and a search waits for the slowest.
  await Promise.all(
    SEARCH_KINDS.map(async (kind) => {
      if (scope[kind].length > 0)
        found[kind] = await matchRows(db, scope[kind], kind, folded, mode, smallScopeRows);
    }),
  );
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
 * first (it stops at the limit) or, for a prefix, the name index. PostgreSQL: newestMatches (a
 * small scope reads its own rows through the scope index; a large one walks the kind's newest rows
 * while the match is common, then reads the rest through the trigram or name index).
 */
async function matchRows(
  db: Kysely<Database>,
  paths: readonly string[],
  kind: SearchKind,
  folded: string,
  mode: SearchMode,
  smallScopeRows: number,
): Promise<Match[]> {
  if (isPostgres(db)) {
    const rows = await newestMatches(
      db,
      kind,
      paths,
      likeMatch(folded, mode),
      'name_folded',
      COUNT_LIMIT + 1,
      await readsOwnScope(db, paths, kind, mode, smallScopeRows),
      // A small scope through the scope index: a LIKE per word costs little on each of its rows,
      // less than reading its brands first (the FUZZY pass's many trigrams do not: fuzzyRows).
      0,
    );
    return rows.map(({ id, folded: name_folded, recency }) => ({ id, name_folded, recency }));
  }
  if (await readsOwnScope(db, paths, kind, mode, smallScopeRows)) {
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
  if (mode === 'SUBSTRING') {
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
      inScope(eb, paths),
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
      // `+`, so the planner never takes the scope index for the kind (it walks the name index).
      .where(sql<SqlBool>`+e.kind = ${sql.lit(kind)}`)
      .where((eb) => inScope(eb, paths))
      .where((eb) => prefixMatch(eb, folded))
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
 * Whether a search of `kind` reads the scope's own entries of the scope index: the subtrees hold
 * at most `smallScopeRows` rows of the kind and, unless the match is a PREFIX on SQLite (its name
 * index holds every kind), less than half of all its rows: a scope holding most of the kind, such
 * as an enterprise owner's locations, is served better by the kind's own indexes, whose matches
 * then lie mostly inside it. (PostgreSQL reads such a PREFIX through the kind's newest rows too:
 * reading twenty thousand locations by their scope took longer than a walk.)
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
  if (mode === 'PREFIX' && !isPostgres(db)) return true;
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
        select 1 from search_entries as e ${isPostgres(db) ? sql`` : sql`indexed by search_entries_scope`}
        where e.kind = ${kind} and e.brand_path >= ${path} and e.brand_path < ${`${path}~`}
        limit ${cap - total}) as counted`.execute(db);
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

/**
 * SQLite: the brand of the row lies in one of the subtrees: its copied path in a range per subtree
 * (none: false), without a join to the brands. The column is written `+e.brand_path` so that the
 * planner never walks the scope index here (the match narrows first).
 */
function inScope(eb: Eb, paths: readonly string[]): Expression<SqlBool> {
  if (paths.length === 0) return sql<SqlBool>`1 = 0`;
  const column = sql<string>`+e.brand_path`;
  return eb.or(paths.map((path) => eb.and([eb(column, '>=', path), eb(column, '<', `${path}~`)])));
}

/** `%`, `_` and `\` of a LIKE pattern taken literally (PostgreSQL's default escape is `\`). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * SQLite: the folded name starts with `folded`. SQLite compares text by its UTF-8 bytes: every
 * string starting with `folded` sorts in [folded, folded + U+10FFFF), an index range.
 */
function prefixMatch(eb: Eb, folded: string): Expression<SqlBool> {
  return eb.and([eb('e.name_folded', '>=', folded), eb('e.name_folded', '<', `${folded}\u{10FFFF}`)]);
}

/**
 * PostgreSQL: what a row of a PREFIX or SUBSTRING search must match (see SearchMode): its folded
 * name starts with the query, or its folded text holds every word.
 */
function likeMatch(folded: string, mode: SearchMode): LikeMatch {
  return mode === 'PREFIX'
    ? { column: 'name_folded', groups: [[`${likeLiteral(folded)}%`]] }
    : { column: 'text_folded', groups: queryWords(folded).map((word) => [`%${likeLiteral(word)}%`]) };
}

/** A phrase of an FTS5 query: the text in double quotes, its own quotes doubled. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
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
  const score = fuzzyScorer(folded);
  const found: Match[][] = await Promise.all(
    SEARCH_KINDS.map(async (kind) => {
      if (scope[kind].length === 0 || wordGrams.length === 0) return [];
      const rows = await fuzzyRows(db, scope[kind], kind, wordGrams, smallScopeRows);
      return rows
        .map((row) => ({ row, score: score(row.text_folded) }))
        .filter((entry) => entry.score > 0)
        .sort(
          (a, b) =>
            b.score - a.score ||
            (a.row.recency < b.row.recency ? 1 : a.row.recency > b.row.recency ? -1 : 0) ||
            Number(b.row.id) - Number(a.row.id),
        )
        .map(({ row }) => ({ id: Number(row.id), name_folded: '', recency: row.recency }));
    }),
  );
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

/**
 * FUZZY: the FUZZY_CANDIDATES newest rows of the kind in the subtrees holding, for each word's
 * trigrams `wordGrams`, at least one of them. SQLite: the scope index for a small scope, else the
 * kind's FTS5 table; PostgreSQL: newestMatches (a small scope with few brands through their
 * index and the trigram index at once, the trigrams' LIKEs checked on the rows in both only).
 */
async function fuzzyRows(
  db: Kysely<Database>,
  paths: readonly string[],
  kind: SearchKind,
  wordGrams: readonly string[][],
  smallScopeRows: number,
): Promise<{ id: number; text_folded: string; recency: string }[]> {
  const small = await readsOwnScope(db, paths, kind, 'FUZZY', smallScopeRows);
  if (isPostgres(db)) {
    const match: LikeMatch = {
      column: 'text_folded',
      groups: wordGrams.map((list) => list.map((gram) => `%${likeLiteral(gram)}%`)),
    };
    const rows = await newestMatches(db, kind, paths, match, 'text_folded', FUZZY_CANDIDATES, small);
    return rows.map(({ id, folded: text_folded, recency }) => ({ id, text_folded, recency }));
  }
  if (small) {
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
    const { rows } = await sql<{ id: number; text_folded: string; recency: string }>`
      select e.id, e.text_folded, e.recency
      from search_entries as e indexed by search_entries_scope
      where e.kind = ${kind} and (${sql.join(
        paths.map((path) => sql`(e.brand_path >= ${path} and e.brand_path < ${`${path}~`})`),
        sql` or `,
      )}) and ${grams}
      order by e.id desc limit ${FUZZY_CANDIDATES}`.execute(db);
    return rows;
  }
  const table = sql.table(ftsTableOf(kind));
  return db
    .selectFrom('search_entries as e')
    .where(sql<SqlBool>`+e.kind = ${sql.lit(kind)}`)
    .where((eb) => inScope(eb, paths))
    .where(
      sql<SqlBool>`e.id in (select rowid from ${table} where ${table} match ${wordGrams
        .map((list) => `(${list.map(ftsPhrase).join(' OR ')})`)
        .join(' AND ')} order by rowid desc limit ${FUZZY_CANDIDATES * 4})`,
    )
    .select(['e.id', 'e.text_folded', 'e.recency'])
    .orderBy('e.id', 'desc')
    .limit(FUZZY_CANDIDATES)
    .execute();
}
