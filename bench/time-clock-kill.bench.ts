/**
 * Time clock across a crash (issue #33), the figure "punches lost or doubled: 7 simulated days
 * offline, 200 punches with answers, then reconnect — again with kill -9 mid-sync": the real
 * server (`node server/main.ts`, its demo seed, a temporary SQLite file) in its own process;
 * crew@'s and crew2@'s offline queues of 100 punches each (25 shifts; clock-outs carry the
 * location's attestation answers) are sent as the app's sync sends them (in device-time order,
 * one at a time per person, both people at once; a punch whose answer never came is sent again
 * with its Idempotency-Key). When 60 punches are acknowledged the server is killed with SIGKILL
 * while the next ones are in flight, started again on the same data, and the queues carry on.
 * Counts, read from the database after a clean stop: punches lost (queued but not stored, and
 * among them acknowledged ones) and doubled (stored more than once), budget 0 / 0: PASS / FAIL;
 * also the sends cut by the crash and the 422 IDEMPOTENCY.ANSWER_LOST answers (written before
 * the crash, answer lost: acknowledged, as the app's adapter takes them). Asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { freePort } from '../tests/support/free-port';
import { loadAverage } from './support/in-process-sampler';
import { signInOverHttp } from './support/gateway-process';
import { answersTo, lostAndDoubled, offlineQueue, type QuestionWire } from './support/time-clock-queue';

const QUEUED_PER_PERSON = 100;
/** Acknowledged punches after which the server is killed. */
const KILL_AFTER = 60;
const LOCATION_NAME = 'Harbor Grill Portland Downtown';

interface Server {
  readonly child: ChildProcess;
  readonly exited: Promise<unknown>;
}

/** `node server/main.ts` on `port` and `dataDir` (demo seed on), resolved once /health answers. */
async function startServer(port: number, dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
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
    if (healthy) return { child, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-bench-time-clock-kill-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = await startServer(port, dataDir);
  try {
    const tokens = await Promise.all(
      ['crew@demo.brigade.test', 'crew2@demo.brigade.test'].map((email) => signInOverHttp(base, email)),
    );
    const get = async (url: string) =>
      (await (
        await fetch(`${base}/api/core${url}`, { headers: { authorization: `Bearer ${tokens[0]}` } })
      ).json()) as { data: Record<string, unknown> };
    const me = await get('/v1/time-clock/me');
    const location = (me.data.locations as { id: number; name: string }[]).find(
      (candidate) => candidate.name === LOCATION_NAME,
    )!.id;
    const questions = (await get(`/v1/time-clock/locations/${location}/questions`)).data
      .questions as QuestionWire[];
    const answers = answersTo(questions);
    // Seven days offline: the queues start 6 days 20 h ago (within the 7-day bound).
    const start = Date.now() - (6 * 24 + 20) * 3_600_000;
    const queues = tokens.map((_token, person) =>
      offlineQueue(`kill-${person}`, location, start, QUEUED_PER_PERSON, answers),
    );

    const acknowledged = new Set<string>();
    let cut = 0;
    let answerLost = 0;
    let refused = 0;
    let killed = false;
    let restarted: Promise<void> = Promise.resolve();
    const kill = () => {
      killed = true;
      server.child.kill('SIGKILL');
      restarted = server.exited.then(async () => {
        server = await startServer(port, dataDir);
      });
    };
    const person = async (token: string, queue: (typeof queues)[number]) => {
      for (const punch of queue) {
        for (;;) {
          let status: number;
          let code: string | undefined;
          try {
            const response = await fetch(`${base}/api/core/v1/time-clock/punches`, {
              method: 'POST',
              headers: {
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
                'idempotency-key': punch.key,
              },
              body: JSON.stringify(punch.body),
            });
            status = response.status;
            code =
              status === 201
                ? undefined
                : ((await response.json()) as { error?: { code?: string } }).error?.code;
          } catch {
            // The connection died with the process: wait for the server and send again.
            cut += 1;
            await restarted;
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
          if (status === 201 || code === 'IDEMPOTENCY.ANSWER_LOST') {
            if (code) answerLost += 1;
            acknowledged.add(punch.key);
            if (!killed && acknowledged.size >= KILL_AFTER) kill();
            break;
          }
          if (status >= 500 || status === 429 || code === 'IDEMPOTENCY.IN_PROGRESS') {
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
          refused += 1;
          console.log(`  refused ${punch.key}: ${status} ${code}`);
          break;
        }
      }
    };
    await Promise.all(tokens.map((token, index) => person(token, queues[index]!)));
    await restarted;
    server.child.kill('SIGTERM');
    await server.exited;

    const db = openDatabase(path.join(dataDir, 'brigade.sqlite'));
    const stored = await db
      .selectFrom('time_clock_punches')
      .select('idempotency_key')
      .where('idempotency_key', 'like', 'kill-%')
      .execute();
    await db.destroy();
    const queued = queues.flat();
    const keys = stored.map((row) => row.idempotency_key);
    const { lost, doubled } = lostAndDoubled(queued, keys);
    const lostAcknowledged = [...acknowledged].filter((key) => !keys.includes(key)).length;
    console.log(
      `punches lost / doubled with kill -9 mid-sync (${queued.length} queued, killed after ${KILL_AFTER} acknowledged): ` +
        `${lost} / ${doubled} (budget 0 / 0) ${lost === 0 && doubled === 0 && killed ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `  acknowledged ${acknowledged.size} (lost of them ${lostAcknowledged}), sends cut by the crash ${cut}, ` +
        `ANSWER_LOST ${answerLost}, refused ${refused}; load average ${loadAverage()}`,
    );
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
