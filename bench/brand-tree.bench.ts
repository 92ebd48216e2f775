/**
 * The large owner's STRUCTURED brand list (`npm run bench -- brand-tree`, issue #20): a real server
 * in its own process (bench/support/gateway-server.ts) with the 20 000-location seed, asked by 20
 * concurrent clients over loopback, as a browser asks (Accept-Encoding: br).
 *   - cold (judged, #30): ROUNDS times, this process (a second process on the same database file, as
 *     another server would be) renames a location of the owner's tree through the repository
 *     (renameBrand: the row, the brands revision and the change log in one transaction, as a real
 *     write), then 20 requests start at once; every one waits for the rebuild of the kept answer.
 *     Each read is timed until the last byte of the answer as sent (br) has arrived, as autocannon
 *     times the warm figures: the body is not decoded. Also checks that the tag changed at once
 *     and that the answer holds the new name.
 *   - cold, old definition (printed, not judged): as #30's figure was first measured: a bare
 *     revision bump (no change log: the server reads the whole subtree again), and fetch() decoding
 *     each body. Restated because 20 brotli decodings of 6.4 MB in this one process took 0.5–0.8 s
 *     of the same two cores even for a warm answer (the server's own CPU for the 20: ~30 ms): it
 *     measured the bench's client, not what the server makes a reader wait for.
 *   - warm: autocannon, 20 connections, BENCH_DURATION seconds (default 10) of the kept answer;
 *   - revalidated: the same with If-None-Match (304, no body).
 *   - one build alone: ROUNDS times a bump then ONE request (what a whole rebuild costs with
 *     nothing else running in the server).
 * Prints sizes (identity / gzip / br), p50 / p99 per load, the server's CPU time per request
 * (asked over IPC: less noisy than latency on a shared machine) and PASS / FAIL (exit code 1 on any
 * FAIL). Judged: #20's warm p99 ≤ 100 ms at 20 concurrent; the 304 p99, held to the same budget;
 * and #30's cold p99 ≤ 250 ms: the first reads after a brand write, 20 at once, every one of
 * which waits for the one rebuild of the kept answer (single flight), over ROUNDS × 20 requests.
 * Each round's p99 (its slowest of 20) is printed too, with the load average: the machine is shared.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { bumpBrandsRevision } from '../server/gateway/brands/brand-rows.cache';
import { renameBrand } from '../server/gateway/brands/brands.repository';
import { bareSendFloor } from './support/bare-sender';
import { signInOverHttp, startGatewayProcess, statsOf, stopGatewayProcess } from './support/gateway-process';

const CONCURRENT = 20;
const P99_BUDGET_MS = 100;
/** #30: the first reads after a brand write (cold), 20 concurrent, p99 (ms). */
const COLD_P99_BUDGET_MS = 250;
const ROUNDS = 5;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** One GET over a kept-alive connection, timed until the last byte of the body as sent (not decoded). */
function timedGet(
  url: string,
  headers: Record<string, string>,
  agent: http.Agent,
): Promise<{ ms: number; status: number; etag: string | undefined; bytes: Buffer }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: response.statusCode ?? 0,
            etag: response.headers.etag,
            bytes: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
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
    // The server sheds load with 503 while its event loop lags (a shared machine after a burst):
    // a single read between the measurements waits and asks again, up to 10 times.
    const asked = async (encoding: string): Promise<Response> => {
      for (let attempt = 1; ; attempt += 1) {
        const response = await fetch(url, { headers: { ...auth, 'accept-encoding': encoding } });
        if (response.status === 503 && attempt < 10) {
          await response.arrayBuffer();
          await new Promise((resolve) => setTimeout(resolve, 1000));
          continue;
        }
        if (response.status !== 200) throw new Error(`STRUCTURED list answered ${response.status}`);
        return response;
      }
    };
    const sizes: string[] = [];
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await asked(encoding);
      sizes.push(`${encoding} ${(Number(response.headers.get('content-length')) / 1024).toFixed(0)} KB`);
      await response.arrayBuffer();
    }
    console.log(`answer size: ${sizes.join(', ')}`);

    const headers = { ...auth, 'accept-encoding': 'br' };
    const renamed = await otherProcessDb
      .selectFrom('brands')
      .select(['id', 'name'])
      .where('type', '=', 'LOCATION')
      .where('name', 'like', 'Atlas %')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const agent = new http.Agent({ keepAlive: true });
    const cold: number[] = [];
    const roundSlowest: number[] = [];
    let coldRefused = 0;
    let seenAtOnce = true;
    let nameSeen = true;
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = (await asked('br')).headers.get('etag');
      const name = `${renamed.name} (renamed ${round + 1})`;
      await renameBrand(otherProcessDb, renamed.id, name);
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, () => timedGet(url, headers, agent)),
      );
      const times = answers.map((answer) => answer.ms);
      cold.push(...times);
      roundSlowest.push(Math.max(...times));
      // A cold read is judged only when answered: a shed request (503) is quick and counts as a failure.
      coldRefused += answers.filter((answer) => answer.status !== 200).length;
      if (answers.some((answer) => answer.etag === before)) seenAtOnce = false;
      const body = answers.find((answer) => answer.status === 200)?.bytes;
      if (!body || !zlib.brotliDecompressSync(body).toString().includes(JSON.stringify(name)))
        nameSeen = false;
    }
    agent.destroy();
    cold.sort((a, b) => a - b);
    const coldP50 = percentile(cold, 0.5);
    const coldP99 = percentile(cold, 0.99);
    console.log(
      `cold: p50 ${coldP50.toFixed(0)} ms, p99 ${coldP99.toFixed(0)} ms, ${coldRefused} not answered 200; slowest per round ${roundSlowest.map((ms) => ms.toFixed(0)).join(' ')} ms (load average ${os.loadavg()[0]!.toFixed(2)})`,
    );
    // The old definition: a bare bump (whole reload) and fetch() decoding every body here.
    const oldCold: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await (await asked('br')).arrayBuffer();
      await bumpBrandsRevision(otherProcessDb);
      const times = await Promise.all(
        Array.from({ length: CONCURRENT }, async () => {
          const started = performance.now();
          await (await fetch(url, { headers })).arrayBuffer();
          return performance.now() - started;
        }),
      );
      oldCold.push(...times);
    }
    oldCold.sort((a, b) => a - b);
    const alone: number[] = [];
    /** The server's CPU time until the one request was answered (ms): the rebuild's cost, whatever the load. */
    const aloneCpu: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // The background (denser) compression of the previous build settles first.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await bumpBrandsRevision(otherProcessDb);
      const cpuBefore = (await statsOf(child)).cpuMicros;
      const started = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      alone.push(performance.now() - started);
      aloneCpu.push(((await statsOf(child)).cpuMicros - cpuBefore) / 1000);
    }
    alone.sort((a, b) => a - b);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    /** autocannon's result and the server's CPU time per request of it, µs. */
    const measured = async (extra: Record<string, string>) => {
      const before = await statsOf(child);
      const result = await autocannon({
        url,
        connections: CONCURRENT,
        duration: DURATION_SECONDS,
        headers: { ...headers, ...extra },
      });
      const after = await statsOf(child);
      return { result, cpuPerRequest: (after.cpuMicros - before.cpuMicros) / result.requests.total };
    };
    const { result: warm, cpuPerRequest: warmCpu } = await measured({});
    const etag = (await asked('br')).headers.get('etag') ?? '';
    const { result: revalidated, cpuPerRequest: revalidatedCpu } = await measured({ 'if-none-match': etag });
    const brBytes = Number((await asked('br')).headers.get('content-length'));
    const floor = await bareSendFloor(brBytes, CONCURRENT, DURATION_SECONDS);
    const loadAverage = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    const line = (title: string, p50: number, p99: number, extra: string) =>
      console.log(
        `${title.padEnd(34)} p50 ${p50.toFixed(0).padStart(5)} ms   p99 ${p99.toFixed(0).padStart(5)} ms   ${extra}`,
      );
    line(
      `warm (${CONCURRENT} concurrent, ${DURATION_SECONDS} s)`,
      warm.latency.p50,
      warm.latency.p99,
      `${warm.requests.average.toFixed(0)} req/s, ${warm.errors + warm.non2xx} errors, server CPU ${warmCpu.toFixed(0)} µs/request`,
    );
    line(
      `revalidated, 304 (${CONCURRENT} concurrent)`,
      revalidated.latency.p50,
      revalidated.latency.p99,
      `${revalidated.requests.average.toFixed(0)} req/s, ${revalidated['3xx']} × 304, ${revalidated.errors} errors, server CPU ${revalidatedCpu.toFixed(0)} µs/request`,
    );
    line(
      `floor: bare node:http, same ${(brBytes / 1024).toFixed(0)} KB`,
      floor.p50,
      floor.p99,
      `${floor.perSecond.toFixed(0)} req/s (no routing, no checks: loopback, client and load alone)`,
    );
    line(
      `cold (${ROUNDS} rebuilds × ${CONCURRENT} at once)`,
      coldP50,
      coldP99,
      `${cold.length} requests; slowest per round ${roundSlowest.map((ms) => ms.toFixed(0)).join(' ')} ms`,
    );
    line(
      `cold, old definition (bump, fetch decodes)`,
      percentile(oldCold, 0.5),
      percentile(oldCold, 0.99),
      `(not judged: a bare bump reloads the whole subtree; the 20 decodings are the client's CPU)`,
    );
    line(
      `one rebuild alone (${ROUNDS} rounds)`,
      percentile(alone, 0.5),
      alone.at(-1)!,
      `(p99 column: max); server CPU until answered ${aloneCpu.map((ms) => ms.toFixed(0)).join(' ')} ms`,
    );
    console.log(`(load average ${loadAverage})`);
    const checks = [
      verdict(
        warm.latency.p99 <= P99_BUDGET_MS && warm.errors + warm.non2xx === 0,
        `#20 GET /v1/users/brands STRUCTURED, large owner: warm p99 ≤ ${P99_BUDGET_MS} ms at ${CONCURRENT} concurrent (${warm.latency.p99} ms)`,
      ),
      verdict(
        revalidated.latency.p99 <= P99_BUDGET_MS && revalidated['3xx'] === revalidated.requests.total,
        `revalidated p99 ≤ ${P99_BUDGET_MS} ms, every answer 304 (${revalidated.latency.p99} ms)`,
      ),
      verdict(
        coldP99 <= COLD_P99_BUDGET_MS && coldRefused === 0,
        `#30 STRUCTURED, 20 000 locations, first reads after a brand write (cold), ${CONCURRENT} concurrent: p99 ≤ ${COLD_P99_BUDGET_MS} ms (${coldP99.toFixed(0)} ms over ${cold.length} requests, ${coldRefused} not answered 200; load average ${loadAverage})`,
      ),
      verdict(seenAtOnce, 'a brand renamed by another process gives a new tag on the next request'),
      verdict(nameSeen, "the first answers after a rename hold the brand's new name"),
    ];
    console.log(`  (not budgeted) one rebuild alone p50 ${percentile(alone, 0.5).toFixed(0)} ms`);
    const pass = checks.every(Boolean);
    if (!pass) process.exitCode = 1;
    console.log(pass ? 'brand-tree budget: PASS' : 'brand-tree budget: FAIL');
  } finally {
    await otherProcessDb.destroy();
    await stopGatewayProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
