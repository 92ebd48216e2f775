import { injectable } from 'inversify';
import type { RandomTokenPort } from '../../src-domain/identity/random-token.port';

/** RandomTokenPort over the Web Crypto API (`crypto.getRandomValues`, browsers and Node 20+). */
@injectable()
export class WebCryptoRandomToken implements RandomTokenPort {
  next(bytes: number): string {
    const values = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
    return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
  }
}
