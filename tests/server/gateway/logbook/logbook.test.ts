import type { TestServer } from '../../../support/test-server';
import {
  brandId,
  call,
  INJECTION_STRINGS,
  signIn,
  startGatewayServer,
  userIdOf,
  type Session,
} from '../gateway.harness';

/**
 * The logbook (issue #36) against the real server, on SQLite and on PostgreSQL
 * (`npm run test:server:pg -- tests/server/gateway/logbook`): isolation by entry type, brand and
 * location; versions, soft deletion, follow-up and carry-over; search; bad input.
 * manager@ reads and writes every type at Portland Downtown; dashboards@ reads and writes GENERAL
 * only across Harbor Grill; manager2@ belongs to another brand.
 */

interface Entry {
  id: number;
  type: string;
  title: string;
  body: string;
  date: string;
  version: number;
  author: { id: string; name: string };
  follow_up: { status: string; assignee: { id: string } | null } | null;
  comment_count: number;
}
interface Day {
  entries: Entry[];
  carried_over: Entry[];
  readable_types: string[];
  writable_types: string[];
  team: { id: string; name: string; readable_types: string[] }[];
}

let server: TestServer;
let manager: Session;
let generalOnly: Session;
let otherBrand: Session;
let downtown: number;
let airport: number;
let grill: number;
const DAY = '2031-03-10';
const NEXT = '2031-03-11';

beforeAll(async () => {
  server = await startGatewayServer();
  [manager, generalOnly, otherBrand] = await Promise.all([
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'dashboards@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
  ]);
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
  airport = await brandId(server.db, 'Harbor Grill Portland Airport');
  grill = await brandId(server.db, 'Harbor Grill');
});
afterAll(() => server.close());

async function data<T>(
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) {
  const response = await call(server, method, path, { session, body });
  return { status: response.statusCode, json: response.json<{ data: T; error?: { code: string } }>() };
}

const write = (session: Session, fields: Record<string, unknown>, location = downtown) =>
  data<Entry>(session, 'POST', `/v1/brands/${location}/logbook/entries`, {
    date: DAY,
    type: 'GENERAL',
    title: 'A note',
    body: 'Text',
    ...fields,
  });

const entryCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('logbook_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('isolation by entry type', () => {
  let incident: Entry;
  const secret = 'Freezerbreakdown';

  beforeAll(async () => {
    const written = await write(manager, {
      type: 'INCIDENT',
      title: `${secret} in the kitchen`,
      body: 'Call the vendor',
    });
    expect(written.status).toBe(201);
    incident = written.json.data;
    expect((await write(manager, { title: 'Quiet evening' })).status).toBe(201);
  });

  it('a person limited to GENERAL never sees an INCIDENT in the day, the entry, search or counts', async () => {
    const day = await data<Day>(generalOnly, 'GET', `/v1/brands/${downtown}/logbook/day?date=${DAY}`);
    expect(day.status).toBe(200);
    expect(day.json.data.readable_types).toEqual(['GENERAL']);
    const seen = [...day.json.data.entries, ...day.json.data.carried_over];
    expect(seen.every((entry) => entry.type === 'GENERAL')).toBe(true);
    expect(seen.map((entry) => entry.id)).not.toContain(incident.id);

    const one = await data(generalOnly, 'GET', `/v1/brands/${downtown}/logbook/entries/${incident.id}`);
    expect([one.status, one.json.error?.code]).toEqual([404, 'LOGBOOK.ENTRY_NOT_FOUND']);

    const found = await data<{ entries: Entry[] }>(
      generalOnly,
      'GET',
      `/v1/brands/${grill}/logbook/search?q=${secret}`,
    );
    expect(found.status).toBe(200);
    expect(found.json.data.entries).toEqual([]);

    const week = await data<{ cells: { type: string; count: number }[] }>(
      generalOnly,
      'GET',
      `/v1/brands/${grill}/logbook/week?date=${DAY}`,
    );
    expect(week.status).toBe(200);
    expect(week.json.data.cells.length).toBeGreaterThan(0);
    expect(week.json.data.cells.every((cell) => cell.type === 'GENERAL')).toBe(true);

    // The writer sees all of it.
    const mine = await data<{ entries: Entry[] }>(
      manager,
      'GET',
      `/v1/brands/${downtown}/logbook/search?q=${secret}`,
    );
    expect(mine.json.data.entries.map((entry) => entry.id)).toEqual([incident.id]);
  });

  it('writes, edits, closes and comments of a type one may not write are refused and change nothing', async () => {
    const before = await entryCount();
    const created = await write(generalOnly, { type: 'INCIDENT' });
    expect([created.status, created.json.error?.code]).toEqual([403, 'LOGBOOK.WRITE_FORBIDDEN']);
    const closed = await data(
      generalOnly,
      'PUT',
      `/v1/brands/${downtown}/logbook/entries/${incident.id}/follow_up`,
      {
        status: 'CLOSED',
      },
    );
    expect(closed.status).toBe(404);
    expect(await entryCount()).toBe(before);
  });

  it('another brand’s manager is refused everywhere with a BRAND code', async () => {
    for (const [method, path, body] of [
      ['GET', `/v1/brands/${downtown}/logbook/day?date=${DAY}`, undefined],
      ['GET', `/v1/brands/${downtown}/logbook/entries/${incident.id}`, undefined],
      ['GET', `/v1/brands/${grill}/logbook/search?q=${secret}`, undefined],
      ['GET', `/v1/brands/${grill}/logbook/week?date=${DAY}`, undefined],
      [
        'POST',
        `/v1/brands/${downtown}/logbook/entries`,
        { date: DAY, type: 'GENERAL', title: 'x', body: '' },
      ],
      ['DELETE', `/v1/brands/${downtown}/logbook/entries/${incident.id}`, undefined],
    ] as const) {
      const answer = await data(otherBrand, method, path, body);
      expect([path, answer.status, answer.json.error?.code]).toEqual([path, 403, 'BRAND.FORBIDDEN']);
    }
  });

  it('a location where the caller holds no VIEW_LOGBOOK is 403 LOGBOOK.READ_FORBIDDEN', async () => {
    const mfa = await signIn(server, 'mfa@demo.brigade.test').catch(() => undefined);
    if (!mfa) return;
    const answer = await data(mfa, 'GET', `/v1/brands/${airport}/logbook/day?date=${DAY}`);
    expect([answer.status, answer.json.error?.code]).toEqual([403, 'LOGBOOK.READ_FORBIDDEN']);
  });
});

describe('text is stored and answered as text', () => {
  it.each(INJECTION_STRINGS)('%s comes back byte for byte', async (payload) => {
    const written = await write(manager, { title: payload, body: `**${payload}**`, shift: null });
    expect(written.status).toBe(201);
    expect(written.json.data.title).toBe(payload.trim());
    const one = await data<{ entry: Entry }>(
      manager,
      'GET',
      `/v1/brands/${downtown}/logbook/entries/${written.json.data.id}`,
    );
    expect(one.json.data.entry.body).toBe(`**${payload}**`);
  });
});

describe('bad input', () => {
  it.each([
    [{ title: '   ' }, 'LOGBOOK.TITLE_EMPTY'],
    [{ title: 'x'.repeat(121) }, 'LOGBOOK.TITLE_TOO_LONG'],
    [{ body: 'x'.repeat(4001) }, 'LOGBOOK.BODY_TOO_LONG'],
    [{ date: '2031-02-30' }, 'LOGBOOK.BAD_DATE'],
  ])('%j → 400 %s and nothing written', async (fields, code) => {
    const before = await entryCount();
    const answer = await write(manager, fields);
    expect([answer.status, answer.json.error?.code]).toEqual([400, code]);
    expect(await entryCount()).toBe(before);
  });

  it('an unknown type or shift, a date in another shape: 400 with a code', async () => {
    for (const fields of [{ type: 'GOSSIP' }, { date: '10/03/2031' }, { shift: 'NIGHT' }]) {
      const answer = await write(manager, fields);
      expect([fields, answer.status]).toEqual([fields, 400]);
      expect(answer.json.error?.code).toEqual(expect.any(String));
    }
    const search = await data(
      manager,
      'GET',
      `/v1/brands/${grill}/logbook/search?q=${encodeURIComponent('*"()')}`,
    );
    expect([search.status, search.json.error?.code]).toEqual([400, 'LOGBOOK.SEARCH_EMPTY']);
    const above = await data(manager, 'POST', `/v1/brands/${grill}/logbook/entries`, {
      date: DAY,
      type: 'GENERAL',
      title: 'x',
      body: '',
    });
    expect(above.status).toBe(403);
  });
});

