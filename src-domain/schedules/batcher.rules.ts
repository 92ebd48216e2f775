/** The request batcher's settings (spec 001 §7). */
export interface BatcherSchedule {
  /** Wait before sending a batch, ms. */
  readonly delayMs: number;
  /** A queue reaching this size is sent at once. */
  readonly maxBatchSize: number;
}

/** Spec 001 §7: 10 ms delay, at most 50 per batch. */
export const DEFAULT_BATCHER: BatcherSchedule = { delayMs: 10, maxBatchSize: 50 };

/** The delay after a failed batch: previous delay × 2 + 50 ms (waiting callers are rejected). */
export function delayAfterFailure(previousDelayMs: number): number {
  return previousDelayMs * 2 + 50;
}

/** The delay after a batch: back to the configured delay on success, grown on failure. */
export function nextBatcherDelay(
  previousDelayMs: number,
  failed: boolean,
  schedule: BatcherSchedule = DEFAULT_BATCHER,
): number {
  return failed ? delayAfterFailure(previousDelayMs) : schedule.delayMs;
}

/** True when a queue of `queued` items must be sent immediately (reached the batch size). */
export function shouldFlushNow(queued: number, schedule: BatcherSchedule = DEFAULT_BATCHER): boolean {
  return queued >= schedule.maxBatchSize;
}

/** Splits queued items into batches of at most `maxBatchSize`, in order. */
export function toBatches<Item>(
  items: readonly Item[],
  schedule: BatcherSchedule = DEFAULT_BATCHER,
): Item[][] {
  const batches: Item[][] = [];
  for (let start = 0; start < items.length; start += schedule.maxBatchSize) {
    batches.push(items.slice(start, start + schedule.maxBatchSize));
  }
  return batches;
}
