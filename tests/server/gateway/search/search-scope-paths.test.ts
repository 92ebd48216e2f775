import type { Kysely } from 'kysely';
import { foldSearchText } from '../../../../src-domain/index';
import type { Database } from '../../../../server/db/schema';
import { foldFields, insertEntries } from '../../../../server/gateway/search/search-index.repository';
import { searchIndex, type SearchScope } from '../../../../server/gateway/search/search.repository';
import type { TestServer } from '../../../support/test-server';
import { startGatewayServer } from '../gateway.harness';

// Issue #37: on SQLite a caller whose subtree holds few rows of a kind is searched through the
// scope index (migration 0061), a large one through the trigram and name indexes. Both paths must
// give the same answer, and neither may answer a row outside the subtree. (PostgreSQL chooses
// between its own two paths the same way, search-newest.repository.ts; the test runs there too.)

let server: TestServer;
let db: Kysely<Database>;
let inside: { id: number; path: string };
let outside: { id: number; path: string };
const stamp = Date.now().toString(36);

afterAll(() => server?.close());

beforeAll(async () => {
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
  const people = ['José Quixaria', 'Josefina Quixaria', 'محمد Quixaria', 'Olivia Quixar', 'Quixaria Mo'];
  const rows = [inside, outside].flatMap((brand, side) =>
    people.map((name, index) => ({
      kind: 'CANDIDATE',
      ref_id: `scope-paths-${stamp}-${side}-${index}`,
      user_id: `scope-paths-${stamp}-${side}-${index}`,
      brand_id: brand.id,
      brand_path: brand.path,
      title: `${name} ${side === 0 ? 'Inside' : 'Outside'}`,
      subtitle: 'Line Cook',
      name_folded: foldSearchText(`${name} ${side === 0 ? 'Inside' : 'Outside'}`),
      text_folded: foldFields([`${name} ${side === 0 ? 'Inside' : 'Outside'}`, 'Line Cook', `q${stamp}`]),
      recency: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    })),
  );
  await insertEntries(db, rows);
});

describe('search paths (issue #37)', () => {
  it.each([
    ['a whole name', 'jose quixaria'],
    ['a prefix of two letters', 'jo'],
    ['an Arabic prefix', 'مح'],
    ['a substring with a short word', 'quixaria mo'],
    ['a typo', 'olvia quixar'],
  ])('the scope index and the trigram index find the same rows for %s, all inside', async (_what, term) => {
    const scope: SearchScope = { CANDIDATE: [inside.path], LOCATION: [], MEMBER: [] };
    const page = { kinds: ['CANDIDATE'] as const, limit: 50, offset: 0 };
    const folded = foldSearchText(term);
    const small = await searchIndex(db, scope, folded, page);
    const large = await searchIndex(db, scope, folded, page, 0);
    const titles = (answer: typeof small) =>
      answer.pages[0]!.hits.filter((hit) => hit.ref_id.startsWith(`scope-paths-${stamp}`)).map(
        (hit) => hit.title,
      );
    expect(titles(small).length).toBeGreaterThan(0);
    expect(titles(small).every((title) => title.endsWith(' Inside'))).toBe(true);
    expect(titles(large)).toEqual(titles(small));
    expect(large.mode).toBe(small.mode);
    expect(
      small.pages[0]!.hits.every(
        (hit) => hit.brand_id === inside.id || hit.ref_id.indexOf('scope-paths') < 0,
      ),
    ).toBe(true);
  });
});
