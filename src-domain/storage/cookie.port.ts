import { token } from '../shared/token';

/** Cookies on the product's domain, by name; values are plain text (the adapter encodes). */
export interface CookiePort {
  /** The cookie's value, or `undefined` when absent; never throws. */
  get(name: string): string | undefined;
  /** Sets a cookie; `expiresInMs` is milliseconds from now (session cookie when omitted). */
  set(name: string, value: string, expiresInMs?: number): void;
  /** Removes a cookie; absent names are ignored. */
  remove(name: string): void;
}
export const CookiePort = token<CookiePort>('domain.cookie');
