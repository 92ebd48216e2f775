/**
 * What each key costs the page, for the brand switcher bench (issue #30): the display frames the
 * page missed after the key, from a requestAnimationFrame loop kept in the page, and the renderer
 * main thread's time in the key's window, from a Chromium performance trace.
 *
 * A key's window starts at its keydown and lasts until the next key's keydown, at most
 * `windowMs`: what the key caused (its handler, React's render and commit, style, layout, paint,
 * and work it scheduled for later) and whatever else the page ran then (work the app deferred
 * after its load lands among the keys when they start early). That is what a person typing sees.
 */
import type { TraceEvent } from './render-trace';

/** The display's frame interval at 60 Hz (ms). */
export const FRAME_MS = 1000 / 60;

/**
 * Runs in the page before its scripts: keeps the time of every animation frame in window.__frames
 * (a rAF loop) and the timeStamp of every keydown in window.__keydowns (document, capture phase).
 */
export function recordFramesAndKeys(): void {
  const kept = window as unknown as { __frames: number[]; __keydowns: number[] };
  kept.__frames = [];
  kept.__keydowns = [];
  const frame = (time: number) => {
    kept.__frames.push(time);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener('keydown', (event) => kept.__keydowns.push(event.timeStamp), true);
}

/**
 * Frames missed in [keyAt, keyAt + windowMs): each gap between the frame before the key and the
 * frames after it, up to the window's end, that lasted n frame intervals missed n − 1 frames (a gap
 * is rounded to whole intervals: vsync jitter is not a miss). `frames` are rAF times, ascending.
 */
export function framesMissed(frames: readonly number[], keyAt: number, windowMs: number): number {
  const end = keyAt + windowMs;
  let previous = frames.filter((time) => time <= keyAt).at(-1);
  let missed = 0;
  for (const time of frames) {
    if (time <= keyAt) continue;
    if (time > end) break;
    if (previous !== undefined) missed += Math.max(0, Math.round((time - previous) / FRAME_MS) - 1);
    previous = time;
  }
  // The page painted no frame since the last one until the window's end: those count too.
  if (previous !== undefined) missed += Math.max(0, Math.floor((end - previous) / FRAME_MS) - 1);
  return missed;
}

/** The main thread's time in one key's window (ms): wall (throttled, as a slow phone) and CPU. */
export interface KeyWork {
  readonly wallMs: number;
  readonly cpuMs: number;
}

interface DispatchEvent extends TraceEvent {
  readonly args?: TraceEvent['args'] & { readonly data?: { readonly type?: string } };
}

/**
 * The renderer main thread's tasks per key window: `keys` keydowns are found in the trace
 * (EventDispatch of type keydown, in order); a key's window runs from the start of the task that
 * dispatched its keydown until the next key's such task, at most `windowMs`. Each task that
 * starts in the window counts whole: its duration (wall, under the CPU throttling) and its thread
 * time (CPU).
 */
export function workPerKey(trace: readonly TraceEvent[], keys: number, windowMs: number): KeyWork[] {
  const mainThreads = new Set(
    trace
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = trace.filter((event) => mainThreads.has(`${event.pid}:${event.tid}`) && event.ph === 'X');
  const tasks = onMain.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const keydowns = (onMain as DispatchEvent[])
    .filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown')
    .sort((a, b) => a.ts - b.ts);
  const starts = keydowns.map(
    (dispatch) =>
      tasks.find((task) => task.ts <= dispatch.ts && task.ts + (task.dur ?? 0) >= dispatch.ts)?.ts ??
      dispatch.ts,
  );
  return starts.slice(0, keys).map((start, index) => {
    const end = Math.min(start + windowMs * 1000, starts[index + 1] ?? Number.POSITIVE_INFINITY);
    const inWindow = tasks.filter((task) => task.ts >= start && task.ts < end);
    return {
      wallMs: inWindow.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000,
      cpuMs: inWindow.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000,
    };
  });
}

/** The nearest-rank percentile `share` (0–1] of `values`. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** The median of `values` (the lower middle of an even count). */
export function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}
