/**
 * The identity library's storage (its ICognitoStorage) in memory, for one sign-in run away from
 * the page's storage (in the sign-in worker, which has no Web Storage): what the library wrote is
 * read back with `entries()` and handed to the page, which stores it where its own library reads.
 */
export class MemoryCognitoStorage {
  private readonly items = new Map<string, string>();

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }

  /** Every key and value the library holds now, in the order written. */
  entries(): [string, string][] {
    return [...this.items.entries()];
  }
}
