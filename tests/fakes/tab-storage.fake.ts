import type { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import type { TabStoragePort } from '../../src-domain/storage/tab-storage.port';

/** TabStoragePort over a Map the test can read. */
export class FakeTabStorage implements TabStoragePort {
  readonly values = new Map<string, string>();

  get(key: StorageKey): string | undefined {
    return this.values.get(key);
  }

  set(key: StorageKey, value: string): void {
    this.values.set(key, value);
  }

  remove(key: StorageKey): void {
    this.values.delete(key);
  }
}
