/** An error boundary that takes the page's unhandled promise rejections. */
export interface RejectionTarget {
  /** How deep the boundary sits among the boundaries that take rejections (outermost 1). */
  readonly depth: number;
  /** Shows the boundary's error screen for `reason`. */
  readonly fail: (reason: unknown) => void;
}

const targets = new Set<RejectionTarget>();

/** The innermost target: the screen's own boundary rather than the whole application's. */
function deepest(): RejectionTarget | undefined {
  let found: RejectionTarget | undefined;
  for (const target of targets) if (!found || target.depth >= found.depth) found = target;
  return found;
}

function onUnhandledRejection(event: PromiseRejectionEvent): void {
  const target = deepest();
  if (!target) return;
  // Handled here: logged once by us, not again by the browser as "Uncaught (in promise)".
  event.preventDefault();
  console.error('Unhandled promise rejection', event.reason);
  target.fail(event.reason);
}

/**
 * Routes every unhandled promise rejection of the page (issue #11 item 3) to the innermost
 * mounted target until the returned function is called. One window listener serves them all,
 * installed while at least one target is registered.
 */
export function routeRejectionsTo(target: RejectionTarget): () => void {
  if (targets.size === 0) window.addEventListener('unhandledrejection', onUnhandledRejection);
  targets.add(target);
  return () => {
    targets.delete(target);
    if (targets.size === 0) window.removeEventListener('unhandledrejection', onUnhandledRejection);
  };
}
