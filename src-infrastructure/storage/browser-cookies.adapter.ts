import { inject, injectable } from 'inversify';
import { ConsentPort } from '../../src-domain/consent/consent.port';
import { isStorageKey, storageDecision, storageExpiryMs } from '../../src-domain/consent/storage-keys.rules';
import type { CookiePort } from '../../src-domain/storage/cookie.port';
import { ClockPort } from '../../src-domain/time/clock.port';
import { cookieValue } from './cookie-header';
import { MemoryStore } from './memory-store';

/**
 * CookiePort over `document.cookie`, consent-aware like the storage (spec 001 §3, §4): only
 * names of the registry (`h_…`) whose category has consent become cookies, by default for 30
 * days (spec 001 §9); anything else stays in this page's memory (unknown names logged).
 * Cookies are `path=/; SameSite=Lax`, `Secure` on https.
 */
@injectable()
export class BrowserCookies implements CookiePort {
  private readonly memory = new MemoryStore();

  constructor(
    @inject(ConsentPort) private readonly consent: ConsentPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  get(name: string): string | undefined {
    const inMemory = this.memory.get(name, this.clock.now());
    if (inMemory !== undefined) return inMemory;
    if (typeof document === 'undefined') return undefined;
    return cookieValue(document.cookie, name);
  }

  set(name: string, value: string, expiresInMs?: number): void {
    const decision = storageDecision(name, this.consent.current());
    const lifetime = expiresInMs ?? (isStorageKey(name) ? storageExpiryMs(name, 'cookie') : undefined);
    if (!decision.persist || typeof document === 'undefined') {
      if (!decision.persist && decision.message) console.error(decision.message);
      const now = this.clock.now();
      this.memory.set(name, lifetime === undefined ? { value } : { value, expiresAt: now + lifetime });
      return;
    }
    this.memory.remove(name);
    const expires =
      lifetime === undefined ? '' : `; expires=${new Date(this.clock.now() + lifetime).toUTCString()}`;
    document.cookie = `${name}=${encodeURIComponent(value)}${expires}${attributes()}`;
  }

  remove(name: string): void {
    this.memory.remove(name);
    if (typeof document === 'undefined') return;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes()}`;
  }
}

function attributes(): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `; path=/; SameSite=Lax${secure}`;
}
