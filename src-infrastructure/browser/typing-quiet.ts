/**
 * Waiting for a person to stop typing before work nobody waits for (prefetches, deferred start-up
 * work): what it evaluates on the main thread would otherwise land among their keys (issue #30).
 */

/** The time of the last key pressed in a document, while tracked. */
export interface TypingTracker {
  /** performance.now() of the last keydown; -Infinity before the first. */
  readonly lastKeyAt: () => number;
  /** Stops listening. */
  stop(): void;
}

/** Tracks the keys pressed in `root` (a capturing, passive keydown listener). */
export function trackTyping(root: Document): TypingTracker {
  let last = Number.NEGATIVE_INFINITY;
  const typed = () => (last = performance.now());
  const options = { capture: true, passive: true } as const;
  root.addEventListener('keydown', typed, options);
  return {
    lastKeyAt: () => last,
    stop: () => root.removeEventListener('keydown', typed, options),
  };
}

/** Runs `task` when the browser is idle (or after `timeoutMs`); at once-ish where idle callbacks do not exist. */
function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs `task` at an idle moment (or after `timeoutMs`) at least `quietMs` after the last key
 * (`lastKeyAt()`, performance.now() time); while keys keep coming it keeps waiting. Returns the
 * function that cancels the wait.
 */
export function whenIdleAfterTyping(
  task: () => void,
  lastKeyAt: () => number,
  quietMs: number,
  timeoutMs: number,
): () => void {
  let cancel: () => void;
  const attempt = () => {
    cancel = whenIdle(() => {
      const rest = lastKeyAt() + quietMs - performance.now();
      if (rest <= 0) return task();
      const timer = setTimeout(attempt, rest);
      cancel = () => clearTimeout(timer);
    }, timeoutMs);
  };
  attempt();
  return () => cancel();
}
