/**
 * Where a page's main thread went between two moments of a Chromium trace (Tracing through CDP,
 * categories MAIN_THREAD_CATEGORIES): each event's self time (its duration less its children's)
 * put on a kind of work — the boot chunks' evaluation, script run later (tasks, events, timers,
 * frames), style, layout (and how much of it was forced by script), paint, garbage collection,
 * HTML parsing — with the rest of the tasks as "other" and the untasked time as idle. For the
 * browser benches' breakdowns printed beside their figures (never a figure itself).
 */
import type { TraceEvent } from './render-trace';

/** The trace categories the breakdown reads (pass them to `browser.startTracing`). */
export const MAIN_THREAD_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink.user_timing',
];

type Kind =
  | 'boot chunks evaluated'
  | 'script'
  | 'style'
  | 'layout'
  | 'paint'
  | 'garbage collection'
  | 'HTML parse'
  | 'other';

const KIND_OF: Readonly<Record<string, Kind>> = {
  EvaluateScript: 'boot chunks evaluated',
  'v8.compile': 'boot chunks evaluated',
  'v8.compileModule': 'boot chunks evaluated',
  FunctionCall: 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'V8.GC_MARK_COMPACTOR': 'garbage collection',
  BlinkGC: 'garbage collection',
  ParseHTML: 'HTML parse',
  RunTask: 'other',
};

const SCRIPT_KINDS = new Set<Kind>(['boot chunks evaluated', 'script']);

export interface MainThreadBreakdown {
  /** Milliseconds of self time per kind of work, and idle (no task), in the window. */
  readonly byKind: ReadonlyMap<Kind | 'idle', number>;
  /** The trace events whose own time made most of "other", with their milliseconds. */
  readonly otherNames: readonly (readonly [string, number])[];
  /** Layouts run inside script (a script read a size or position with the layout dirty). */
  readonly forcedLayouts: number;
  readonly forcedLayoutMs: number;
  /** The tasks over `longMs` in the window: start (ms from `from`), duration and their top kinds. */
  readonly longMs: number;
  readonly longTasks: readonly { readonly at: number; readonly ms: number; readonly top: string }[];
}

/** The renderer main thread's id ("pid:tid") that ran the most tasks. */
function busiestMainThread(trace: readonly TraceEvent[]): string | undefined {
  const names = new Set(
    trace
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of trace) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && names.has(key)) busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The trace time (µs) of the first user-timing mark named `name`, if the page set one. */
export function markTime(trace: readonly TraceEvent[], name: string): number | undefined {
  return trace.find((event) => event.name === name)?.ts;
}

/**
 * The breakdown of the busiest renderer main thread from `from` to `to` (trace µs); a task is
 * counted in full when it starts in the window. Complete ("X") events only: the timeline writes
 * its work that way.
 */
export function breakDownMainThread(
  trace: readonly TraceEvent[],
  from: number,
  to: number,
  longMs = 50,
): MainThreadBreakdown {
  const thread = busiestMainThread(trace);
  const events = trace
    .filter(
      (event) =>
        `${event.pid}:${event.tid}` === thread &&
        event.ph === 'X' &&
        event.ts >= from &&
        event.ts < to &&
        (event.dur ?? 0) > 0,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byKind = new Map<Kind | 'idle', number>();
  const add = (kind: Kind | 'idle', us: number) => byKind.set(kind, (byKind.get(kind) ?? 0) + us / 1000);
  const stack: { end: number; kind: Kind; self: number; inScript: boolean; top: Map<Kind, number> }[] = [];
  const longTasks: { at: number; ms: number; top: string }[] = [];
  let forcedLayouts = 0;
  let forcedLayoutMs = 0;
  let tasked = 0;
  const others = new Map<string, number>();
  const close = (frame: (typeof stack)[number], name: string) => {
    add(frame.kind, frame.self);
    if (frame.kind === 'other') others.set(name, (others.get(name) ?? 0) + frame.self / 1000);
    const task = stack[0];
    if (task) task.top.set(frame.kind, (task.top.get(frame.kind) ?? 0) + frame.self / 1000);
  };
  const finish = (event: TraceEvent, frame: (typeof stack)[number]) => {
    if (stack.length > 0) return;
    const ms = (event.dur ?? 0) / 1000;
    if (ms <= longMs) return;
    const top = [...frame.top]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([kind, kindMs]) => `${kind} ${kindMs.toFixed(0)}`)
      .join(', ');
    longTasks.push({ at: (event.ts - from) / 1000, ms, top });
  };
  const pending: { event: TraceEvent; frame: (typeof stack)[number] }[] = [];
  for (const event of events) {
    const end = event.ts + (event.dur ?? 0);
    while (stack.length > 0 && stack[stack.length - 1]!.end <= event.ts) {
      const frame = stack.pop()!;
      const { event: done } = pending.pop()!;
      close(frame, done.name);
      finish(done, frame);
    }
    const parent = stack[stack.length - 1];
    if (parent) parent.self -= event.dur ?? 0;
    else tasked += event.dur ?? 0;
    const kind = KIND_OF[event.name] ?? parent?.kind ?? 'other';
    const inScript = (parent?.inScript ?? false) || SCRIPT_KINDS.has(kind);
    if (event.name === 'Layout' && parent?.inScript) {
      forcedLayouts++;
      forcedLayoutMs += (event.dur ?? 0) / 1000;
    }
    const frame = { end, kind, self: event.dur ?? 0, inScript, top: parent ? parent.top : new Map() };
    stack.push(frame);
    pending.push({ event, frame });
  }
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { event } = pending.pop()!;
    close(frame, event.name);
    finish(event, frame);
  }
  add('idle', Math.max(0, to - from - tasked));
  const otherNames = [...others].sort((a, b) => b[1] - a[1]).slice(0, 4);
  return { byKind, otherNames, forcedLayouts, forcedLayoutMs, longMs, longTasks };
}

/** One line per kind (largest first) and the long tasks, indented under a title. */
export function printBreakdown(title: string, breakdown: MainThreadBreakdown): void {
  const kinds = [...breakdown.byKind]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    .join(', ');
  console.log(`  ${title}`);
  console.log(`    main thread (ms): ${kinds}`);
  console.log(
    `    "other" is mostly: ${breakdown.otherNames.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ')}`,
  );
  console.log(
    `    layouts forced by script: ${breakdown.forcedLayouts} (${breakdown.forcedLayoutMs.toFixed(1)} ms)`,
  );
  console.log(
    `    tasks over ${breakdown.longMs.toFixed(0)} ms: ${breakdown.longTasks.length}${breakdown.longTasks
      .map((task) => `; at ${task.at.toFixed(0)} ${task.ms.toFixed(0)} ms (${task.top})`)
      .join('')}`,
  );
}
