import { token } from '../shared/token';

/** A PKCE pair (RFC 7636): the secret verifier and its S256 challenge. */
export interface PkcePair {
  /** 43 characters of base64url from 32 random bytes. */
  readonly verifier: string;
  /** base64url(SHA-256(verifier)), no padding. */
  readonly challenge: string;
}

/** Makes PKCE pairs from a cryptographically secure source; rejects when there is none. */
export interface PkcePort {
  create(): Promise<PkcePair>;
}
export const PkcePort = token<PkcePort>('domain.pkce');
