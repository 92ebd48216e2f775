import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startThrowawayCluster } from '../tests/support/pg-throwaway';
import { freePort, loadAverage } from './support/browser-bench';
import { signInOverHttp } from './support/gateway-process';
import { percentile } from './support/in-process-sampler';

/**
 * `npm run bench -- live` (issue #32): two server processes (server/main.ts, A and B, on two
 * ports) on one throwaway PostgreSQL database, STREAMS_PER_PROCESS open event streams on each
 * (half candidate@, half manager@: every message of the thread below reaches all of them).
 * Figures, each with its budget:
 * 1. message posted on A → `message.created` received by the candidate's stream on B, p99, as an
 *    HTTP client reads it (the client engineer adds browser rendering) — ≤ 250 ms;
 * 2. events lost across a dropped connection and a restart of B while 1 000 messages are posted
 *    (the client reconnects with Last-Event-ID, to A while B is down) — 0;
 * 3. RSS per 1 000 idle streams: the slope of B's RSS between STREAMS_PER_PROCESS and twice as
 *    many streams there, each reading after a full garbage collection. A reading against the
 *    freshly started process (as before) came out negative: start-up memory the process later
 *    gives back hid the streams' cost. — ≤ 50 MB;
 * 4. message posts per second with events on against LIVE_EVENTS=off (both processes restarted
 *    without events, the same idle streams connected) — ≥ 80 %.
 * The idle streams are the servers' load; their readers are not. They are held by light readers
 * (node:http, frames received and dropped: a browser elsewhere costs this machine nothing), and
 * figures 1 and 4 are judged with them. The same two figures are printed beside, not judged, with
 * the readers of the bench's first version (fetch, a web stream and a parse of every frame, in
 * this process): on one 2-core machine their parsing of up to 1 000 frames per post competes with
 * the two servers for the CPU, and the probe's frame waits behind them in this event loop.
 * LIVE_STREAMS_PER_USER is raised for the bench (two users hold all the streams).
 * One file over 400 lines because the figures share one two-process set-up and its streams.
 */
const STREAMS_PER_PROCESS = Number(process.env.BENCH_LIVE_STREAMS ?? 500);
const LATENCY_SAMPLES = Number(process.env.BENCH_LIVE_SAMPLES ?? 100);
const LOSS_EVENTS = 1000;
const THROUGHPUT_SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 10);
const THROUGHPUT_CONCURRENCY = 8;
/** Posters of the loss run, at once. */
const LOSS_CONCURRENCY = 8;

const progress = (step: string) => console.log(`  … ${step} (load ${loadAverage()})`);

interface Server {
  readonly origin: string;
  readonly child: ChildProcess;
  readonly port: number;
}

async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', './bench/support/gc-on-signal.ts', 'server/main.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000000',
        DEV_PAGES: 'false',
        LIVE_STREAMS_PER_USER: '100000',
        LIVE_RETRY_MS: '200',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, child, port };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/**
 * The process's resident memory once it is steady: a full garbage collection
 * (bench/support/gc-on-signal.ts), a second, a reading; again until two readings in a row are
 * within 1 MB (at most ten rounds). A single reading still moved by tens of MB as the process
 * gave back start-up memory, more than the streams' own cost.
 */
async function settledRssOf(server: Server): Promise<number> {
  let previous = Number.NaN;
  for (let round = 0; round < 10; round++) {
    server.child.kill('SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = rssOf(server);
    if (Math.abs(now - previous) < 1024 * 1024) return now;
    previous = now;
  }
  return previous;
}

function rssOf(server: Server): number {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** A minimal SSE reader: calls `onEvent` per event frame; resolves `ended` when the stream ends. */
interface Stream {
  readonly ready: Promise<void>;
  readonly ended: Promise<void>;
  close(): void;
}

function openStream(
  origin: string,
  token: string,
  onEvent: (id: number, name: string, data: string) => void,
  lastEventId?: number,
): Stream {
  const abort = new AbortController();
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const ended = (async () => {
    try {
      const response = await fetch(`${origin}/api/core/v1/events`, {
        headers: {
          authorization: `Bearer ${token}`,
          ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
        },
        signal: abort.signal,
      });
      if (response.status !== 200) throw new Error(`stream refused: ${response.status}`);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          if (name === 'ready') markReady();
          if (name) onEvent(id === undefined ? 0 : Number(id), name, data);
        }
      }
    } catch {
      // aborted, or the server went away
    } finally {
      markReady();
    }
  })();
  return { ready, ended, close: () => abort.abort() };
}

