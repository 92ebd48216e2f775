import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/db/database';
import { dropTestDatabase, freshTestDatabaseUrl } from '../../support/test-database';

/**
 * Two real server processes, A and B, on two ports against ONE database: whatever one process
 * did, the other sees at once, and each periodic job ran once for both (issue #19). The plain run
 * uses the SQLite file of a shared DATA_DIR (WAL); `npm run test:server:pg` (TEST_POSTGRES_URL)
 * a fresh PostgreSQL database of that run's throwaway cluster. (Starting a cluster here for the
 * plain run too was measured and left out: under the shared machine's load the PostgreSQL pair
 * added minutes to the plain run.)
 */
jest.setTimeout(240_000);

const RATE_LIMIT_MAX = 10;
const PASSWORD = 'Brigade-demo-1';
const email = (name: string) => `${name}@demo.brigade.test`;

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
  readonly origin: string;
  readonly process: ChildProcess;
  readonly exited: Promise<unknown>;
}

/** `node server/main.ts` on `port`, resolved once /health answers. Both share PUBLIC_ORIGIN (one issuer). */
async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      NODE_ENV: 'test',
      DEV_PAGES: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${origin}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { origin, process: child, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
  json<T>(): T;
}

async function request(
  server: Server,
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${server.origin}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, json: <T>() => JSON.parse(body) as T };
}

/** USER_PASSWORD_AUTH at the server's /idp: the Cognito error type, or the tokens. */
async function initiateAuth(server: Server, username: string, password: string) {
  const answer = await request(server, 'POST', '/idp', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'brigade-web-local',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    },
  });
  return answer.json<{
    __type?: string;
    message?: string;
    AuthenticationResult?: { AccessToken: string };
  }>();
}

async function accessToken(server: Server, account: string): Promise<string> {
  const result = await initiateAuth(server, email(account), PASSWORD);
  if (!result.AuthenticationResult) throw new Error(`sign-in failed: ${result.__type}`);
  return result.AuthenticationResult.AccessToken;
}

interface BrandNode {
  readonly id: number;
  readonly is_favourite?: boolean;
  readonly children?: readonly BrandNode[];
}
const flatten = (nodes: readonly BrandNode[]): BrandNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

const dialect = process.env.TEST_POSTGRES_URL ? 'postgresql' : 'sqlite';

