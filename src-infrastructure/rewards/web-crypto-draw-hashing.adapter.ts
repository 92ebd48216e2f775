import { injectable } from 'inversify';
import type { DrawHashing } from '../../src-domain/rewards/draw-hashing.port';

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The raffle draw's hashing over WebCrypto (the server uses node:crypto): the proof page recomputes draws with it. */
@injectable()
export class WebCryptoDrawHashing implements DrawHashing {
  async sha256Hex(text: string): Promise<string> {
    return hex(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text)));
  }

  async hmacSha256(key: string, message: string): Promise<Uint8Array> {
    const cryptoKey = await globalThis.crypto.subtle.importKey(
      'raw',
      encoder.encode(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
  }
}
