import {
  DEFAULT_BATCHER,
  nextBatcherDelay,
  shouldFlushNow,
  toBatches,
  type BatcherSchedule,
} from '../../src-domain/schedules/batcher.rules';

interface Waiting<Id, Item> {
  readonly id: Id;
  resolve(item: Item | undefined): void;
  reject(error: unknown): void;
}

/**
 * The request batcher of spec 001 §7: `load(id)` calls made within the delay (10 ms) are sent
 * as one `fetchBatch(ids)`; a queue reaching 50 is sent at once. After a failed batch every
 * caller waiting on it is rejected and the next delay is the last one × 2 + 50 ms; a success
 * brings it back to 10 ms. Each caller receives its own item (`undefined` when the batch's
 * answer lacks it).
 */
export class RequestBatcher<Id, Item> {
  private queue: Waiting<Id, Item>[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private delayMs: number;

  constructor(
    private readonly fetchBatch: (ids: readonly Id[]) => Promise<ReadonlyMap<Id, Item>>,
    private readonly schedule: BatcherSchedule = DEFAULT_BATCHER,
  ) {
    this.delayMs = schedule.delayMs;
  }

  /** The delay the next batch waits, ms (grows after failures). */
  get currentDelayMs(): number {
    return this.delayMs;
  }

  load(id: Id): Promise<Item | undefined> {
    return new Promise<Item | undefined>((resolve, reject) => {
      this.queue.push({ id, resolve, reject });
      if (shouldFlushNow(this.queue.length, this.schedule)) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.delayMs);
    });
  }

  private flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const waiting = this.queue;
    this.queue = [];
    for (const batch of toBatches(waiting, this.schedule)) void this.send(batch);
  }

  private async send(batch: readonly Waiting<Id, Item>[]): Promise<void> {
    const ids = [...new Set(batch.map((waiting) => waiting.id))];
    try {
      const items = await this.fetchBatch(ids);
      this.delayMs = nextBatcherDelay(this.delayMs, false, this.schedule);
      batch.forEach((waiting) => waiting.resolve(items.get(waiting.id)));
    } catch (error) {
      this.delayMs = nextBatcherDelay(this.delayMs, true, this.schedule);
      batch.forEach((waiting) => waiting.reject(error));
    }
  }
}