/** A light reader of an idle stream (see the header): node:http, frames received and dropped. */
function openIdleStream(origin: string, token: string): Stream {
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let request!: http.ClientRequest;
  const ended = new Promise<void>((resolve) => {
    const done = () => {
      markReady();
      resolve();
    };
    request = http.get(
      `${origin}/api/core/v1/events`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          done();
          return;
        }
        // The hub's first write holds `retry:` and `ready` (live-hub.ts): the first chunk is ready.
        response.once('data', () => markReady());
        response.on('data', () => undefined);
        response.once('close', done);
        response.once('error', done);
      },
    );
    request.once('error', done);
  });
  return { ready, ended, close: () => request.destroy() };
}

type Readers = 'light' | 'parsing';

/** `perProcess` idle streams on each of `servers`, half candidate@'s, half manager@'s. */
async function openIdleStreams(
  servers: Server[],
  tokens: { candidate: string; manager: string },
  readers: Readers,
  perProcess = STREAMS_PER_PROCESS,
): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (const server of servers) {
    for (let index = 0; index < perProcess; index++) {
      const token = index % 2 === 0 ? tokens.candidate : tokens.manager;
      streams.push(
        readers === 'light'
          ? openIdleStream(server.origin, token)
          : openStream(server.origin, token, () => undefined),
      );
    }
  }
  await Promise.all(streams.map((stream) => stream.ready));
  return streams;
}

/** Closes `streams` and waits (at most 5 s) until each has ended. */
async function closeAll(streams: Stream[]): Promise<void> {
  for (const stream of streams) stream.close();
  await Promise.race([
    Promise.all(streams.map((stream) => stream.ended)),
    new Promise((resolve) => setTimeout(resolve, 5000)),
  ]);
}

async function postMessage(
  origin: string,
  token: string,
  application: number,
  text: string,
): Promise<number> {
  const form = new FormData();
  form.set('message_body', text);
  const response = await fetch(`${origin}/api/core/v1/applications/${application}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`post failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { message: { id: number } } }).data.message.id;
}

