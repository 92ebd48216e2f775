import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';
import { applicationOf, multipart } from './messaging.harness';

/**
 * The message board is computed once per (brand, reader, scope, archived) and kept while the
 * revisions of migration 0026 hold (server/gateway/messaging/board-cache.ts): every board here
 * is read twice before a write, so the read after the write would be the stale one if a write
 * did not invalidate it.
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
