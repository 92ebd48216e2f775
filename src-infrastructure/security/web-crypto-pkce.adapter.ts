import { injectable } from 'inversify';
import type { PkcePair, PkcePort } from '../../src-domain/job-ads/pkce.port';

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** PkcePort over Web Crypto (browsers in secure contexts and Node 20+): 32 random bytes, SHA-256. */
@injectable()
export class WebCryptoPkce implements PkcePort {
  async create(): Promise<PkcePair> {
    const verifier = base64url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
    const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
    return { verifier, challenge: base64url(new Uint8Array(digest)) };
  }
}
