import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';

/**
 * Paging of the logbook's day view and search (issue #36), on SQLite and on PostgreSQL
 * (`npm run test:server:pg -- tests/server/gateway/logbook`): pages are disjoint and in order,
 * `total` counts what the caller may read and what passes the filters, the carried-over items
 * head every page without being counted, and bounds out of range are 400 with a code.
 * manager@ reads every type at Portland Downtown; dashboards@ reads GENERAL only.
 */

interface Entry {
  id: number;
  type: string;
  date: string;
  author: { id: string };
}
interface Page {
  entries: Entry[];
  total: number;
  offset: number;
  limit: number;
}
interface Day extends Page {
  carried_over: Entry[];
}

let server: TestServer;
let manager: Session;
let generalOnly: Session;
let downtown: number;
let grill: number;
const DAY = '2031-06-17';
const EARLIER = '2031-06-10';
const WORD = 'Pagingword';

async function get<T>(session: Session, path: string) {
  const response = await call(server, 'GET', path, { session });
  return { status: response.statusCode, json: response.json<{ data: T; error?: { code: string } }>() };
}

async function write(session: Session, fields: Record<string, unknown>) {
  const response = await call(server, 'POST', `/v1/brands/${downtown}/logbook/entries`, {
    session,
    body: { date: DAY, type: 'GENERAL', title: `${WORD} note`, body: 'Text', ...fields },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Entry }>().data;
}

const written: Entry[] = [];
let carried: Entry;

beforeAll(async () => {
  server = await startGatewayServer();
  [manager, generalOnly] = await Promise.all([
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'dashboards@demo.brigade.test'),
  ]);
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
  grill = await brandId(server.db, 'Harbor Grill');
  carried = await write(manager, { date: EARLIER, type: 'INCIDENT', title: `${WORD} open leak` });
  // Seven of the day: four GENERAL by manager@, two INCIDENT by manager@, one GENERAL by dashboards@.
  for (const type of ['GENERAL', 'INCIDENT', 'GENERAL', 'INCIDENT', 'GENERAL', 'GENERAL'])
    written.push(await write(manager, { type, title: `${WORD} ${type} ${written.length}` }));
  written.push(await write(generalOnly, { title: `${WORD} by another` }));
});
afterAll(() => server.close());

const ids = (entries: readonly Entry[]) => entries.map((entry) => entry.id);
const dayPath = (query: string) => `/v1/brands/${downtown}/logbook/day?date=${DAY}&${query}`;

describe('day view', () => {
  it('pages are disjoint, oldest first, and say the total; the carried-over items head every page uncounted', async () => {
    const pages = await Promise.all(
      [0, 3, 6].map((offset) => get<Day>(manager, dayPath(`limit=3&offset=${offset}`))),
    );
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200]);
    expect(pages.map((page) => page.json.data.total)).toEqual([7, 7, 7]);
    expect(pages.map((page) => [page.json.data.offset, page.json.data.limit])).toEqual([
      [0, 3],
      [3, 3],
      [6, 3],
    ]);
    expect(pages.flatMap((page) => ids(page.json.data.entries))).toEqual(ids(written));
    for (const page of pages) expect(ids(page.json.data.carried_over)).toContain(carried.id);
    const beyond = await get<Day>(manager, dayPath('offset=50'));
    expect([beyond.json.data.entries, beyond.json.data.total]).toEqual([[], 7]);
  });

  it('without paging it answers the first page of the default size', async () => {
    const day = await get<Day>(manager, `/v1/brands/${downtown}/logbook/day?date=${DAY}`);
    expect([day.json.data.offset, day.json.data.limit, day.json.data.total]).toEqual([0, 50, 7]);
  });

  it('filters by type and author apply to the entries, the total and the carried-over items', async () => {
    const general = await get<Day>(manager, dayPath('type=GENERAL&limit=2&offset=2'));
    expect(general.json.data.total).toBe(5);
    expect(ids(general.json.data.entries)).toEqual(
      ids(written.filter((entry) => entry.type === 'GENERAL').slice(2, 4)),
    );
    expect(general.json.data.carried_over).toEqual([]);
    const incidents = await get<Day>(manager, dayPath('type=INCIDENT'));
    expect(incidents.json.data.total).toBe(2);
    expect(ids(incidents.json.data.carried_over)).toContain(carried.id);
    const another = await userIdOf(server.db, 'dashboards@demo.brigade.test');
    const byAnother = await get<Day>(manager, dayPath(`author=${encodeURIComponent(another)}`));
    expect([byAnother.json.data.total, ids(byAnother.json.data.entries)]).toEqual([1, [written[6]!.id]]);
  });

  it('a person limited to GENERAL counts GENERAL entries only, even when asking for INCIDENT', async () => {
    const day = await get<Day>(generalOnly, dayPath('limit=2'));
    expect(day.json.data.total).toBe(5);
    expect(day.json.data.carried_over).toEqual([]);
    const asked = await get<Day>(generalOnly, dayPath('type=INCIDENT'));
    expect([asked.status, asked.json.data.total, asked.json.data.entries]).toEqual([200, 0, []]);
  });
});

describe('search', () => {
  const searchPath = (query: string, brand = downtown) =>
    `/v1/brands/${brand}/logbook/search?q=${WORD}&${query}`;

  it('pages are disjoint, newest day first, and say how many match', async () => {
    const first = await get<Page>(manager, searchPath('limit=5'));
    const second = await get<Page>(manager, searchPath('limit=5&offset=5'));
    expect([first.status, first.json.data.total, second.json.data.total]).toEqual([200, 8, 8]);
    const all = [...first.json.data.entries, ...second.json.data.entries];
    expect(new Set(ids(all)).size).toBe(8);
    expect(ids(all).at(-1)).toBe(carried.id);
    expect(ids(all).slice(0, 7)).toEqual(ids(written).reverse());
  });

  it('a person limited to GENERAL counts only the GENERAL matches, across the brand', async () => {
    const found = await get<Page>(generalOnly, searchPath('limit=2', grill));
    expect([found.json.data.total, found.json.data.entries.length]).toEqual([5, 2]);
    expect(found.json.data.entries.every((entry) => entry.type === 'GENERAL')).toBe(true);
  });
});

describe('bad paging', () => {
  it.each(['limit=0', 'limit=101', 'offset=-1', 'offset=many', 'limit=2.5', 'type=GOSSIP', 'author='])(
    'day view with %s: 400 VALIDATION.INVALID',
    async (query) => {
      const answer = await get<Day>(manager, dayPath(query));
      expect([answer.status, answer.json.error?.code]).toEqual([400, 'VALIDATION.INVALID']);
    },
  );

  it.each(['limit=51', 'limit=0', 'offset=-5'])('search with %s: 400 VALIDATION.INVALID', async (query) => {
    const answer = await get<Page>(manager, `/v1/brands/${downtown}/logbook/search?q=${WORD}&${query}`);
    expect([answer.status, answer.json.error?.code]).toEqual([400, 'VALIDATION.INVALID']);
  });
});
