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
  fuzzyScore,
  mayBeFuzzy,
  queryWords,
  trigramsOf,
  usesTrigrams,
  type SearchMode,
} from './search-match.rules';

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

/** Rows a FUZZY search looks at, at most (those sharing a trigram with a long word). */
const FUZZY_CANDIDATES = 500;

type Eb = ExpressionBuilder<Database & { e: Database['search_entries'] }, 'e'>;

/**
 * The index rows matching the folded query `folded` (see SearchMode), counted per kind and a
 * page (`limit` from `offset`) of each kind in `kinds`, ranked: the exact name, then names
 * starting with the query, then the most recent (FUZZY: the closest, then the most recent).
 * Only rows whose brand lies in the kind's subtrees of `scope` are ever read. The caller drains
 * the queue first (drainSearchQueue).
 */
export async function searchIndex(
  db: Kysely<Database>,
  scope: SearchScope,
  folded: string,
  page: { kinds: readonly SearchKind[]; limit: number; offset: number },
): Promise<SearchAnswer> {
  const mode: SearchMode = usesTrigrams(folded) ? 'SUBSTRING' : 'PREFIX';
  const counted = await countAll(db, scope, folded, mode);
  if (mode === 'SUBSTRING' && SEARCH_KINDS.every((kind) => counted[kind] === 0) && mayBeFuzzy(folded)) {
    return fuzzySearch(db, scope, folded, page);
  }
  const counts = capCounts(counted);
  const pages = await Promise.all(
    page.kinds.map(async (kind) => ({
      kind,
      hits:
        counts.counts[kind] === 0 || page.offset >= counts.counts[kind]
          ? []
          : await db
              .selectFrom('search_entries as e')
              .innerJoin('brands as b', 'b.id', 'e.brand_id')
              .where('e.id', 'in', matchWindow(db, scope, kind, folded, mode))
              .select(HIT_COLUMNS)
              .orderBy(
                sql`case when e.name_folded = ${folded} then 0 when substr(e.name_folded, 1, ${[...folded].length}) = ${folded} then 1 else 2 end`,
              )
              .orderBy('e.recency', 'desc')
              .orderBy('e.id', 'desc')
              .limit(Math.min(page.limit, counts.counts[kind] - page.offset))
              .offset(page.offset)
              .execute()
              .then((rows) => rows.map(toHit)),
    })),
  );
  return { mode, ...counts, pages };
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

function toHit(row: Omit<SearchHit, 'kind'> & { kind: string }): SearchHit {
  return { ...row, kind: row.kind as SearchKind };
}

async function countAll(
  db: Kysely<Database>,
  scope: SearchScope,
  folded: string,
  mode: SearchMode,
): Promise<Record<SearchKind, number>> {
  const figures = await Promise.all(
    SEARCH_KINDS.map(async (kind) => {
      if (scope[kind].length === 0) return 0;
      // Counting stops one past COUNT_LIMIT: a common term never counts every row.
      const row = await db
        .selectFrom(matchWindow(db, scope, kind, folded, mode).as('matched'))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    }),
  );
  return { CANDIDATE: figures[0]!, LOCATION: figures[1]!, MEMBER: figures[2]! };
}

/**
 * The ids of the COUNT_LIMIT + 1 most recently indexed rows of one kind inside its scope that
 * match (all of them when fewer match): what is counted and ranked. A common term is thus ranked
 * among its most recent matches instead of sorting tens of thousands of rows per keystroke. On
 * SQLite the trigram index hands its matches newest first and stops at the limit.
 */
function matchWindow(
  db: Kysely<Database>,
  scope: SearchScope,
  kind: SearchKind,
  folded: string,
  mode: SearchMode,
) {
  if (mode === 'SUBSTRING' && !isPostgres(db)) {
    const words = queryWords(folded);
    const match = words
      .filter((word) => [...word].length >= SEARCH_TRIGRAM_MIN_LENGTH)
      .map(ftsPhrase)
      .join(' AND ');
    const eb = expressionBuilder<Database & { e: Database['search_entries'] }, 'e'>();
    const short = words.filter((word) => [...word].length < SEARCH_TRIGRAM_MIN_LENGTH);
    const checks = [
      eb('e.kind', '=', kind),
      inScope(eb, scope[kind]),
      ...short.map((word) => shortWord(db, word)),
    ];
    return db
      .selectFrom(sql<{ rowid: number }>`${sql.table(ftsTableOf(kind))}`.as('f'))
      .innerJoin('search_entries as e', (join) => join.on(sql<SqlBool>`e.id = f.rowid`))
      .where(sql<SqlBool>`${sql.table(ftsTableOf(kind))} match ${match}`)
      .where(eb.and(checks))
      .select('e.id')
      .orderBy(sql`f.rowid`, 'desc')
      .limit(COUNT_LIMIT + 1);
  }
  return base(db, scope, kind, folded, mode)
    .select('e.id')
    .orderBy('e.id', 'desc')
    .limit(COUNT_LIMIT + 1);
}

/** A word shorter than a trigram, found in the folded text (checked on what the index found). */
function shortWord(db: Kysely<Database>, word: string): Expression<SqlBool> {
  return sql<SqlBool>`${positionSql(db, sql`e.text_folded`, word)} > 0`;
}

/** The rows of one kind inside its scope that match the query in `mode`. */
function base(db: Kysely<Database>, scope: SearchScope, kind: SearchKind, folded: string, mode: SearchMode) {
  return (
    db
      .selectFrom('search_entries as e')
      // A literal, so PostgreSQL picks the kind's own (partial) trigram index.
      .where('e.kind', '=', sql.lit(kind))
      .where((eb) => inScope(eb, scope[kind]))
      .where((eb) => (mode === 'PREFIX' ? prefixMatch(db, eb, folded) : substringMatch(db, eb, folded, kind)))
  );
}

/**
 * The brand of the row lies in one of the subtrees: its copied path in a range per subtree (none:
 * false). Deliberately unindexed and without a join to the brands, so the match narrows first.
 */
function inScope(eb: Eb, paths: readonly string[]): Expression<SqlBool> {
  if (paths.length === 0) return sql<SqlBool>`1 = 0`;
  return eb.or(
    paths.map((path) => eb.and([eb('e.brand_path', '>=', path), eb('e.brand_path', '<', `${path}~`)])),
  );
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
  for (const word of short) checks.push(shortWord(db, word));
  return eb.and(checks);
}

/**
 * FUZZY: at most FUZZY_CANDIDATES rows per kind sharing a trigram with a long word of the query
 * (the trigram index on either dialect), scored in TypeScript (fuzzyScore, the same on both), the
 * ones above the threshold counted and paged.
 */
async function fuzzySearch(
  db: Kysely<Database>,
  scope: SearchScope,
  folded: string,
  page: { kinds: readonly SearchKind[]; limit: number; offset: number },
): Promise<SearchAnswer> {
  const grams = [...new Set(queryWords(folded).flatMap((word) => trigramsOf(word)))];
  const pg = isPostgres(db);
  const found = await Promise.all(
    SEARCH_KINDS.map(async (kind) => {
      if (scope[kind].length === 0 || grams.length === 0) return [];
      const rows = await db
        .selectFrom('search_entries as e')
        .where('e.kind', '=', sql.lit(kind))
        .where((eb) => inScope(eb, scope[kind]))
        .where((eb) =>
          pg
            ? eb.or(grams.map((gram) => eb('e.text_folded', 'like', `%${likeLiteral(gram)}%`)))
            : sql<SqlBool>`e.id in (select rowid from ${sql.table(ftsTableOf(kind))} where ${sql.table(ftsTableOf(kind))} match ${grams.map(ftsPhrase).join(' OR ')})`,
        )
        .innerJoin('brands as b', 'b.id', 'e.brand_id')
        .select([...HIT_COLUMNS, 'e.text_folded', 'e.id'])
        .limit(FUZZY_CANDIDATES)
        .execute();
      return rows
        .map((row) => ({ row, score: fuzzyScore(folded, row.text_folded) }))
        .filter((scored) => scored.score > 0)
        .sort(
          (a, b) =>
            b.score - a.score ||
            b.row.recency.localeCompare(a.row.recency) ||
            Number(b.row.id) - Number(a.row.id),
        )
        .map(({ row }) => toHit(row));
    }),
  );
  const counts = capCounts({
    CANDIDATE: found[0]!.length,
    LOCATION: found[1]!.length,
    MEMBER: found[2]!.length,
  });
  const pages = page.kinds.map((kind) => {
    const hits = found[SEARCH_KINDS.indexOf(kind)]!.slice(0, COUNT_LIMIT);
    return {
      kind,
      hits: hits.slice(page.offset, page.offset + page.limit).map(
        // Only the shared columns leave: the folded text and the row id stay inside.
        ({ kind: k, ref_id, user_id, brand_id, brand_name, title, subtitle, recency }) => ({
          kind: k,
          ref_id,
          user_id,
          brand_id,
          brand_name,
          title,
          subtitle,
          recency,
        }),
      ),
    };
  });
  return { mode: 'FUZZY', ...counts, pages };
}
