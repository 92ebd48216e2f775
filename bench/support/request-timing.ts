import type { Request } from '@playwright/test';

/**
 * Request timelines of the browser benches (login, way-in, cls): a request as a labelled
 * interval, the median of runs, and the longest chain of requests each started after the one
 * before had finished (the "sequential round trips" they budget).
 */

/** One request: its label and its start and end (ms, on the clock the bench chose). */
export interface Timed {
  readonly label: string;
  readonly start: number;
  readonly end: number;
}

/** The median of `values` (the upper one of an even count); `values` must not be empty. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The longest chain of requests where each started after the one before had finished. */
export function longestChain<T extends { readonly start: number; readonly end: number }>(
  timings: readonly T[],
): T[] {
  const sorted = [...timings].sort((a, b) => a.start - b.start);
  const best: { depth: number; previous: number }[] = [];
  sorted.forEach((request, index) => {
    let depth = 1;
    let previous = -1;
    for (let before = 0; before < index; before++) {
      if (sorted[before]!.end <= request.start && best[before]!.depth + 1 > depth) {
        depth = best[before]!.depth + 1;
        previous = before;
      }
    }
    best.push({ depth, previous });
  });
  let last = best.reduce((top, entry, index) => (entry.depth > (best[top]?.depth ?? 0) ? index : top), -1);
  const chain: T[] = [];
  while (last >= 0) {
    chain.unshift(sorted[last]!);
    last = best[last]!.previous;
  }
  return chain;
}

/** How many requests the longest chain of `timings` holds (0 for none): the sequential round trips. */
export function sequentialDepth(
  timings: readonly { readonly start: number; readonly end: number }[],
): number {
  return longestChain(timings).length;
}

/** `METHOD path [type]`, the path relative to `base` and cut to `maxUrl` characters (with …). */
export function requestLabel(request: Request, base: string, maxUrl: number): string {
  const url = request.url().replace(base, '');
  return `${request.method()} ${url.length > maxUrl ? `${url.slice(0, maxUrl - 3)}…` : url} [${request.resourceType()}]`;
}