describe('versions, deletion and follow-up', () => {
  it('an edit keeps the text it replaced; a stale edit is 409', async () => {
    const created = (await write(manager, { title: 'Version one', body: 'first' })).json.data;
    const path = `/v1/brands/${downtown}/logbook/entries/${created.id}`;
    const edited = await data<Entry>(manager, 'PUT', path, {
      shift: 'CLOSING',
      type: 'GENERAL',
      title: 'Version two',
      body: 'second',
      version: 1,
    });
    expect([edited.status, edited.json.data.version, edited.json.data.title]).toEqual([
      200,
      2,
      'Version two',
    ]);
    const stale = await data(manager, 'PUT', path, { type: 'GENERAL', title: 'Lost', body: '', version: 1 });
    expect([stale.status, stale.json.error?.code]).toEqual([409, 'LOGBOOK.STALE_VERSION']);
    const detail = await data<{ versions: { version: number; title: string }[] }>(manager, 'GET', path);
    expect(detail.json.data.versions.map((version) => [version.version, version.title])).toEqual([
      [2, 'Version two'],
      [1, 'Version one'],
    ]);
  });

  it('deletion is soft and audited', async () => {
    const created = (await write(manager, { title: 'To be deleted' })).json.data;
    const path = `/v1/brands/${downtown}/logbook/entries/${created.id}`;
    expect((await call(server, 'DELETE', path, { session: manager })).statusCode).toBe(204);
    expect((await data(manager, 'GET', path)).status).toBe(404);
    const row = await server.db
      .selectFrom('logbook_entries')
      .select('deleted_at')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const audit = await server.db
      .selectFrom('logbook_audit')
      .selectAll()
      .where('entry_id', '=', created.id)
      .execute();
    expect(audit.map((item) => [item.action, item.actor_user_id])).toEqual([
      ['DELETED', await userIdOf(server.db, 'manager@demo.brigade.test')],
    ]);
  });

  it('an open MAINTENANCE entry is carried over to the next days until it is closed', async () => {
    const created = (await write(manager, { type: 'MAINTENANCE', title: 'Fryer thermostat' })).json.data;
    expect(created.follow_up?.status).toBe('OPEN');
    const nextDay = async () =>
      (await data<Day>(manager, 'GET', `/v1/brands/${downtown}/logbook/day?date=${NEXT}`)).json.data;
    expect((await nextDay()).carried_over.map((entry) => entry.id)).toContain(created.id);
    const teammate = (await nextDay()).team.find(
      (person) => person.id !== created.author.id && person.readable_types.includes('MAINTENANCE'),
    );
    const path = `/v1/brands/${downtown}/logbook/entries/${created.id}/follow_up`;
    const outsider = await data(manager, 'PUT', path, {
      status: 'OPEN',
      assignee_id: await userIdOf(server.db, 'manager2@demo.brigade.test'),
    });
    expect([outsider.status, outsider.json.error?.code]).toEqual([400, 'LOGBOOK.ASSIGNEE_NOT_IN_TEAM']);
    const assigned = await data<Entry>(manager, 'PUT', path, {
      status: 'OPEN',
      assignee_id: teammate?.id ?? null,
    });
    expect(assigned.json.data.follow_up?.assignee?.id ?? null).toBe(teammate?.id ?? null);
    const closed = await data<Entry>(manager, 'PUT', path, {
      status: 'CLOSED',
      assignee_id: teammate?.id ?? null,
    });
    expect(closed.json.data.follow_up?.status).toBe('CLOSED');
    expect((await nextDay()).carried_over.map((entry) => entry.id)).not.toContain(created.id);
    const general = (await write(manager, { title: 'Nothing to close' })).json.data;
    const refused = await data(
      manager,
      'PUT',
      `/v1/brands/${downtown}/logbook/entries/${general.id}/follow_up`,
      {
        status: 'CLOSED',
      },
    );
    expect([refused.status, refused.json.error?.code]).toEqual([400, 'LOGBOOK.NOT_FOLLOWED_UP']);
  });

  it('an assignee who may not read the entry\u2019s type is refused, and the team says who reads what', async () => {
    // dashboards@ reads GENERAL only; on Downtown's team they would be offered without the check.
    const dana = await userIdOf(server.db, 'dashboards@demo.brigade.test');
    const member = await server.db
      .selectFrom('brand_memberships')
      .select('user_id')
      .where('user_id', '=', dana)
      .where('brand_id', '=', downtown)
      .executeTakeFirst();
    if (!member)
      await server.db
        .insertInto('brand_memberships')
        .values({ user_id: dana, brand_id: downtown, role: 'EMPLOYEE' })
        .execute();
    const day = (await data<Day>(manager, 'GET', `/v1/brands/${downtown}/logbook/day?date=${DAY}`)).json.data;
    expect(day.team.find((person) => person.id === dana)?.readable_types).toEqual(['GENERAL']);
    const incident = (await write(manager, { type: 'INCIDENT', title: 'Spill' })).json.data;
    const path = `/v1/brands/${downtown}/logbook/entries/${incident.id}/follow_up`;
    const refused = await data(manager, 'PUT', path, { status: 'OPEN', assignee_id: dana });
    expect([refused.status, refused.json.error?.code]).toEqual([409, 'LOGBOOK.ASSIGNEE_CANNOT_READ']);
    const kept = await data<Entry>(manager, 'GET', `/v1/brands/${downtown}/logbook/entries/${incident.id}`);
    expect(kept.json.data).toBeDefined();
    const reader = day.team.find((person) => person.readable_types.includes('INCIDENT'));
    const assigned = await data<Entry>(manager, 'PUT', path, { status: 'OPEN', assignee_id: reader!.id });
    expect(assigned.json.data.follow_up?.assignee?.id).toBe(reader!.id);
  });

  it('comments are kept in order and counted', async () => {
    const created = (await write(manager, { title: 'Discuss' })).json.data;
    const path = `/v1/brands/${downtown}/logbook/entries/${created.id}/comments`;
    await data(manager, 'POST', path, { body: 'First' });
    const second = await data<{ entry: Entry; comments: { body: string }[] }>(manager, 'POST', path, {
      body: '<b>Second</b>',
    });
    expect(second.status).toBe(201);
    expect(second.json.data.comments.map((comment) => comment.body)).toEqual(['First', '<b>Second</b>']);
    expect(second.json.data.entry.comment_count).toBe(2);
    const empty = await data(manager, 'POST', path, { body: '  ' });
    expect([empty.status, empty.json.error?.code]).toEqual([400, 'LOGBOOK.COMMENT_EMPTY']);
  });
});

describe('search', () => {
  it('finds Arabic words and word prefixes in the seeded entries', async () => {
    const arabic = await data<{ entries: Entry[] }>(
      manager,
      'GET',
      `/v1/brands/${downtown}/logbook/search?q=${encodeURIComponent('طلبية')}`,
    );
    expect(arabic.status).toBe(200);
    expect(arabic.json.data.entries.length).toBeGreaterThan(0);
    const prefix = await data<{ entries: Entry[] }>(
      manager,
      'GET',
      `/v1/brands/${downtown}/logbook/search?q=cool`,
    );
    expect(prefix.json.data.entries.some((entry) => entry.title.startsWith('Walk-in cooler'))).toBe(true);
  });
});
