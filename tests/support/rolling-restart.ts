import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * A rolling restart under load (issue #37), shared by tests/server/cluster/rolling-restart.test.ts
 * and `npm run bench -- restart`: `npm run start:cluster` (two processes behind one port, on the
 * database given), a client loop over keep-alive connections, and SIGTERM to each process in
 * turn, the next only once the replacement answers /health/ready.
 */

const PROCESS_HEADER = 'x-server-process';

export interface RestartCluster {
  readonly origin: string;
  readonly primary: ChildProcess;
  /** What the primary and its workers wrote to stderr (exit lines of replaced processes). */
  readonly stderr: () => string;
  /** Stops everything (SIGTERM to the primary) and resolves with its exit code. */
  stop(): Promise<number | null>;
}

/** Starts the cluster on `port` with `env` (DATA_DIR, DATABASE_URL…) and waits until two processes are ready. */
export async function startRestartCluster(port: number, env: NodeJS.ProcessEnv): Promise<RestartCluster> {
  const primary = spawn(process.execPath, ['--import', 'tsx', 'server/cluster.ts'], {
    env: {
      ...process.env,
      CLUSTER_PROCESSES: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      DEV_PAGES: 'false',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  primary.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const cluster: RestartCluster = {
    origin,
    primary,
    stderr: () => stderr,
    async stop() {
      if (primary.exitCode === null && primary.signalCode === null) primary.kill('SIGTERM');
      return exited;
    },
  };
  await readyProcesses(origin, 2, new Set(), () => primary.exitCode !== null, 240_000);
  return cluster;
}

/** One probe of /health/ready on a fresh connection: the answering process and whether it is ready. */
function probe(origin: string): Promise<{ pid: string; ready: boolean } | undefined> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}/health/ready`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ pid: String(response.headers[PROCESS_HEADER] ?? ''), ready: response.statusCode === 200 }),
      );
    });
    request.on('error', () => resolve(undefined));
  });
}

/** Waits until `count` ready processes not in `excluded` answered; resolves with their pids. */
export async function readyProcesses(
  origin: string,
  count: number,
  excluded: ReadonlySet<string>,
  gone: () => boolean,
  timeoutMs = 120_000,
): Promise<string[]> {
  const seen = new Set<string>();
  const until = Date.now() + timeoutMs;
  while (seen.size < count) {
    if (gone()) throw new Error('the cluster exited while starting');
    if (Date.now() > until) throw new Error(`no ${count} ready server processes within ${timeoutMs} ms`);
    const answer = await probe(origin);
    if (answer?.ready && answer.pid && !excluded.has(answer.pid)) seen.add(answer.pid);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [...seen];
}

/** The process ids now serving (both, by probing fresh connections until two answered). */
export function servingProcesses(cluster: RestartCluster): Promise<string[]> {
  return readyProcesses(cluster.origin, 2, new Set(), () => cluster.primary.exitCode !== null);
}

/**
 * SIGTERM to each of `pids` in turn; after each, waits until a replacement (a pid never seen)
 * answers ready, so one process always serves. Resolves with the replacements' pids.
 */
export async function rollingRestart(cluster: RestartCluster, pids: readonly string[]): Promise<string[]> {
  const known = new Set(pids);
  const replacements: string[] = [];
  for (const pid of pids) {
    process.kill(Number(pid), 'SIGTERM');
    const [replacement] = await readyProcesses(
      cluster.origin,
      1,
      known,
      () => cluster.primary.exitCode !== null,
    );
    known.add(replacement!);
    replacements.push(replacement!);
  }
  return replacements;
}

export interface LoadFigures {
  /** Calls completed (each counted once, however many attempts it took). */
  readonly calls: number;
  /** Attempts answered 503 with Retry-After and sent again. */
  readonly retried503: number;
  /** Attempts refused at connect (ECONNREFUSED: nothing was sent) and sent again. */
  readonly retriedRefused: number;
  /** Every other outcome: `METHOD path: status or error code`. Must stay empty. */
  readonly failures: readonly string[];
  /** Per call, ms from its first attempt to its answer (retries included). */
  readonly latencies: readonly number[];
}

interface Call {
  readonly method: 'GET' | 'PUT';
  readonly path: string;
  readonly body?: string;
  readonly idempotencyKey?: string;
}

type Outcome = { kind: 'answer'; status: number; retryAfter?: number } | { kind: 'error'; code: string };

/** One attempt; always settles: a socket closed before the answer ended is an error, as is 30 s of silence. */
function attempt(origin: string, agent: http.Agent, token: string, call: Call): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const request = http.request(
      `${origin}/api/core${call.path}`,
      {
        method: call.method,
        agent,
        timeout: 30_000,
        headers: {
          authorization: `Bearer ${token}`,
          ...(call.body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(call.body) }
            : {}),
          ...(call.idempotencyKey ? { 'idempotency-key': call.idempotencyKey } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const header = response.headers['retry-after'];
          settle({
            kind: 'answer',
            status: response.statusCode ?? 0,
            ...(header && Number.isFinite(Number(header)) ? { retryAfter: Number(header) } : {}),
          });
        });
        response.on('error', (error: NodeJS.ErrnoException) =>
          settle({ kind: 'error', code: error.code ?? error.message }),
        );
        response.on('close', () => settle({ kind: 'error', code: 'CLOSED_BEFORE_THE_END_OF_THE_ANSWER' }));
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) =>
      settle({ kind: 'error', code: error.code ?? error.message }),
    );
    request.end(call.body);
  });
}

/**
 * `concurrency` callers over one keep-alive agent, together about `perSecond` calls a second,
 * alternating a read (GET /v1/users/info) and a write with an Idempotency-Key (PUT
 * /v1/users/navigation_preferences), until `stop()`. A 503 with Retry-After is sent again after
 * the wait it names (capped by `maxRetryWaitMs`), with the same key; a connection refused at
 * connect is sent again at once; anything else is a failure.
 */
export function clientLoop(
  origin: string,
  token: string,
  options: { concurrency: number; perSecond: number; maxRetryWaitMs?: number },
): { stop(): Promise<LoadFigures> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const failures: string[] = [];
  const latencies: number[] = [];
  let retried503 = 0;
  let retriedRefused = 0;
  let running = true;
  let index = 0;
  const spacingMs = (1000 * options.concurrency) / options.perSecond;
  const nextCall = (): Call =>
    index++ % 2 === 0
      ? { method: 'GET', path: '/v1/users/info' }
      : {
          method: 'PUT',
          path: '/v1/users/navigation_preferences',
          body: JSON.stringify({ default_home_page: index % 4 === 1 ? 'HALO_DASHBOARD' : null }),
          idempotencyKey: randomUUID(),
        };
  const caller = async () => {
    let due = performance.now();
    while (running) {
      const call = nextCall();
      const started = performance.now();
      for (;;) {
        const outcome = await attempt(origin, agent, token, call);
        if (outcome.kind === 'error' && outcome.code === 'ECONNREFUSED') {
          retriedRefused++;
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        if (outcome.kind === 'answer' && outcome.status === 503 && outcome.retryAfter !== undefined) {
          retried503++;
          const wait = Math.min(outcome.retryAfter * 1000, options.maxRetryWaitMs ?? 10_000);
          await new Promise((resolve) => setTimeout(resolve, wait));
          continue;
        }
        if (outcome.kind === 'error') failures.push(`${call.method} ${call.path}: ${outcome.code}`);
        else if (outcome.status >= 300) failures.push(`${call.method} ${call.path}: ${outcome.status}`);
        break;
      }
      latencies.push(performance.now() - started);
      due += spacingMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      else due = performance.now();
    }
  };
  const callers = Promise.all(Array.from({ length: options.concurrency }, caller));
  return {
    async stop() {
      running = false;
      await callers;
      agent.destroy();
      return { calls: latencies.length, retried503, retriedRefused, failures, latencies };
    },
  };
}

/** USER_PASSWORD_AUTH at the cluster's /idp: the access token of `email`. */
export async function signInOverIdp(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/idp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'brigade-web-local',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const result = (await response.json()) as {
    AuthenticationResult?: { AccessToken: string };
    __type?: string;
  };
  if (!result.AuthenticationResult) throw new Error(`sign-in of ${email} failed: ${result.__type}`);
  return result.AuthenticationResult.AccessToken;
}