/** Message posts per second by THROUGHPUT_CONCURRENCY callers spread over both processes. */
async function postsPerSecond(servers: Server[], token: string, applications: number[]): Promise<number> {
  let done = 0;
  let index = 0;
  const until = Date.now() + THROUGHPUT_SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: THROUGHPUT_CONCURRENCY }, async (_, caller) => {
      while (Date.now() < until) {
        const at = index++;
        await postMessage(
          servers[caller % servers.length]!.origin,
          token,
          applications[at % applications.length]!,
          `load ${at}`,
        );
        done++;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

export async function run(): Promise<void> {
  console.log(
    `load average at start: ${loadAverage()}; ${STREAMS_PER_PROCESS} streams per process, ${LATENCY_SAMPLES} latency samples`,
  );
  const cluster = await startThrowawayCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database live_bench');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/live_bench';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-live-bench-'));
  const [portA, portB] = [await freePort(), await freePort()];
  const shared = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: `http://127.0.0.1:${portA}`,
  };
  const streams: Stream[] = [];
  let a: Server | undefined;
  let b: Server | undefined;
  try {
    a = await startServer(portA, { ...shared, SEED_DEMO: 'true' });
    b = await startServer(portB, { ...shared, SEED_DEMO: 'false' });
    const candidate = await signInOverHttp(a.origin, 'candidate@demo.brigade.test');
    const manager = await signInOverHttp(a.origin, 'manager@demo.brigade.test');
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const threadRow = await db.query<{ id: string }>(
      `select a.id from applications a join positions p on p.id = a.position_id join brands b on b.id = p.brand_id
       join identity_users u on u.id = a.candidate_user_id
       where u.email = 'candidate@demo.brigade.test' and p.title = 'Server' and b.name = 'Harbor Grill Portland Downtown'`,
    );
    const thread = Number(threadRow.rows[0]!.id);
    const writable = await db.query<{ id: string }>(
      `select a.id from applications a join positions p on p.id = a.position_id join brands b on b.id = p.brand_id
       where b.name = 'Harbor Grill Portland Downtown' and a.archived = 0`,
    );
    const applications = writable.rows.map((row) => Number(row.id));
    await db.end();

    progress('two processes up');
    const tokens = { candidate, manager };
    const pause = () => new Promise((resolve) => setTimeout(resolve, 2000));
    // 3. RSS per 1 000 idle streams on B: the slope between N and 2N streams there.
    let idle = await openIdleStreams([a, b], tokens, 'light');
    streams.push(...idle);
    await pause();
    const withN = await settledRssOf(b);
    const extra = await openIdleStreams([b], tokens, 'light');
    streams.push(...extra);
    await pause();
    const withTwiceN = await settledRssOf(b);
    await closeAll(extra);
    const rssPerThousand = ((withTwiceN - withN) / STREAMS_PER_PROCESS) * 1000;

    progress('streams open');
    // 1. Posted on A → received on B (the event may arrive before the POST's answer).
    const arrivals = new Map<number, number>();
    const waiters = new Map<number, (at: number) => void>();
    const probe = openStream(b.origin, candidate, (_id, name, data) => {
      if (name !== 'message.created') return;
      const messageId = (JSON.parse(data) as { message_id: number }).message_id;
      const at = performance.now();
      arrivals.set(messageId, at);
      waiters.get(messageId)?.(at);
    });
    streams.push(probe);
    await probe.ready;
    const origin = a.origin;
    const latency = async (label: string) => {
      const latencies: number[] = [];
      for (let sample = 0; sample < LATENCY_SAMPLES; sample++) {
        const sent = performance.now();
        const messageId = await postMessage(origin, manager, thread, `latency ${label} ${sample}`);
        const arrivedAt =
          arrivals.get(messageId) ??
          (await new Promise<number>((resolve) => waiters.set(messageId, resolve)));
        latencies.push(arrivedAt - sent);
      }
      latencies.sort((x, y) => x - y);
      return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
    };
    const lightLatency = await latency('light');
    progress('latency measured');
    // 4a. Throughput with events on (the idle streams stay connected).
    const lightWithEvents = await postsPerSecond([a, b], manager, applications);
    progress('throughput with events measured');
    // The same two with the first version's readers (printed, not judged).
    await closeAll(idle);
    idle = await openIdleStreams([a, b], tokens, 'parsing');
    streams.push(...idle);
    const parsingLatency = await latency('parsing');
    const parsingWithEvents = await postsPerSecond([a, b], manager, applications);
    await closeAll(idle);
    idle = await openIdleStreams([a, b], tokens, 'light');
    streams.push(...idle);
    progress('the same with the first version’s readers');
    // 2. Loss across a dropped connection and a restart of B.
    const seen = new Set<number>();
    let last = 0;
    const track = (id: number, name: string, data: string) => {
      if (id > 0) last = id;
      if (name === 'message.created') seen.add((JSON.parse(data) as { message_id: number }).message_id);
    };
    let tracker = openStream(b.origin, candidate, track);
    await tracker.ready;
    const posted: number[] = [];
    let restarted: Promise<void> | undefined;
    let next = 0;
    // The connection drops after 300 posts, B restarts after 600; the client resumes with
    // Last-Event-ID each time (to A while B is down). Posters keep posting through it all on A.
    let reconnecting: Promise<void> = Promise.resolve();
    const posters = Array.from({ length: LOSS_CONCURRENCY }, async () => {
      while (next < LOSS_EVENTS) {
        const index = next++;
        posted.push(await postMessage(a!.origin, manager, thread, `loss ${index}`));
        if (index === 300) {
          reconnecting = reconnecting.then(async () => {
            tracker.close(); // the connection drops
            await tracker.ended;
            tracker = openStream(b!.origin, candidate, track, last);
            await tracker.ready;
          });
        }
        if (index === 600) {
          reconnecting = reconnecting.then(async () => {
            const stopped = stopServer(b!); // B stops; its streams get a retry hint
            await tracker.ended;
            tracker = openStream(a!.origin, candidate, track, last); // to the other process
            await tracker.ready;
            restarted = stopped.then(async () => {
              b = await startServer(portB, { ...shared, SEED_DEMO: 'false' });
            });
          });
        }
      }
    });
    await Promise.all(posters);
    await reconnecting;
    await restarted;
    // Back to B once it is up again, resuming where the client is.
    tracker.close();
    await tracker.ended;
    tracker = openStream(b.origin, candidate, track, last);
    await tracker.ready;
    const settle = Date.now() + 10_000;
    while (posted.some((id) => !seen.has(id)) && Date.now() < settle) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const lost = posted.filter((id) => !seen.has(id)).length;
    tracker.close();

    for (const stream of streams.splice(0)) stream.close();
    await stopServer(a);
    await stopServer(b);

    progress('loss run done');
    // 4b. Throughput with events off (both processes restarted with LIVE_EVENTS=off), the same
    // idle streams connected, so only the events differ.
    a = await startServer(portA, { ...shared, SEED_DEMO: 'false', LIVE_EVENTS: 'off' });
    b = await startServer(portB, { ...shared, SEED_DEMO: 'false', LIVE_EVENTS: 'off' });
    idle = await openIdleStreams([a, b], tokens, 'light');
    streams.push(...idle);
    const lightWithout = await postsPerSecond([a, b], manager, applications);
    await closeAll(idle);
    idle = await openIdleStreams([a, b], tokens, 'parsing');
    streams.push(...idle);
    const parsingWithout = await postsPerSecond([a, b], manager, applications);
    await closeAll(idle);
    const ratio = lightWithEvents / lightWithout;

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(`streams: ${STREAMS_PER_PROCESS} per process on 2 processes (+ probes), light readers`);
    console.log(
      `1. posted on A → received on B: p50 ${ms(lightLatency.p50)}, p99 ${ms(lightLatency.p99)} (budget ≤ 250) ${verdict(lightLatency.p99 <= 250)}`,
    );
    console.log(
      `   with the first version's readers (not judged): p50 ${ms(parsingLatency.p50)}, p99 ${ms(parsingLatency.p99)}`,
    );
    console.log(
      `2. events lost across a dropped connection and a restart (${LOSS_EVENTS} events): ${lost} (budget 0) ${verdict(lost === 0)}`,
    );
    console.log(
      `3. RSS per 1 000 idle streams: ${mb(rssPerThousand)} (B with ${STREAMS_PER_PROCESS} → ${2 * STREAMS_PER_PROCESS} streams: ${mb(withN)} → ${mb(withTwiceN)}) (budget ≤ 50) ${verdict(rssPerThousand <= 50 * 1024 * 1024)}`,
    );
    console.log(
      `4. message posts/s: ${lightWithEvents.toFixed(1)} with events, ${lightWithout.toFixed(1)} without: ${(ratio * 100).toFixed(0)} % (budget ≥ 80 %) ${verdict(ratio >= 0.8)}`,
    );
    console.log(
      `   with the first version's readers (not judged): ${parsingWithEvents.toFixed(1)} with events, ${parsingWithout.toFixed(1)} without: ${((parsingWithEvents / parsingWithout) * 100).toFixed(0)} %`,
    );
  } finally {
    for (const stream of streams) stream.close();
    if (a) await stopServer(a);
    if (b) await stopServer(b);
    cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
