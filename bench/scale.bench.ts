import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startThrowawayCluster } from '../tests/support/pg-throwaway';
import { freePort, loadAverage } from './support/browser-bench';
import { signInOverHttp } from './support/gateway-process';
import { percentile } from './support/in-process-sampler';

/**
 * `npm run bench -- scale` (issue #19 Deliver 6): the same load against three shapes in one run —
 * SQLite with 1 server process, PostgreSQL with 1, PostgreSQL with 2 (`npm run start:cluster`,
 * CLUSTER_PROCESSES=1 or 2, on a throwaway cluster from tests/support/pg-throwaway.ts), each on a
 * fresh demo seed. Two loads of CONCURRENCY callers for SECONDS each: `users/info` alone, and a
 * mixed load over several areas (reads: users/info, the brand list, the shared location; writes
 * with an Idempotency-Key: navigation preference, location, a brand favourite, and the
 * rate-limited username check). Prints req/s, p50, p99 and errors per shape and load.
 * Budget (the issue gives no figures): no errors anywhere, and every shape serves both loads.
 */
const CONCURRENCY = Number(process.env.BENCH_SCALE_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);

interface Shape {
  readonly name: string;
  readonly processes: number;
  readonly databaseUrl?: string;
}

interface Figures {
  readonly requests: number;
  readonly errors: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
}

interface Call {
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
}

async function startCluster(shape: Shape, dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cluster.ts'], {
    env: {
      ...process.env,
      CLUSTER_PROCESSES: String(shape.processes),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      DEV_PAGES: 'false',
      SEED_DEMO: 'true',
      ...(shape.databaseUrl ? { DATABASE_URL: shape.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The primary prints once every process was started; then wait until each answers.
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${shape.name}: the cluster exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('server processes on port')) resolve();
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let healthy = 0; healthy < shape.processes * 4;) {
    const ok = await fetch(`${origin}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) healthy++;
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return child;
}

async function stopCluster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** CONCURRENCY callers, each sending `next(i)` back to back for SECONDS. */
async function drive(origin: string, token: string, next: (index: number) => Call): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let index = 0;
  const until = Date.now() + SECONDS * 1000;
  const started = Date.now();
  const caller = async () => {
    while (Date.now() < until) {
      const call = next(index++);
      const sent = performance.now();
      try {
        const response = await fetch(`${origin}/api/core${call.url}`, {
          method: call.method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(call.body === undefined
              ? {}
              : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
          },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        });
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, caller));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const usersInfo = (): Call => ({ method: 'GET', url: '/v1/users/info' });

function mixed(brandId: number): (index: number) => Call {
  const calls: ((index: number) => Call)[] = [
    usersInfo,
    () => ({ method: 'GET', url: '/v1/users/brands?view_mode=FLAT' }),
    () => ({ method: 'GET', url: '/v1/user_lat_long' }),
    (index) => ({
      method: 'PUT',
      url: '/v1/users/navigation_preferences',
      body: { default_home_page: index % 2 === 0 ? 'HALO_DASHBOARD' : null },
    }),
    (index) => ({
      method: 'PUT',
      url: '/v1/user_lat_long',
      body: { lat: 51.5 + (index % 100) / 1000, long: -0.1, consent: true },
    }),
    () => ({ method: 'POST', url: `/v1/brands/${brandId}/employers/favourites`, body: {} }),
    (index) => ({
      method: 'POST',
      url: '/v1/registration/validateUsername',
      body: { username: `scale-${index}` },
    }),
  ];
  return (index) => calls[index % calls.length]!(index);
}

async function measure(shape: Shape): Promise<{ info: Figures; mixed: Figures }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-scale-'));
  const port = await freePort();
  const child = await startCluster(shape, dataDir, port);
  try {
    const origin = `http://127.0.0.1:${port}`;
    const token = await signInOverHttp(origin, 'manager@demo.brigade.test');
    const brands = await fetch(`${origin}/api/core/v1/users/brands?view_mode=FLAT`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const brandId = ((await brands.json()) as { data: { id: number }[] }).data[0]!.id;
    const info = await drive(origin, token, usersInfo);
    return { info, mixed: await drive(origin, token, mixed(brandId)) };
  } finally {
    await stopCluster(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function createDatabase(admin: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function run(): Promise<void> {
  console.log(`load average at start: ${loadAverage()}; ${CONCURRENCY} callers, ${SECONDS} s per load`);
  const cluster = await startThrowawayCluster();
  try {
    const shapes: Shape[] = [
      { name: 'SQLite, 1 process', processes: 1 },
      {
        name: 'PostgreSQL, 1 process',
        processes: 1,
        databaseUrl: await createDatabase(cluster.url, 'scale_one'),
      },
      {
        name: 'PostgreSQL, 2 processes',
        processes: 2,
        databaseUrl: await createDatabase(cluster.url, 'scale_two'),
      },
    ];
    const rows: string[][] = [];
    let failures = 0;
    for (const shape of shapes) {
      const figures = await measure(shape);
      for (const [load, f] of [
        ['users/info', figures.info],
        ['mixed', figures.mixed],
      ] as const) {
        if (f.errors > 0 || f.requests === 0) failures++;
        rows.push([
          shape.name,
          load,
          String(f.requests),
          f.perSecond.toFixed(0),
          f.p50.toFixed(1),
          f.p99.toFixed(1),
          String(f.errors),
        ]);
      }
    }
    const header = ['shape', 'load', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column]!.length)),
    );
    const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ');
    console.log(line(header));
    console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
    for (const row of rows) console.log(line(row));
    console.log(`load average at end: ${loadAverage()}`);
    console.log(
      failures === 0
        ? 'PASS: every shape served both loads without an error'
        : `FAIL: ${failures} shape/load pairs had errors or no answers`,
    );
    if (failures > 0) process.exitCode = 1;
  } finally {
    cluster.stop();
  }
}
