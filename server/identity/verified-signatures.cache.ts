import type { JWTPayload } from 'jose';
import type { SigningKeys } from './signing-keys.store';

type PublicKey = NonNullable<ReturnType<SigningKeys['publicKeyOf']>>;

/** Most tokens kept; the oldest kept goes first. */
const MAX_ENTRIES = 4096;

interface Entry {
  readonly payload: JWTPayload;
  readonly kid: string | undefined;
  readonly key: PublicKey;
}

/**
 * Access tokens whose RS256 signature, issuer and algorithm were verified, by their exact text
 * (issue #20: the signature check was the largest per-request cost of a warm read, about half a
 * millisecond of CPU). A token is answered from here only while it has not expired (`exp` in the
 * future, as jose's check with no leeway) and while the key that verified it is still the one
 * the key set publishes under its `kid`; otherwise the caller verifies it again. Only the
 * signature is remembered: the claims and the session's revocation are checked on every use.
 */
export class VerifiedSignatures {
  private readonly entries = new Map<string, Entry>();

  /** The verified payload of `token`, or undefined when it must be verified (again). */
  find(token: string, keys: SigningKeys, nowSeconds: number): JWTPayload | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const exp = entry.payload.exp;
    if (typeof exp !== 'number' || exp <= nowSeconds || keys.publicKeyOf(entry.kid) !== entry.key) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.payload;
  }

  /** Keeps a token jose verified with `key` (the key named by `kid`). */
  remember(token: string, payload: JWTPayload, kid: string | undefined, key: PublicKey): void {
    this.entries.delete(token);
    this.entries.set(token, { payload, kid, key });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  /** How many tokens are kept (tests). */
  get size(): number {
    return this.entries.size;
  }
}
