import type { TestServer } from '../../support/test-server';
import { call, startGatewayServer } from './gateway.harness';

let server: TestServer;
beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());

const registration = (email: string) => ({ email, password: 'Idem-pass-12', first_name: 'Ida' });
const register = (email: string, key: string) =>
  call(server, 'POST', '/v1/users/registration', {
    body: registration(email),
    headers: { 'idempotency-key': key },
  });
const accounts = async (email: string) =>
  (await server.db.selectFrom('identity_users').select('id').where('email', '=', email).execute()).length;
const record = (key: string) =>
  server.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
const HOUR_MS = 3600 * 1000;

/** The record a request of an earlier, killed process left: claimed, unanswered. */
async function leftByKilledProcess(key: string, hashFrom: string, committed: boolean) {
  const first = await record(hashFrom);
  await server.db
    .insertInto('idempotency_keys')
    .values({
      ...first,
      key,
      status_code: null,
      response_body: null,
      content_type: null,
      committed_at: committed ? new Date().toISOString() : null,
    })
    .execute();
}

describe('Idempotency-Key records', () => {
  it('a keyed write marks its key committed in its own transaction; a refused one does not', async () => {
    expect((await register('mark@example.test', 'mark-1')).statusCode).toBe(200);
    expect(await record('mark-1')).toMatchObject({ status_code: 200, committed_at: expect.any(String) });
    const refused = await call(server, 'POST', '/v1/users/registration', {
      body: { email: 'not an e-mail', password: 'Idem-pass-12', first_name: 'Ida' },
      headers: { 'idempotency-key': 'mark-2' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await record('mark-2')).toMatchObject({ status_code: 400, committed_at: null });
  });

  it('409 IDEMPOTENCY.IN_PROGRESS only while the first request is running here', async () => {
    // Two requests with one key at once: the one that claims the key writes; the other meets it
    // still running (409) or, when the scheduler let the first answer already, gets its answer
    // replayed. Tried with fresh keys until the overlap happens (almost always the first try).
    let overlapped = false;
    for (let attempt = 0; attempt < 10 && !overlapped; attempt += 1) {
      const email = `twice-${attempt}@example.test`;
      const key = `twice-${attempt}`;
      const answers = await Promise.all([register(email, key), register(email, key)]);
      const written = answers.filter(
        (answer) => answer.statusCode === 200 && answer.headers['idempotent-replayed'] === undefined,
      );
      expect(written).toHaveLength(1);
      const other = answers.find((answer) => answer !== written[0])!;
      if (other.statusCode === 409) {
        overlapped = true;
        expect(other.json().error.code).toBe('IDEMPOTENCY.IN_PROGRESS');
      } else {
        expect(other.statusCode).toBe(200);
        expect(other.headers['idempotent-replayed']).toBe('true');
        expect(other.json()).toEqual(written[0]!.json());
      }
      const third = await register(email, key);
      expect(third.headers['idempotent-replayed']).toBe('true');
      expect(third.json()).toEqual(written[0]!.json());
      expect(await accounts(email)).toBe(1);
    }
    expect(overlapped).toBe(true);
  });

  it('a record left unanswered by a killed process, with nothing written, is carried out on repeat', async () => {
    await register('template-a@example.test', 'template-a');
    // Same body as the template's so the request hash matches.
    await leftByKilledProcess('template-a-again', 'template-a', false);
    await server.db.deleteFrom('identity_users').where('email', '=', 'template-a@example.test').execute();
    const repeat = await register('template-a@example.test', 'template-a-again');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBeUndefined();
    expect(await accounts('template-a@example.test')).toBe(1);
    expect(await record('template-a-again')).toMatchObject({ status_code: 200 });
  });

  it('a record whose write committed but whose answer was lost is 422 IDEMPOTENCY.ANSWER_LOST, never done twice', async () => {
    await register('template-b@example.test', 'template-b');
    await leftByKilledProcess('template-b-again', 'template-b', true);
    const before = await accounts('template-b@example.test');
    const repeat = await register('template-b@example.test', 'template-b-again');
    expect(repeat.statusCode).toBe(422);
    expect(repeat.json().error.code).toBe('IDEMPOTENCY.ANSWER_LOST');
    expect(await accounts('template-b@example.test')).toBe(before);
  });

  it('a key older than 24 h is free again, even for another request', async () => {
    expect((await register('old@example.test', 'old-1')).statusCode).toBe(200);
    await server.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * HOUR_MS).toISOString() })
      .where('key', '=', 'old-1')
      .execute();
    const reused = await register('newer@example.test', 'old-1');
    expect(reused.statusCode).toBe(200);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(await accounts('newer@example.test')).toBe(1);
  });
});

describe('sweep of expired keys', () => {
  it('on start deletes at most 20 000 keys older than 24 h, oldest first, and keeps the others', async () => {
    const fresh = await startGatewayServer();
    try {
      const old = new Date(Date.now() - 25 * HOUR_MS);
      const row = (key: string, createdAt: Date) => ({
        scope: 'guest:127.0.0.1',
        key,
        method: 'POST',
        path: '/api/core/v1/light_signup',
        request_hash: 'x',
        status_code: 200,
        response_body: '{}',
        content_type: 'application/json',
        created_at: createdAt.toISOString(),
        committed_at: null,
      });
      await fresh.db.transaction().execute(async (trx) => {
        for (let start = 0; start < 20_500; start += 500) {
          await trx
            .insertInto('idempotency_keys')
            .values(
              Array.from({ length: 500 }, (_, offset) =>
                row(`old-${start + offset}`, new Date(old.getTime() - (start + offset) * 1000)),
              ),
            )
            .execute();
        }
        await trx.insertInto('idempotency_keys').values(row('recent', new Date())).execute();
      });
      await fresh.app.ready();
      const left = await fresh.db.selectFrom('idempotency_keys').select('key').execute();
      expect(left).toHaveLength(501);
      expect(left.map((entry) => entry.key)).toContain('recent');
      // The oldest went first: what is left of the expired keys is the 500 newest of them.
      expect(left.map((entry) => entry.key)).toContain('old-0');
      expect(left.map((entry) => entry.key)).not.toContain('old-20499');
    } finally {
      await fresh.close();
    }
  });
});
