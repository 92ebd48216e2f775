/** One stored value with its absolute expiry (epoch ms), as kept in memory or serialised. */
export interface StoredValue {
  readonly value: string;
  readonly expiresAt?: number;
}

/** Values kept for this page only (no consent, or a key outside the registry). */
export class MemoryStore {
  private readonly values = new Map<string, StoredValue>();

  /** The value, or `undefined` when absent or expired at `nowMs` (an expired one is dropped). */
  get(key: string, nowMs: number): string | undefined {
    const stored = this.values.get(key);
    if (stored === undefined) return undefined;
    if (stored.expiresAt !== undefined && stored.expiresAt <= nowMs) {
      this.values.delete(key);
      return undefined;
    }
    return stored.value;
  }

  set(key: string, stored: StoredValue): void {
    this.values.set(key, stored);
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  /** Removes and returns every live entry matching `keep` (to move them to persistent storage). */
  take(nowMs: number, keep: (key: string) => boolean): [string, StoredValue][] {
    const taken: [string, StoredValue][] = [];
    for (const [key, stored] of this.values) {
      if (!keep(key)) continue;
      this.values.delete(key);
      if (stored.expiresAt === undefined || stored.expiresAt > nowMs) taken.push([key, stored]);
    }
    return taken;
  }

  clear(): void {
    this.values.clear();
  }
}

/** `{"value": …, "expiresAt": …}` as written to localStorage; `undefined` for foreign text. */
export function parseStoredValue(text: string | null): StoredValue | undefined {
  if (text === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { value, expiresAt } = parsed as Record<string, unknown>;
    if (typeof value !== 'string') return undefined;
    return typeof expiresAt === 'number' ? { value, expiresAt } : { value };
  } catch {
    return undefined;
  }
}
