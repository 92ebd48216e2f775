/**
 * Sums a Chromium performance trace (Tracing through CDP, "devtools.timeline" category) into what
 * the renderer did: how many "Recalculate Style" passes and how many elements they restyled, how
 * many layouts with how many dirty objects of how many in the tree, how long each kind of work
 * took, and which nodes were layout roots. The element and object counts are deterministic (they
 * do not depend on the machine's load), so they show what a change invalidates.
 */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  /** Thread (CPU) time of a complete event, in µs. */
  readonly tdur?: number;
  readonly args?: {
    readonly name?: string;
    readonly elementCount?: number;
    readonly beginData?: {
      readonly dirtyObjects?: number;
      readonly totalObjects?: number;
      readonly partialLayout?: boolean;
    };
    readonly endData?: { readonly root?: readonly number[]; readonly rootNode?: number };
  };
}

export interface RenderWork {
  /** Milliseconds of CPU (thread time) of the renderer's main thread, all tasks. */
  readonly mainThreadCpuMs: number;
  readonly styleRecalcs: number;
  readonly styledElements: number;
  readonly layouts: number;
  readonly dirtyObjects: number;
  readonly totalObjects: number;
  /** Milliseconds of style recalculation, layout, paint (incl. pre-paint and layerize) and script. */
  readonly styleMs: number;
  readonly layoutMs: number;
  readonly paintMs: number;
  readonly scriptMs: number;
}

const PAINT_EVENTS = new Set(['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers']);
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
]);

/**
 * Pairs begin ("B") and end ("E") events into complete ones (the end's args merged in), so that
 * both forms Chromium writes are read alike.
 */
function completeEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const open = new Map<string, TraceEvent[]>();
  const complete: TraceEvent[] = [];
  for (const event of events) {
    if (event.ph === 'X') complete.push(event);
    else if (event.ph === 'B') {
      const key = `${event.tid}:${event.name}`;
      open.set(key, [...(open.get(key) ?? []), event]);
    } else if (event.ph === 'E') {
      const begun = open.get(`${event.tid}:${event.name}`)?.pop();
      if (begun)
        complete.push({
          ...begun,
          ph: 'X',
          dur: event.ts - begun.ts,
          args: { ...begun.args, ...event.args },
        });
    }
  }
  return complete;
}

/** Sums the renderer work of a trace, on the renderers' main threads ("CrRendererMain"). */
export function sumRenderWork(trace: readonly TraceEvent[]): RenderWork {
  const mainThreads = new Set(
    trace
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const events = completeEvents(trace.filter((event) => mainThreads.has(`${event.pid}:${event.tid}`)));
  let mainThreadCpuMs = 0;
  let styleRecalcs = 0;
  let styledElements = 0;
  let layouts = 0;
  let dirtyObjects = 0;
  let totalObjects = 0;
  let styleMs = 0;
  let layoutMs = 0;
  let paintMs = 0;
  let scriptMs = 0;
  for (const event of events) {
    if (event.ph !== 'X') continue;
    const ms = (event.dur ?? 0) / 1000;
    // Tasks do not nest: their thread time is the main thread's CPU time.
    if (event.name === 'RunTask') mainThreadCpuMs += (event.tdur ?? 0) / 1000;
    if (event.name === 'UpdateLayoutTree') {
      styleRecalcs++;
      styledElements += event.args?.elementCount ?? 0;
      styleMs += ms;
    } else if (event.name === 'Layout') {
      layouts++;
      dirtyObjects += event.args?.beginData?.dirtyObjects ?? 0;
      totalObjects = Math.max(totalObjects, event.args?.beginData?.totalObjects ?? 0);
      layoutMs += ms;
    } else if (PAINT_EVENTS.has(event.name)) paintMs += ms;
    else if (SCRIPT_EVENTS.has(event.name)) scriptMs += ms;
  }
  return {
    mainThreadCpuMs,
    styleRecalcs,
    styledElements,
    layouts,
    dirtyObjects,
    totalObjects,
    styleMs,
    layoutMs,
    paintMs,
    scriptMs,
  };
}
