/**
 * Where a page's main thread goes between two moments, for the browser benches: a sampling CPU
 * profile through the DevTools protocol (`Profiler`), each sample's self time put on the original
 * source file of its frame through the build's source maps (dist/client/assets/*.js.map), so
 * minified chunks read as `node_modules/amazon-cognito-identity-js/src/BigInteger.js` or
 * `src-ui/session/session.store.ts`. Samples outside any script (garbage collection, the
 * browser's own work: style, layout, paint, parsing) keep the profiler's name for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { clientDir } from './client-build';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Milliseconds of main thread per place, the largest first, and the total sampled. */
export interface MainThreadProfile {
  /** When sampling started, on the browser's monotonic clock (ms; the Network domain's clock). */
  readonly startMs: number;
  readonly totalMs: number;
  readonly places: readonly { readonly place: string; readonly ms: number }[];
  /** Every busy sample: when (ms after the profile started), how long, where. */
  readonly samples: readonly { readonly at: number; readonly ms: number; readonly place: string }[];
}

/**
 * Starts sampling every 200 µs; `stop` ends it and attributes the samples. With PROFILE_OUT set
 * to a file path, `stop` also writes the raw profile there (a .cpuprofile DevTools opens, with
 * the call tree this summary leaves out).
 */
export async function startProfile(cdp: CDPSession): Promise<{ stop(): Promise<MainThreadProfile> }> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return {
    async stop() {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      await cdp.send('Profiler.disable');
      const out = process.env['PROFILE_OUT'];
      if (out) fs.writeFileSync(out, JSON.stringify(profile));
      return attribute(profile);
    },
  };
}

const consumers = new Map<string, SourceMapConsumer | undefined>();

/** The source map of a built asset (by its URL), read once; undefined when it has none. */
function consumerOf(url: string): SourceMapConsumer | undefined {
  if (consumers.has(url)) return consumers.get(url);
  let consumer: SourceMapConsumer | undefined;
  try {
    const file = path.join(clientDir, new URL(url).pathname);
    const raw = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
    consumer = new SourceMapConsumer(raw);
  } catch {
    consumer = undefined;
  }
  consumers.set(url, consumer);
  return consumer;
}

/** The original file of a frame: `node_modules/<package>/…` or the project's own path. */
function placeOf(frame: CallFrame): string {
  if (frame.url === '') return `(${frame.functionName || 'program'})`;
  if (frame.lineNumber < 0) return `${frame.url} (${frame.functionName || 'anonymous'})`;
  const consumer = consumerOf(frame.url);
  const original = consumer?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (!original?.source) return `${new URL(frame.url).pathname} (${frame.functionName || 'anonymous'})`;
  const source = original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  return source;
}

function attribute(profile: CpuProfile): MainThreadProfile {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const byPlace = new Map<string, number>();
  const samples: { at: number; ms: number; place: string }[] = [];
  let totalMs = 0;
  let at = 0;
  profile.samples.forEach((nodeId, index) => {
    at += (profile.timeDeltas[index] ?? 0) / 1000;
    const node = byNode.get(nodeId);
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') return;
    const place = placeOf(node.callFrame);
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
    samples.push({ at, ms, place });
    totalMs += ms;
  });
  return {
    startMs: profile.startTime / 1000,
    totalMs,
    samples,
    places: [...byPlace.entries()].map(([place, ms]) => ({ place, ms })).sort((a, b) => b.ms - a.ms),
  };
}

/** Prints the places taking the most main thread (at least `minMs` each). */
export function printProfile(title: string, profile: MainThreadProfile, minMs = 10): void {
  console.log(`${title}: ${Math.round(profile.totalMs)} ms of main thread sampled (idle left out)`);
  console.table(
    profile.places
      .filter((place) => place.ms >= minMs)
      .map((place) => ({ place: place.place.slice(0, 100), ms: Math.round(place.ms) })),
  );
}

/**
 * The main thread between consecutive moments (ms after the profile started + `lead`, e.g. after a
 * click `lead` ms into the profile): per phase, the busy time and its `top` largest places.
 */
export function printPhases(
  profile: MainThreadProfile,
  lead: number,
  moments: readonly { readonly label: string; readonly at: number }[],
  top = 6,
): void {
  const sorted = [...moments].sort((a, b) => a.at - b.at);
  sorted.forEach((moment, index) => {
    const from = sorted[index - 1]?.at ?? 0;
    const inPhase = profile.samples.filter(
      (sample) => sample.at - lead >= from && sample.at - lead < moment.at,
    );
    const byPlace = new Map<string, number>();
    for (const sample of inPhase) byPlace.set(sample.place, (byPlace.get(sample.place) ?? 0) + sample.ms);
    const busy = inPhase.reduce((sum, sample) => sum + sample.ms, 0);
    const places = [...byPlace.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([place, ms]) => `${Math.round(ms)} ${place.slice(0, 70)}`)
      .join('; ');
    console.log(
      `${Math.round(from)}–${Math.round(moment.at)} ms, until ${moment.label}: busy ${Math.round(busy)} ms — ${places}`,
    );
  });
}
