import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { isPostgres } from '../../../../server/db/dialect';
import { TRIGRAM_PENDING_KB } from '../../../../server/db/migrations/0084_search_trigram_pending_limit';
import type { Database } from '../../../../server/db/schema';
import {
  insertEntries,
  type SearchEntryRow,
} from '../../../../server/gateway/search/search-index.repository';
import {
  FIRST_WALK_ROWS,
  newestMatches,
  type LikeMatch,
} from '../../../../server/gateway/search/search-newest.repository';
import type { TestServer } from '../../../support/test-server';
import { startGatewayServer } from '../gateway.harness';

// Issue #37: PostgreSQL reads a kind's newest matches by walking its newest rows while the match
// is common and through the indexes once it is rare (search-newest.repository.ts). Whichever way
// it goes, the answer must be the newest matching rows inside the scope, exactly what one plain
// query answers. Enough rows here for every step: a common word (every 5th row), a sparse one
// (every 40th), a rare one (every 97th), one only in the oldest rows, rows outside the scope with
// the same words.

const onPostgres = Boolean(process.env.TEST_POSTGRES_URL);
const describeOnPostgres = onPostgres ? describe : describe.skip;

let server: TestServer;
let db: Kysely<Database>;
let inside: { id: number; path: string };
let outside: { id: number; path: string };
const stamp = Date.now().toString(36);
const ROWS = FIRST_WALK_ROWS * 4;

afterAll(() => server?.close());

beforeAll(async () => {
  if (!onPostgres) return;
  server = await startGatewayServer();
  db = server.db;
  const locations = await db
    .selectFrom('brands')
    .select(['id', 'path'])
    .where('type', '=', 'LOCATION')
    .orderBy('id')
    .limit(2)
    .execute();
  [inside, outside] = [locations[0]!, locations[1]!];
  const rows: SearchEntryRow[] = [];
  for (let index = 0; index < ROWS; index++) {
    const brand = index % 3 === 0 ? outside : inside;
    const words = [
      `row${stamp}`,
      index % 5 === 0 ? `common${stamp}` : '',
      index % 97 === 0 ? `rare${stamp}` : '',
      index % 40 === 0 ? `sparse${stamp}` : '',
      index < 40 ? `oldest${stamp}` : '',
    ].filter((word) => word !== '');
    rows.push({
      kind: 'MEMBER',
      ref_id: `newest-${stamp}-${index}`,
      user_id: `newest-${stamp}-${index}`,
      brand_id: brand.id,
      brand_path: brand.path,
      title: `Person ${index}`,
      subtitle: '',
      name_folded: `person ${index}`,
      text_folded: `person ${index} ${words.join(' ')}`,
      recency: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    });
  }
  await insertEntries(db, rows);
  await sql`analyze search_entries`.execute(db);
}, 60_000);

