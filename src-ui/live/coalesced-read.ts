/**
 * Folds a burst of refreshes into at most two reads: `read` runs at once when idle; calls made
 * while it runs share ONE more run after it. Each caller's promise settles after a read that began
 * after its call, so no caller is answered with data older than its reason to refresh. One live
 * event reaches several views of the same data (the header's and the navigation's unread badges,
 * a thread and its read marks); without this each would send its own request (issue #32's bench
 * saw ten count reads per message). `read` should not reject; a rejection is passed on to the
 * callers of that run only.
 */
export function coalescedRead(read: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const run = (): Promise<void> => {
    if (running) {
      queued ??= running.then(start, start);
      return queued;
    }
    return start();
  };
  const start = (): Promise<void> => {
    queued = undefined;
    const current = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return run;
}
