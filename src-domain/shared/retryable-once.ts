/**
 * A load that runs at most once at a time and once for good: every call while it runs or after it
 * succeeded gets the same promise; a failed load is forgotten, so the next call starts it again
 * (a chunk that failed on a bad network loads when the person tries again).
 */
export function retryableOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
