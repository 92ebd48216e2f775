import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Longest life of a signed upload URL, seconds (issue #15: at most 15 minutes). */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** Where the signed uploads are received, below /api/core. */
export const UPLOAD_PATH_PREFIX = '/v1/media/uploads';

/** What a signed upload URL carries besides its path. */
export interface SignedUploadFields {
  readonly id: string;
  /** Unix seconds. */
  readonly expires: number;
  /** Bytes the client declared. */
  readonly size: number;
  readonly signature: string;
}

/**
 * The key of the signed upload URLs: the configured one, else DATA_DIR/keys/media-upload.key,
 * created once (exclusive create, mode 0600) so every process on the same DATA_DIR signs alike.
 */
export function loadUploadKey(dataDir: string, configured: string): Buffer {
  if (configured !== '') return Buffer.from(configured, 'utf8');
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'media-upload.key');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process (or an earlier start) created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} holds no usable key`);
  return Buffer.from(key, 'utf8');
}

/**
 * HMAC-SHA256 upload URLs: the signature covers the method (PUT), the path (with the slot id),
 * the expiry and the declared size, so none of them can be changed without the key.
 */
export class UploadSigner {
  /** `pathPrefix`: where this signer's uploads are received (the careers' résumés have their own). */
  constructor(
    private readonly key: Buffer,
    private readonly pathPrefix: string = UPLOAD_PATH_PREFIX,
  ) {}

  /** The URL path (below /api/core, with its query) of a new slot; `nowMs` for tests. */
  sign(id: string, size: number, nowMs = Date.now()): { path: string; expires: number } {
    const expires = Math.floor(nowMs / 1000) + UPLOAD_URL_TTL_SECONDS;
    const signature = this.mac('PUT', id, expires, size);
    return {
      path: `${this.pathPrefix}/${id}?expires=${expires}&size=${size}&signature=${signature}`,
      expires,
    };
  }

  /**
   * 'valid'; 'expired' (signature right, time past); 'invalid' when anything signed was changed,
   * the method is not PUT, or the expiry lies further ahead than a URL made here can.
   */
  check(method: string, fields: SignedUploadFields, nowMs = Date.now()): 'valid' | 'expired' | 'invalid' {
    const expected = Buffer.from(this.mac(method, fields.id, fields.expires, fields.size), 'utf8');
    const given = Buffer.from(fields.signature, 'utf8');
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid';
    const now = Math.floor(nowMs / 1000);
    if (fields.expires - now > UPLOAD_URL_TTL_SECONDS) return 'invalid';
    return now >= fields.expires ? 'expired' : 'valid';
  }

  private mac(method: string, id: string, expires: number, size: number): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`${method}\n/api/core${this.pathPrefix}/${id}\n${expires}\n${size}`)
      .digest('base64url');
  }
}
