import type { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import type { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';

/** In-memory KeyValueStoragePort: every key persists (as with full consent); no expiry. */
export class FakeKeyValueStorage implements KeyValueStoragePort {
  readonly values = new Map<StorageKey, string>();
  sessionCleared = 0;

  get(key: StorageKey): string | undefined {
    return this.values.get(key);
  }

  set(key: StorageKey, value: string): void {
    this.values.set(key, value);
  }

  remove(key: StorageKey): void {
    this.values.delete(key);
  }

  clearSession(): void {
    this.sessionCleared += 1;
  }
}
