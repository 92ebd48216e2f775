import crypto from 'node:crypto';

/** What a signed link opens: a message file, a resume or a logbook attachment, by row id. */
export type SignedKind = 'message-file' | 'resume' | 'logbook-file';

/** Longest life of a link, in seconds (#13: at most five minutes). */
export const LINK_TTL_SECONDS = 300;
/** Where links are served, below /api/core. */
export const SIGNED_FILES_PATH = '/v1/files/signed';

/** A link's fields as the route reads them from its path. */
export interface SignedLinkFields {
  readonly kind: SignedKind;
  readonly id: number;
  /** Unix seconds. */
  readonly expires: number;
  readonly signature: string;
}

/**
 * HMAC-SHA256 links to stored files, so a browser can fetch a file without a bearer token for
 * a few minutes. The server passes the key of its DATA_DIR (link-key.store.ts), shared by every
 * instance on it; without one (tests) a random key is drawn.
 */
export class SignedLinks {
  private readonly key: Buffer;

  constructor(key: Buffer = crypto.randomBytes(32)) {
    this.key = key;
  }

  /** The path (below /api/core) and expiry of a new link; `nowMs` for tests. */
  sign(kind: SignedKind, id: number, nowMs = Date.now()): { path: string; expiresAt: string } {
    const expires = Math.floor(nowMs / 1000) + LINK_TTL_SECONDS;
    const signature = this.mac(kind, id, expires);
    return {
      path: `${SIGNED_FILES_PATH}/${kind}/${id}/${expires}/${signature}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /** 'valid', 'expired' (signature right, time past) or 'invalid' (anything tampered). */
  check(fields: SignedLinkFields, nowMs = Date.now()): 'valid' | 'expired' | 'invalid' {
    const expected = Buffer.from(this.mac(fields.kind, fields.id, fields.expires), 'utf8');
    const given = Buffer.from(fields.signature, 'utf8');
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid';
    const now = Math.floor(nowMs / 1000);
    // A link longer-lived than the TTL was not made here, whatever its signature says.
    if (fields.expires - now > LINK_TTL_SECONDS) return 'invalid';
    return now >= fields.expires ? 'expired' : 'valid';
  }

  private mac(kind: SignedKind, id: number, expires: number): string {
    return crypto.createHmac('sha256', this.key).update(`${kind}:${id}:${expires}`).digest('base64url');
  }
}
