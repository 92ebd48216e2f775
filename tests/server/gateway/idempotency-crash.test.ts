import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/db/database';

// Two real server processes (tsx start-up, scrypt per registration): generous hook time.
jest.setTimeout(180_000);

const WRITES = 40;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

interface Server {
  readonly process: ChildProcess;
  readonly exited: Promise<unknown>;
}

/** `node server/main.ts` on `port` and `dataDir`, resolved once /health answers. */
async function startServer(port: number, dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_MAX: '100000',
      NODE_ENV: 'test',
      DEV_PAGES: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { process: child, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Answer {
  readonly status: number;
  readonly replayed: boolean;
  readonly body: string;
}

const email = (index: number) => `crash-${index}@example.test`;

/** Registration `index` with its own Idempotency-Key; undefined when the connection died. */
async function register(port: number, index: number): Promise<Answer | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/core/v1/users/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `crash-key-${index}` },
      body: JSON.stringify({ email: email(index), password: 'Crash-pass-12', first_name: 'Kim' }),
    });
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      body: await response.text(),
    };
  } catch {
    return undefined;
  }
}

describe('Idempotency-Key across a crash (kill -9 of a listening server)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-crash-'));
  const running: Server[] = [];
  afterAll(async () => {
    for (const server of running) {
      if (server.process.exitCode === null && server.process.signalCode === null) {
        server.process.kill('SIGKILL');
        await server.exited;
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('no key stays in progress; every write happens exactly once; replays return the stored answer', async () => {
    const port = await freePort();
    const first = await startServer(port, dataDir);
    running.push(first);

    // Forty keyed registrations at once; the server is killed when the tenth answer arrives,
    // with the others still in flight (hashing, writing or answering).
    const index = Array.from({ length: WRITES }, (_, value) => value);
    let answers = 0;
    let tenthAnswer = () => {};
    const answered = new Promise<void>((resolve) => (tenthAnswer = resolve));
    const before = Promise.all(
      index.map(async (value) => {
        const answer = await register(port, value);
        if (answer && ++answers === 10) tenthAnswer();
        return answer;
      }),
    );
    await answered;
    first.process.kill('SIGKILL');
    await first.exited;
    const beforeCrash = await before;
    const answeredBefore = beforeCrash.filter((answer) => answer !== undefined).length;
    expect(answeredBefore).toBeGreaterThan(0);
    expect(answeredBefore).toBeLessThan(WRITES);

    const second = await startServer(port, dataDir);
    running.push(second);
    const retries = await Promise.all(index.map((value) => register(port, value)));
    const again = await Promise.all(index.map((value) => register(port, value)));
    second.process.kill('SIGTERM');
    await second.exited;

    const db = openDatabase(path.join(dataDir, 'brigade.sqlite'));
    try {
      const users = await db
        .selectFrom('identity_users')
        .select('email')
        .where('email', 'like', 'crash-%@example.test')
        .execute();
      for (const value of index) {
        const retry = retries[value]!;
        const earlier = beforeCrash[value];
        const outcome = { key: value, status: retry.status, body: retry.body };
        // Never 409 after the restart: the first request is gone, whatever it had done.
        expect(retry.status === 200 || retry.status === 422).toBe(true);
        if (retry.status === 422) expect(outcome.body).toContain('IDEMPOTENCY.ANSWER_LOST');
        if (earlier) {
          expect({ ...outcome, replayed: retry.replayed }).toEqual({
            ...outcome,
            status: earlier.status,
            body: earlier.body,
            replayed: true,
          });
        }
        // The third call replays the second answer (or the same ANSWER_LOST).
        expect({ key: value, status: again[value]!.status, body: again[value]!.body }).toEqual(outcome);
        // Exactly one account per key: never written twice, never lost once answered.
        expect({ key: value, accounts: users.filter((user) => user.email === email(value)).length }).toEqual({
          key: value,
          accounts: 1,
        });
      }
      const unanswered = await db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('status_code', 'is', null)
        .where('committed_at', 'is', null)
        .execute();
      expect(unanswered).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
