import { inject, injectable } from 'inversify';
import type { ConsentChange } from '../../src-domain/consent/consent.rules';
import { ConsentPort } from '../../src-domain/consent/consent.port';
import {
  storageDecision,
  storageExpiryMs,
  storageKeyCategory,
  type StorageKey,
} from '../../src-domain/consent/storage-keys.rules';
import type { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { ClockPort } from '../../src-domain/time/clock.port';
import { MemoryStore, parseStoredValue } from './memory-store';
import { WebStorageAreas } from './web-storage-areas';

/**
 * KeyValueStoragePort over localStorage, consent-aware (spec 001 §3, §4): a key of the registry
 * whose category has consent is persisted as `{"value", "expiresAt"}`; without consent, or for a
 * key outside the registry (logged with console.error), the value lives in this page's memory.
 * Expiry: the caller's, else the key's own (user location 7 days). A category granted later
 * moves its in-memory values to storage; a withdrawn one has its stored values removed.
 */
@injectable()
export class ConsentAwareStorage implements KeyValueStoragePort {
  private readonly memory = new MemoryStore();

  constructor(
    @inject(ConsentPort) private readonly consent: ConsentPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(WebStorageAreas) private readonly areas: WebStorageAreas,
  ) {
    consent.onChange((change) => this.applyConsent(change));
  }

  get(key: StorageKey): string | undefined {
    const now = this.clock.now();
    const inMemory = this.memory.get(key, now);
    if (inMemory !== undefined) return inMemory;
    if (!storageDecision(key, this.consent.current()).persist) return undefined;
    const local = this.areas.local();
    const stored = parseStoredValue(read(local, key));
    if (stored === undefined) return undefined;
    if (stored.expiresAt !== undefined && stored.expiresAt <= now) {
      local?.removeItem(key);
      return undefined;
    }
    return stored.value;
  }

  set(key: StorageKey, value: string, expiresInMs?: number): void {
    const now = this.clock.now();
    const lifetime = expiresInMs ?? storageExpiryMs(key);
    const stored = lifetime === undefined ? { value } : { value, expiresAt: now + lifetime };
    const decision = storageDecision(key, this.consent.current());
    const local = this.areas.local();
    if (decision.persist && local && write(local, key, JSON.stringify(stored))) {
      this.memory.remove(key);
      return;
    }
    if (!decision.persist && decision.message) console.error(decision.message);
    this.memory.set(key, stored);
  }

  remove(key: StorageKey): void {
    this.memory.remove(key);
    this.areas.local()?.removeItem(key);
  }

  clearSession(): void {
    this.areas.session()?.clear();
    this.memory.clear();
  }

  private applyConsent(change: ConsentChange): void {
    const local = this.areas.local();
    if (!local) return;
    if (change.reload) {
      // A withdrawn category's values go before the page reloads.
      for (const key of storageKeys(local)) {
        const category = storageKeyCategory(key);
        if (category && !change.next[category]) local.removeItem(key);
      }
      return;
    }
    const now = this.clock.now();
    const granted = this.memory.take(now, (key) => storageDecision(key, change.next).persist);
    for (const [key, stored] of granted) {
      if (!write(local, key, JSON.stringify(stored))) this.memory.set(key, stored);
    }
  }
}

function storageKeys(area: Storage): string[] {
  return Array.from({ length: area.length }, (_unused, index) => area.key(index)).filter(
    (key): key is string => key !== null,
  );
}

function read(area: Storage | undefined, key: string): string | null {
  try {
    return area?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when the browser refused the write (quota, private mode): the caller keeps it in memory. */
function write(area: Storage, key: string, text: string): boolean {
  try {
    area.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}
