import { inject, injectable } from 'inversify';
import type { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import type { TabStoragePort } from '../../src-domain/storage/tab-storage.port';
import { WebStorageAreas } from './web-storage-areas';

/** TabStoragePort over sessionStorage; when it is missing or full, over this page's memory. */
@injectable()
export class SessionTabStorage implements TabStoragePort {
  private readonly memory = new Map<string, string>();

  constructor(@inject(WebStorageAreas) private readonly areas: WebStorageAreas) {}

  get(key: StorageKey): string | undefined {
    try {
      return this.areas.session()?.getItem(key) ?? this.memory.get(key);
    } catch {
      return this.memory.get(key);
    }
  }

  set(key: StorageKey, value: string): void {
    try {
      const session = this.areas.session();
      if (session) {
        session.setItem(key, value);
        this.memory.delete(key);
        return;
      }
    } catch {
      // Full or forbidden: keep it for this page.
    }
    this.memory.set(key, value);
  }

  remove(key: StorageKey): void {
    this.memory.delete(key);
    try {
      this.areas.session()?.removeItem(key);
    } catch {
      // Nothing stored there.
    }
  }
}
