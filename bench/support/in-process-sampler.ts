import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/** What sampling one GET printed and measured. */
export interface SampledCall {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  /** Server CPU (user + system) per call, in ms: the figure that does not depend on the machine's load. */
  readonly cpuMs: number;
  /** Server CPU (user + system) of one call, median and 99th percentile, in ms. */
  readonly cpuP50: number;
  readonly cpuP99: number;
  /** The size of the last answer's body, in bytes. */
  readonly bytes: number;
  /** The last answer's `data`. */
  readonly data: Record<string, unknown>;
}

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The 1, 5 and 15 minute load averages, for the printed figures. */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/**
 * Calls `url` on an in-process server `warmUp + samples` times in a row (app.inject, bearer
 * `token`) and measures the last `samples`: wall-clock and CPU percentiles per call and the
 * answer's size. Throws on
 * any answer but 200. `before` runs ahead of each call, unmeasured.
 */
export async function sampleGet(
  app: FastifyInstance,
  url: string,
  token: string,
  {
    warmUp,
    samples,
    before,
  }: {
    warmUp: number;
    samples: number;
    /** Runs before each call, outside the measured time and CPU (e.g. a write that invalidates). */
    before?: () => Promise<void>;
  },
): Promise<SampledCall> {
  const times: number[] = [];
  const cpus: number[] = [];
  let cpuMicros = 0;
  let answer = '';
  for (let i = 0; i < warmUp + samples; i++) {
    if (before) await before();
    const cpu = process.cpuUsage();
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const elapsed = performance.now() - start;
    const used = process.cpuUsage(cpu);
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    if (i >= warmUp) {
      cpuMicros += used.user + used.system;
      cpus.push((used.user + used.system) / 1000);
      times.push(elapsed);
    }
    answer = response.body;
  }
  times.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    cpuMs: cpuMicros / samples / 1000,
    cpuP50: percentile(cpus, 50),
    cpuP99: percentile(cpus, 99),
    bytes: Buffer.byteLength(answer),
    data: (JSON.parse(answer) as { data: Record<string, unknown> }).data,
  };
}