/** What the read must answer: one plain query. */
async function expected(match: LikeMatch, limit: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    select e.id from search_entries as e
    where e.kind = 'MEMBER' and e.brand_path >= ${inside.path} and e.brand_path < ${`${inside.path}~`}
      and ${sql.join(
        match.groups.map(
          (patterns) =>
            sql`(${sql.join(
              patterns.map((pattern) => sql`${sql.ref(`e.${match.column}`)} like ${pattern}`),
              sql` or `,
            )})`,
        ),
        sql` and `,
      )}
    order by e.id desc limit ${limit}`.execute(db);
  return rows.rows.map((row) => Number(row.id));
}

describeOnPostgres('newest matches on PostgreSQL (issue #37)', () => {
  it.each([
    ['a common word (walked)', [[`%common${stamp}%`]], 1001],
    ['a rare word (read through the trigram index)', [[`%rare${stamp}%`]], 1001],
    ['a sparse word, few wanted (an id range read through both indexes)', [[`%sparse${stamp}%`]], 60],
    ['a word only in the oldest rows', [[`%oldest${stamp}%`]], 1001],
    ['every row (walked, stops at the limit)', [[`%row${stamp}%`]], 1001],
    ['a fuzzy match (groups of trigrams)', [[`%rar%`, `%xyz${stamp}%`], [`%row${stamp}%`]], 500],
    [
      'a fuzzy match of two words, found only in the oldest rows',
      [
        [`%oldest${stamp}%`, `%absent${stamp}%`],
        [`%row${stamp}%`, `%xyz${stamp}%`],
      ],
      500,
    ],
    [
      "a fuzzy match whose text holds a regular expression's metacharacter (taken literally)",
      [
        [`%ro.${stamp}%`, `%absent${stamp}%`],
        [`%row${stamp}%`, `%xyz${stamp}%`],
      ],
      500,
    ],
    ['nothing', [[`%absent${stamp}%`]], 1001],
  ])('%s: the newest matches inside the scope, as one plain query answers', async (_what, groups, limit) => {
    expect(isPostgres(db)).toBe(true);
    const match: LikeMatch = { column: 'text_folded', groups };
    const want = await expected(match, limit);
    // Large, small through its brands, small through the scope index (more brands than 0).
    for (const [small, brands] of [[false], [true], [true, 0]] as const) {
      const found = await newestMatches(
        db,
        'MEMBER',
        [inside.path],
        match,
        'name_folded',
        limit,
        small,
        brands,
      );
      expect(found.map((row) => row.id)).toEqual(want);
    }
  });

  /** A one-connection handle on the test database that keeps every query it runs (to explain the last). */
  function loggedDatabase() {
    const reads: CompiledQuery[] = [];
    const logged = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: server.config.databaseFile, max: 1 }),
      }),
      log: (event) => {
        if (event.level === 'query') reads.push(event.query);
      },
    });
    return { logged, reads };
  }

  it("a small scope of few brands reads its rows through the match's index, not every row of the scope", async () => {
    const { logged, reads } = loggedDatabase();
    try {
      const match: LikeMatch = { column: 'text_folded', groups: [[`%rare${stamp}%`]] };
      const found = await newestMatches(logged, 'MEMBER', [inside.path], match, 'name_folded', 1001, true);
      expect(found.map((row) => row.id)).toEqual(await expected(match, 1001));
      const read = reads.at(-1)!;
      const { rows } = await logged.executeQuery(
        CompiledQuery.raw(`explain (format json) ${read.sql}`, [...read.parameters]),
      );
      expect(JSON.stringify(rows)).toContain('search_entries_trgm_member');
    } finally {
      await logged.destroy();
    }
  });

  it("a fuzzy match of two words is read through the match's index for both at once (the owner's 'gonzales smith')", async () => {
    const { logged, reads } = loggedDatabase();
    try {
      // Only the oldest rows match: the walk finds none, and the rest is read through the index.
      const match: LikeMatch = {
        column: 'text_folded',
        groups: [
          [`%oldest${stamp}%`, `%absent${stamp}%`],
          [`%row${stamp}%`, `%xyz${stamp}%`],
        ],
      };
      const found = await newestMatches(logged, 'MEMBER', [inside.path], match, 'name_folded', 500, false);
      expect(found.map((row) => row.id)).toEqual(await expected(match, 500));
      const read = reads.at(-1)!;
      // These few rows are read faster whole or by id; the trigram index is what 200 000 take.
      await sql`set enable_seqscan = off`.execute(logged);
      await sql`set enable_indexscan = off`.execute(logged);
      const { rows } = await logged.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (format json) ${read.sql}`, [...read.parameters]),
      );
      // One scan of the trigram index holds both words: only the rows matching both are visited.
      const conditions = indexConditions(rows[0]!['QUERY PLAN']);
      expect(conditions.some((condition) => condition.includes('oldest') && condition.includes('row'))).toBe(
        true,
      );
    } finally {
      await logged.destroy();
    }
  });

  it('the trigram indexes keep a short list of rows not yet merged (migration 0084: every scan reads it)', async () => {
    const { rows } = await sql<{ name: string; options: string[] | null }>`
      select c.relname as name, c.reloptions as options from pg_class as c
      where c.relname like 'search_entries_trgm_%' order by c.relname`.execute(db);
    expect(rows.map((row) => row.name)).toEqual([
      'search_entries_trgm_candidate',
      'search_entries_trgm_location',
      'search_entries_trgm_member',
    ]);
    for (const row of rows) expect(row.options).toContain(`gin_pending_list_limit=${TRIGRAM_PENDING_KB}`);
  });

  it('a prefix of the name, and no subtree at all', async () => {
    const match: LikeMatch = { column: 'name_folded', groups: [['person 12%']] };
    const want = await expected(match, 1001);
    expect(want.length).toBeGreaterThan(10);
    const found = await newestMatches(db, 'MEMBER', [inside.path], match, 'name_folded', 1001, false);
    expect(found.map((row) => row.id)).toEqual(want);
    expect(await newestMatches(db, 'MEMBER', [], match, 'name_folded', 1001, false)).toEqual([]);
  });
});

/** Every "Index Cond" of an EXPLAIN (FORMAT JSON) plan. */
function indexConditions(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(indexConditions);
  if (typeof plan !== 'object' || plan === null) return [];
  return Object.entries(plan).flatMap(([key, value]) =>
    key === 'Index Cond' && typeof value === 'string' ? [value] : indexConditions(value),
  );
}
