interface Entry {
  readonly value: unknown;
  readonly storedAt: number;
}

/**
 * Stale-while-revalidate for reads (spec 001 §7): a value younger than `maxAgeMs` is served
 * without loading; an older one is served at once and reloaded in the background (one reload
 * per key at a time; a failed reload keeps the old value). A first read waits for the load,
 * shared by concurrent callers. `clear()` forgets everything, including loads under way.
 */
export class StaleWhileRevalidateCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private generation = 0;

  constructor(
    private readonly now: () => number,
    private readonly onBackgroundError: (error: unknown) => void = () => undefined,
  ) {}

  async get<Value>(key: string, maxAgeMs: number, load: () => Promise<Value>): Promise<Value> {
    const entry = this.entries.get(key);
    if (entry) {
      if (this.now() - entry.storedAt >= maxAgeMs) {
        this.reload(key, load).catch((error: unknown) => this.onBackgroundError(error));
      }
      return entry.value as Value;
    }
    return this.reload(key, load);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  private reload<Value>(key: string, load: () => Promise<Value>): Promise<Value> {
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<Value>;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (generation === this.generation) {
          this.entries.set(key, { value, storedAt: this.now() });
          this.loading.delete(key);
        }
        return value;
      },
      (error: unknown) => {
        if (generation === this.generation) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }
}
