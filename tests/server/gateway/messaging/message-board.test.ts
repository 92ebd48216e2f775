import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';
import { applicationOf, multipart } from './messaging.harness';

/**
 * The message board is computed once per (brand, reader, scope, archived) and kept while the
 * revisions of migrations 0026 and 0027 hold (server/gateway/messaging/board-cache.ts): every board here
 * is read twice before a write, so the read after the write would be the stale one if a write
 * did not invalidate it. One file over 400 lines because every write that must invalidate the
 * cached board is listed here beside the others, against one seeded server.
 */
let server: TestServer;
let candidate: Session;
let owner: Session;
let manager: Session;
let downtown: number;
let caseyThread: number;

beforeAll(async () => {
  server = await startGatewayServer();
  [candidate, owner, manager] = await Promise.all([
    signIn(server, 'candidate@demo.brigade.test'),
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
  ]);
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
  caseyThread = await applicationOf(
    server.db,
    'candidate@demo.brigade.test',
    'Server',
    'Harbor Grill Portland Downtown',
  );
});
afterAll(() => server.close());

interface Board {
  total_applications: number;
  unread_messages: number;
  statuses: { status: string; applications: number; unread: number }[];
  positions: { id: number; title: string; applications: number; unread: number }[];
  locations: { id: number; name: string; applications: number; unread: number }[];
}

async function board(session: Session, query = ''): Promise<Board> {
  const response = await call(server, 'GET', `/v1/groups/${downtown}/employer/message_baord_data${query}`, {
    session,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Board }>().data;
}

/** The board read twice (the second answer from the cache), both answers the same. */
async function warmBoard(session: Session, query = ''): Promise<Board> {
  const first = await board(session, query);
  expect(await board(session, query)).toEqual(first);
  return first;
}

/** The reader's unread count at Portland Downtown, from the uncached call. */
async function unreadCount(session: Session): Promise<number> {
  const response = await call(server, 'GET', `/v1/groups/${downtown}/unread_message_count_employer`, {
    session,
  });
  return response.json<{ data: { count: number } }>().data.count;
}

const statusOf = (value: Board, status: string) => value.statuses.find((entry) => entry.status === status);

describe('message board kept per reader and revision', () => {
  it('answers each reader their own unread counts, however the reads interleave', async () => {
    // Each user's read revision counts on its own: two readers may stand at the same number.
    for (const email of ['manager@demo.brigade.test', 'owner@demo.brigade.test']) {
      await server.db
        .insertInto('hiring_reader_revisions')
        .values({ user_id: await userIdOf(server.db, email), revision: 1000 })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ revision: 1000 }))
        .execute();
    }
    const managers = await warmBoard(manager);
    const owners = await warmBoard(owner);
    // manager@ read some of Portland Downtown's candidates' messages, owner@ none of them.
    expect(managers.unread_messages).toBe(await unreadCount(manager));
    expect(owners.unread_messages).toBe(await unreadCount(owner));
    expect(managers.unread_messages).toBeLessThan(owners.unread_messages);
    expect(await board(manager)).toEqual(managers);
    expect(await board(owner)).toEqual(owners);
  });

  it('counts a candidate’s new message on the next board of every reader', async () => {
    const [managers, owners] = [await warmBoard(manager), await warmBoard(owner)];
    const form = multipart({ message_body: 'Could we move the interview to Friday?' });
    const sent = await server.app.inject({
      method: 'POST',
      url: `/api/core/v1/applications/${caseyThread}/messages`,
      headers: { authorization: `Bearer ${candidate.accessToken}`, ...form.headers },
      payload: form.payload,
    });
    expect(sent.statusCode).toBe(200);
    const after = await board(manager);
    expect(after.unread_messages).toBe(managers.unread_messages + 1);
    expect(statusOf(after, 'INTERVIEW')?.unread).toBe((statusOf(managers, 'INTERVIEW')?.unread ?? 0) + 1);
    expect((await board(owner)).unread_messages).toBe(owners.unread_messages + 1);
  });

  it('lowers only the marking reader’s board when they read a message', async () => {
    const [managers, owners] = [await warmBoard(manager), await warmBoard(owner)];
    const unread = await server.db
      .selectFrom('application_messages as m')
      .innerJoin('applications as a', 'a.id', 'm.application_id')
      .select('m.id')
      .where('m.application_id', '=', caseyThread)
      .whereRef('m.sender_user_id', '=', 'a.candidate_user_id')
      .orderBy('m.id', 'desc')
      .executeTakeFirstOrThrow();
    const marked = await call(server, 'POST', '/v1/message_is_read', {
      session: manager,
      body: [{ message_id: unread.id, is_read: true }],
    });
    expect(marked.statusCode).toBe(200);
    expect((await board(manager)).unread_messages).toBe(managers.unread_messages - 1);
    expect(await board(owner)).toEqual(owners);
  });

  it('moves the counts on a status change and leaves an archived application out', async () => {
    const before = await warmBoard(manager);
    const withArchived = await warmBoard(manager, '?include_archived=true');
    const patch = (body: unknown) =>
      call(server, 'PATCH', `/v1/applications/${caseyThread}`, { session: manager, body });
    expect((await patch({ status: 'OFFERED' })).statusCode).toBe(200);
    const moved = await board(manager);
    expect(statusOf(moved, 'INTERVIEW')?.applications).toBe(statusOf(before, 'INTERVIEW')!.applications - 1);
    expect(statusOf(moved, 'OFFERED')?.applications).toBe(statusOf(before, 'OFFERED')!.applications + 1);
    expect((await patch({ archived: true })).statusCode).toBe(200);
    expect((await board(manager)).total_applications).toBe(before.total_applications - 1);
    expect((await board(manager, '?include_archived=true')).total_applications).toBe(
      withArchived.total_applications,
    );
    expect((await patch({ status: 'INTERVIEW', archived: false })).statusCode).toBe(200);
    expect(await board(manager)).toEqual(before);
  });

  it('shows a renamed position and location on the next board, whoever renamed them', async () => {
    const before = await warmBoard(manager);
    const position = before.positions[0]!;
    await server.db
      .updateTable('positions')
      .set({ title: `${position.title} (nights)` })
      .where('id', '=', position.id)
      .execute();
    expect((await board(manager)).positions.find((entry) => entry.id === position.id)?.title).toBe(
      `${position.title} (nights)`,
    );
    await server.db
      .updateTable('brands')
      .set({ name: 'Harbor Grill Downtown' })
      .where('id', '=', downtown)
      .execute();
    const after = await board(manager);
    expect(after.locations.map((entry) => entry.name)).toEqual(['Harbor Grill Downtown']);
  });
});