describe(`two server processes, one ${dialect} database`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-two-'));
  const servers: Server[] = [];
  let a: Server;
  let b: Server;
  /** DATABASE_URL of both servers; undefined: the SQLite file of DATA_DIR. */
  let databaseUrl: string | undefined;
  const openShared = () => openDatabase(databaseUrl ?? path.join(dataDir, 'brigade.sqlite'));

  beforeAll(async () => {
    databaseUrl = await freshTestDatabaseUrl();
    const [portA, portB] = [await freePort(), await freePort()];
    const shared = {
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://127.0.0.1:${portA}`,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    // A migrates and seeds the demo; B starts on the database A made.
    a = await startServer(portA, { ...shared, SEED_DEMO: 'true' });
    servers.push(a);
    b = await startServer(portB, { ...shared, SEED_DEMO: 'false' });
    servers.push(b);
  });
  afterAll(async () => {
    for (const server of servers) {
      if (server.process.exitCode === null && server.process.signalCode === null) {
        server.process.kill('SIGTERM');
        await server.exited;
      }
    }
    await dropTestDatabase(databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a sign-in on A reads on B', async () => {
    const token = await accessToken(a, 'owner');
    const info = await request(b, 'GET', '/api/core/v1/users/info', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.status).toBe(200);
    expect(info.body).toContain(email('owner'));
  });

  it('a brand written through A is seen at once through B', async () => {
    const token = await accessToken(b, 'manager');
    const auth = { authorization: `Bearer ${token}` };
    const brandsOn = async (server: Server) => {
      const answer = await request(server, 'GET', '/api/core/v1/users/brands?view_mode=FLAT', {
        headers: auth,
      });
      expect(answer.status).toBe(200);
      return flatten(answer.json<{ data: BrandNode[] }>().data);
    };
    // B answers (and may keep) the list first.
    const before = await brandsOn(b);
    const brand = before.find((node) => !node.is_favourite)!;
    expect(brand).toBeDefined();
    const marked = await request(a, 'POST', `/api/core/v1/brands/${brand.id}/employers/favourites`, {
      headers: auth,
    });
    expect(marked.status).toBe(200);
    expect((await brandsOn(b)).find((node) => node.id === brand.id)?.is_favourite).toBe(true);
  });

  it('counts the sign-in lock across both', async () => {
    const user = email('dashboards');
    // Five wrong passwords, alternating: the fifth locks the user on both processes.
    for (let attempt = 0; attempt < 5; attempt++) {
      const result = await initiateAuth(attempt % 2 === 0 ? a : b, user, 'Wrong-pass-1');
      expect(result.__type).toBe('NotAuthorizedException');
      expect(result.message).toBe('Incorrect username or password.');
    }
    for (const server of [a, b]) {
      const result = await initiateAuth(server, user, PASSWORD);
      expect({ type: result.__type, message: result.message }).toEqual({
        type: 'NotAuthorizedException',
        message: 'Password attempts exceeded',
      });
    }
  });

  it('an idempotent write retried on the other process returns the first answer', async () => {
    const register = (server: Server) =>
      request(server, 'POST', '/api/core/v1/users/registration', {
        headers: { 'idempotency-key': 'two-processes-1' },
        body: { email: 'two-processes@example.test', password: 'Two-pass-123', first_name: 'Ada' },
      });
    const first = await register(a);
    expect(first.status).toBe(200);
    const retry = await register(b);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect({ status: retry.status, body: retry.body }).toEqual({ status: first.status, body: first.body });
  });

  it('a key still being answered by the other, running process is 409 there, never taken over', async () => {
    const register = (server: Server) =>
      request(server, 'POST', '/api/core/v1/users/registration', {
        headers: { 'idempotency-key': 'two-processes-2' },
        body: { email: 'two-processes-2@example.test', password: 'Two-pass-123', first_name: 'Ada' },
      });
    expect((await register(a)).status).toBe(200);
    // Put the record back in flight, claimed by A (running): as while A still answers it.
    const db = openShared();
    try {
      const instance = await db
        .selectFrom('server_instances')
        .select('id')
        .where('pid', '=', a.process.pid!)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('idempotency_keys')
        .set({
          status_code: null,
          response_body: null,
          content_type: null,
          committed_at: null,
          claimed_by: instance.id,
        })
        .where('key', '=', 'two-processes-2')
        .execute();
    } finally {
      await db.destroy();
    }
    const retry = await register(b);
    // Status and body together: a failure then says which 4xx came (the last CI saw a 422 once).
    expect({ status: retry.status, body: retry.body }).toEqual({
      status: 409,
      body: expect.stringContaining('"IDEMPOTENCY.IN_PROGRESS"'),
    });
  });

  it('shares the rate limits', async () => {
    const check = (server: Server, index: number) =>
      request(server, 'POST', '/api/core/v1/registration/validateUsername', {
        body: { username: `shared-${index}` },
      });
    for (let index = 0; index < RATE_LIMIT_MAX; index++) {
      expect((await check(index % 2 === 0 ? a : b, index)).status).toBe(200);
    }
    for (const server of [a, b]) {
      const limited = await check(server, RATE_LIMIT_MAX);
      expect(limited.status).toBe(429);
      expect(limited.json<{ error: { code: string } }>().error.code).toBe('RATE_LIMITED');
    }
  });

  it('runs each periodic job once for both processes (the job_leases claim)', async () => {
    // Both ran every job's first claim when ready: A first (B starts once A listens), so A
    // holds every lease and B, inside the period, ran none.
    const db = openShared();
    try {
      const leases = await db.selectFrom('job_leases').selectAll().orderBy('name').execute();
      expect(leases.map(({ name, holder, runs }) => ({ name, holder, runs }))).toEqual(
        [
          'idempotency-sweep',
          'live-events-sweep',
          'location-sweep',
          'logbook-digest',
          'media-upload-sweep',
          'message-file-sweep',
          'rate-limit-sweep',
          'resume-upload-sweep',
          'reward-evaluation',
          'rum-vitals-sweep',
        ].map((name) => ({
          name,
          holder: `${os.hostname()}:${a.process.pid}`,
          runs: 1,
        })),
      );
    } finally {
      await db.destroy();
    }
  });
});
