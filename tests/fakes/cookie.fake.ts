import type { CookiePort } from '../../src-domain/storage/cookie.port';

/** In-memory CookiePort: name → value, expiry ignored. */
export class FakeCookies implements CookiePort {
  readonly values = new Map<string, string>();

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  set(name: string, value: string): void {
    this.values.set(name, value);
  }

  remove(name: string): void {
    this.values.delete(name);
  }
}