/**
 * Boards of a small tree of the test's own under Harbor Hospitality Group (owner@ reads it
 * whole): T with a position of its own and two branches, A (locations A1, A2) and B (location
 * B1). T and A have two children each, so their boards are composed from their children's kept
 * boards (message-board.ts); B's is computed in one statement. After every kind of write each
 * board must equal the one counted here straight from the messages and read marks, and a write
 * in one branch must leave the other branch's revision (migration 0027) and answer as they were.
 */
describe('message board exact after each kind of write, per branch', () => {
  const tree: Record<'T' | 'A' | 'B' | 'A1' | 'A2' | 'B1', { id: number; path: string }> = {} as never;
  const threads: Record<'T' | 'A1' | 'A2' | 'B1', number> = {} as never;
  let candidateId: string;
  let ownerId: string;

  beforeAll(async () => {
    const db = server.db;
    [candidateId, ownerId] = await Promise.all([
      userIdOf(db, 'candidate@demo.brigade.test'),
      userIdOf(db, 'owner@demo.brigade.test'),
    ]);
    const harbor = await db
      .selectFrom('brands')
      .select(['id', 'path', 'group_id'])
      .where('name', '=', 'Harbor Hospitality Group')
      .executeTakeFirstOrThrow();
    const top = await db
      .selectFrom('brands')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    let next = Number(top.id) + 1;
    const now = new Date().toISOString();
    const add = async (name: string, parent: { id: number; path: string }) => {
      const id = next++;
      const path = `${parent.path}${id}/`;
      await db
        .insertInto('brands')
        .values({
          id,
          type: 'LOCATION',
          group_id: harbor.group_id,
          parent_id: parent.id,
          path,
          name,
          access_type: 'FULL',
          archived: 0,
          created_at: now,
        })
        .execute();
      return { id, path };
    };
    tree.T = await add('Board Test Tree', harbor);
    tree.A = await add('Board Test Branch A', tree.T);
    tree.B = await add('Board Test Branch B', tree.T);
    tree.A1 = await add('Board Test A1', tree.A);
    tree.A2 = await add('Board Test A2', tree.A);
    tree.B1 = await add('Board Test B1', tree.B);
    for (const name of ['T', 'A1', 'A2', 'B1'] as const) {
      const position = await db
        .insertInto('positions')
        .values({
          brand_id: tree[name].id,
          title: `Board test ${name} host`,
          category: 'FOH',
          level: 'ENTRY',
          is_template: 0,
          archived: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      threads[name] = await newApplication(position.id, 'INTERVIEW');
      await sendAsCandidate(threads[name], `Hello from ${name}`);
    }
  });

  async function newApplication(positionId: number, status: string): Promise<number> {
    const row = await server.db
      .insertInto('applications')
      .values({
        position_id: positionId,
        candidate_user_id: candidateId,
        status,
        archived: 0,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function sendAsCandidate(application: number, text: string): Promise<number> {
    const form = multipart({ message_body: text });
    const sent = await server.app.inject({
      method: 'POST',
      url: `/api/core/v1/applications/${application}/messages`,
      headers: { authorization: `Bearer ${candidate.accessToken}`, ...form.headers },
      payload: form.payload,
    });
    expect(sent.statusCode).toBe(200);
    const last = await server.db
      .selectFrom('application_messages')
      .select('id')
      .where('application_id', '=', application)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return last.id;
  }

  async function boardOf(
    brand: number,
  ): Promise<Board & { positions_total: number; locations_total: number }> {
    const response = await call(server, 'GET', `/v1/groups/${brand}/employer/message_baord_data`, {
      session: owner,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Board & { positions_total: number; locations_total: number } }>().data;
  }

  /** The board of `brand` for owner@, counted from the raw messages and read marks (no counters). */
  async function expected(brand: { id: number; path: string }) {
    const rows = await server.db
      .selectFrom('applications as a')
      .innerJoin('positions as p', 'p.id', 'a.position_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select((eb) => [
        'a.status',
        'p.id as position_id',
        'p.title',
        'b.id as brand_id',
        'b.name',
        eb
          .selectFrom('application_messages as m')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('m.application_id', '=', 'a.id')
          .whereRef('m.sender_user_id', '=', 'a.candidate_user_id')
          .where((inner) =>
            inner.not(
              inner.exists(
                inner
                  .selectFrom('message_reads as r')
                  .select('r.message_id')
                  .whereRef('r.message_id', '=', 'm.id')
                  .where('r.user_id', '=', ownerId),
              ),
            ),
          )
          .as('unread'),
      ])
      .where('b.path', '>=', brand.path)
      .where('b.path', '<', `${brand.path}~`)
      .where('a.archived', '=', 0)
      .execute();
    const tally = <K extends string | number>(key: (row: (typeof rows)[number]) => K) => {
      const counts = new Map<K, { applications: number; unread: number; label: string }>();
      for (const row of rows) {
        const held = counts.get(key(row)) ?? { applications: 0, unread: 0, label: '' };
        counts.set(key(row), {
          applications: held.applications + 1,
          unread: held.unread + Number(row.unread),
          label: '',
        });
      }
      return counts;
    };
    const order =
      <T extends { applications: number; unread: number }>(label: (value: T) => string) =>
      (a: T, b: T) =>
        b.unread - a.unread || b.applications - a.applications || label(a).localeCompare(label(b));
    const byStatus = tally((row) => row.status);
    const byPosition = tally((row) => row.position_id);
    const byLocation = tally((row) => row.brand_id);
    const title = new Map(rows.map((row) => [row.position_id, row.title]));
    const name = new Map(rows.map((row) => [row.brand_id, row.name]));
    return {
      brand_id: brand.id,
      total_applications: rows.length,
      unread_messages: rows.reduce((sum, row) => sum + Number(row.unread), 0),
      statuses: ['APPLIED', 'SCREENING', 'INTERVIEW', 'OFFERED', 'HIRED', 'REJECTED'].map((status) => ({
        status,
        applications: byStatus.get(status)?.applications ?? 0,
        unread: byStatus.get(status)?.unread ?? 0,
      })),
      positions: [...byPosition]
        .map(([id, { applications, unread }]) => ({ id, title: title.get(id) ?? '', applications, unread }))
        .sort(order((value) => value.title)),
      positions_total: byPosition.size,
      locations: [...byLocation]
        .map(([id, { applications, unread }]) => ({ id, name: name.get(id) ?? '', applications, unread }))
        .sort(order((value) => value.name)),
      locations_total: byLocation.size,
    };
  }

  const revisionOf = async (brand: number) =>
    (
      await server.db
        .selectFrom('hiring_brand_revisions')
        .select('revision')
        .where('brand_id', '=', brand)
        .executeTakeFirst()
    )?.revision ?? 0;

  /**
   * Warms the boards of T, A and B (each read twice), runs `write` in branch A (or moves
   * between branches), then checks every board against the count from the raw tables. When
   * `untouched` is given, that branch's revision and board must be as before the write.
   */
  async function afterWrite(write: () => Promise<void>, untouched?: 'A' | 'B') {
    const before: Record<string, Board> = {};
    for (const name of ['T', 'A', 'B'] as const) {
      before[name] = await boardOf(tree[name].id);
      expect(await boardOf(tree[name].id)).toEqual(before[name]);
    }
    const revision = untouched ? await revisionOf(tree[untouched].id) : 0;
    await write();
    for (const name of ['T', 'A', 'B'] as const) {
      expect(await boardOf(tree[name].id)).toEqual(await expected(tree[name]));
    }
    if (untouched) {
      expect(await revisionOf(tree[untouched].id)).toBe(revision);
      expect(await boardOf(tree[untouched].id)).toEqual(before[untouched]);
    }
    return before;
  }

  it('counts a candidate’s new message in its branch only', async () => {
    const before = await afterWrite(async () => {
      await sendAsCandidate(threads.A1, 'A second question');
    }, 'B');
    expect((await boardOf(tree.T.id)).unread_messages).toBe(before.T!.unread_messages + 1);
  });

  it('lowers the reader’s counts on a read mark', async () => {
    const message = await sendAsCandidate(threads.A2, 'Any news?');
    const before = await afterWrite(async () => {
      const marked = await call(server, 'POST', '/v1/message_is_read', {
        session: owner,
        body: [{ message_id: message, is_read: true }],
      });
      expect(marked.statusCode).toBe(200);
    });
    expect((await boardOf(tree.A.id)).unread_messages).toBe(before.A!.unread_messages - 1);
  });

  it('leaves an archived application out, in its branch only', async () => {
    const before = await afterWrite(async () => {
      const patched = await call(server, 'PATCH', `/v1/applications/${threads.A1}`, {
        session: owner,
        body: { archived: true },
      });
      expect(patched.statusCode).toBe(200);
    }, 'B');
    expect((await boardOf(tree.T.id)).total_applications).toBe(before.T!.total_applications - 1);
  });

  it('counts a new application, in its branch only', async () => {
    const position = await server.db
      .selectFrom('positions')
      .select('id')
      .where('brand_id', '=', tree.B1.id)
      .executeTakeFirstOrThrow();
    const before = await afterWrite(async () => {
      await newApplication(position.id, 'APPLIED');
    }, 'A');
    expect((await boardOf(tree.B.id)).total_applications).toBe(before.B!.total_applications + 1);
  });

  it('follows a location moved to the other branch', async () => {
    const before = await afterWrite(async () => {
      const path = `${tree.B.path}${tree.A2.id}/`;
      await server.db
        .updateTable('brands')
        .set({ parent_id: tree.B.id, path })
        .where('id', '=', tree.A2.id)
        .execute();
      tree.A2 = { id: tree.A2.id, path };
    });
    const [a, b] = [await boardOf(tree.A.id), await boardOf(tree.B.id)];
    expect(a.locations.map((entry) => entry.name)).not.toContain('Board Test A2');
    expect(b.locations.map((entry) => entry.name)).toContain('Board Test A2');
    expect(a.total_applications + b.total_applications).toBe(
      before.A!.total_applications + before.B!.total_applications,
    );
  });
});
