/**
 * Layout shifts and the largest contentful paint as the CLS bench (bench/cls.bench.ts) records
 * them: the observer installed in the page before its scripts, the largest session window
 * (web-vitals' CLS), and the elements that moved most.
 */

/** One layout-shift entry as the page's observer keeps it. */
export interface Shift {
  readonly value: number;
  readonly startTime: number;
  readonly sources: readonly { readonly node: string; readonly from: string; readonly to: string }[];
}

/** The page's largest contentful paint so far: when, and what. */
export interface Paint {
  readonly time: number;
  readonly element: string;
}

/**
 * Runs in the page before its own scripts: keeps every layout shift in window.__shifts and the
 * latest largest-contentful-paint entry in window.__lcp.
 */
export function observeShifts(): void {
  const describe = (node: Node | null): string => {
    if (!node) return '(removed)';
    if (!(node instanceof Element))
      return node.parentElement ? `text in ${describe(node.parentElement)}` : '#text';
    const parts = [node.tagName.toLowerCase()];
    const testId = node.getAttribute('data-testid');
    if (testId) parts.push(`[data-testid=${testId}]`);
    if (node.id) parts.push(`#${node.id}`);
    const classes = [...node.classList].slice(0, 3);
    if (classes.length > 0) parts.push(`.${classes.join('.')}`);
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return text ? `${parts.join('')} "${text}"` : parts.join('');
  };
  const rect = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map((source) => ({
          node: describe(source.node),
          from: rect(source.previousRect),
          to: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const paint = window as unknown as { __lcp: Paint };
  paint.__lcp = { time: Number.POSITIVE_INFINITY, element: '(none)' };
  new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
    const latest = entries[entries.length - 1];
    if (latest) paint.__lcp = { time: latest.startTime, element: describe(latest.element) };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** The largest session window: shifts less than 1 s apart, a window lasting at most 5 s. */
export function sessionCls(shifts: readonly Shift[]): number {
  let best = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (current > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) {
      current += shift.value;
    } else {
      current = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    best = Math.max(best, current);
  }
  return best;
}

/** The sources of a screen's shifts, the largest first: each with the sum of the scores it took part in. */
export function largestSources(shifts: readonly Shift[], count: number) {
  const bySource = new Map<string, { score: number; moves: string[] }>();
  for (const shift of shifts) {
    for (const source of shift.sources) {
      const known = bySource.get(source.node) ?? { score: 0, moves: [] };
      known.score += shift.value;
      if (known.moves.length < 2) known.moves.push(`${source.from} → ${source.to}`);
      bySource.set(source.node, known);
    }
  }
  return [...bySource.entries()]
    .sort((a, b) => b[1].score - a[1].score)
    .slice(0, count)
    .map(([node, { score, moves }]) => ({
      score: score.toFixed(3),
      node: node.slice(0, 90),
      moves: moves.join('; '),
    }));
}
