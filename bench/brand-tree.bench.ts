/**
 * The large owner's STRUCTURED brand list (`npm run bench -- brand-tree`, issue #20): a real server
 * in its own process (bench/support/gateway-server.ts) with the 20 000-location seed, asked by 20
 * concurrent clients over loopback, as a browser asks (Accept-Encoding: br).
 *   - cold: ROUNDS times, this process (a second process on the same database file, as another
 *     server would be) bumps the brands revision, then 20 requests start at once; every one waits
 *     for the rebuild of the kept answer. Also checks that the tag changed at once (the revision is
 *     read from the database, not kept in the server's memory).
 *   - warm: autocannon, 20 connections, BENCH_DURATION seconds (default 10) of the kept answer;
 *   - revalidated: the same with If-None-Match (304, no body).
 * Prints sizes (identity / gzip / br), p50 / p99 per load and PASS / FAIL against p99 ≤ 100 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { bumpBrandsRevision } from '../server/gateway/brands/brand-rows.cache';
import { signInOverHttp, startGatewayProcess, stopGatewayProcess } from './support/gateway-process';

const CONCURRENT = 20;
const P99_BUDGET_MS = 100;
const ROUNDS = 5;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

function verdict(pass: boolean, text: string): boolean {
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${text}`);
  return pass;
}

export async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-bench-'));
  const { child, ready } = await startGatewayProcess(dataDir);
  const otherProcessDb = openDatabase(readConfig({ DATA_DIR: dataDir }).databaseFile);
  try {
    console.log(`seeded ${ready.locations} locations in ${ready.seededMs} ms; ${os.cpus().length} cores`);
    const base = `http://127.0.0.1:${ready.port}`;
    const url = `${base}/api/core/v1/users/brands?view_mode=STRUCTURED`;
    const auth = { authorization: `Bearer ${await signInOverHttp(base, ready.ownerEmail)}` };
    const asked = async (encoding: string): Promise<Response> => {
      const response = await fetch(url, { headers: { ...auth, 'accept-encoding': encoding } });
      if (response.status !== 200) throw new Error(`STRUCTURED list answered ${response.status}`);
      return response;
    };
    const sizes: string[] = [];
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await asked(encoding);
      sizes.push(`${encoding} ${(Number(response.headers.get('content-length')) / 1024).toFixed(0)} KB`);
      await response.arrayBuffer();
    }
    console.log(`answer size: ${sizes.join(', ')}`);

    const headers = { ...auth, 'accept-encoding': 'br' };
    const cold: number[] = [];
    let seenAtOnce = true;
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = (await asked('br')).headers.get('etag');
      await bumpBrandsRevision(otherProcessDb);
      const tags = await Promise.all(
        Array.from({ length: CONCURRENT }, async () => {
          const started = performance.now();
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          cold.push(performance.now() - started);
          return response.headers.get('etag');
        }),
      );
      if (tags.some((tag) => tag === before)) seenAtOnce = false;
    }
    cold.sort((a, b) => a - b);
    const coldP50 = percentile(cold, 0.5);
    const coldP99 = percentile(cold, 0.99);

    const warm = await autocannon({ url, connections: CONCURRENT, duration: DURATION_SECONDS, headers });
    const etag = (await asked('br')).headers.get('etag') ?? '';
    const revalidated = await autocannon({
      url,
      connections: CONCURRENT,
      duration: DURATION_SECONDS,
      headers: { ...headers, 'if-none-match': etag },
    });
    const loadAverage = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    const line = (title: string, p50: number, p99: number, extra: string) =>
      console.log(
        `${title.padEnd(34)} p50 ${p50.toFixed(0).padStart(5)} ms   p99 ${p99.toFixed(0).padStart(5)} ms   ${extra}`,
      );
    line(`cold (${ROUNDS} rebuilds × ${CONCURRENT} at once)`, coldP50, coldP99, `${cold.length} requests`);
    line(
      `warm (${CONCURRENT} concurrent, ${DURATION_SECONDS} s)`,
      warm.latency.p50,
      warm.latency.p99,
      `${warm.requests.average.toFixed(0)} req/s, ${warm.errors + warm.non2xx} errors`,
    );
    line(
      `revalidated, 304 (${CONCURRENT} concurrent)`,
      revalidated.latency.p50,
      revalidated.latency.p99,
      `${revalidated.requests.average.toFixed(0)} req/s, ${revalidated['3xx']} × 304, ${revalidated.errors} errors`,
    );
    console.log(`(load average ${loadAverage})`);
    const checks = [
      verdict(
        warm.latency.p99 <= P99_BUDGET_MS && warm.errors + warm.non2xx === 0,
        `warm p99 ≤ ${P99_BUDGET_MS} ms at ${CONCURRENT} concurrent (${warm.latency.p99} ms)`,
      ),
      verdict(
        revalidated.latency.p99 <= P99_BUDGET_MS && revalidated['3xx'] === revalidated.requests.total,
        `revalidated p99 ≤ ${P99_BUDGET_MS} ms, every answer 304 (${revalidated.latency.p99} ms)`,
      ),
      verdict(
        coldP99 <= P99_BUDGET_MS,
        `cold p99 ≤ ${P99_BUDGET_MS} ms after a brand write (${coldP99.toFixed(0)} ms)`,
      ),
      verdict(seenAtOnce, 'a revision bumped by another process gives a new tag on the next request'),
    ];
    console.log(checks.every(Boolean) ? 'brand-tree budget: PASS' : 'brand-tree budget: FAIL');
  } finally {
    await otherProcessDb.destroy();
    await stopGatewayProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
