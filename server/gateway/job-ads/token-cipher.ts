import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../../config';

/** The key file generated once into DATA_DIR when INDEED_TOKEN_KEY is not configured. */
export const TOKEN_KEY_FILE = 'indeed-token.key';

/**
 * The 32-byte key of the provider tokens at rest: INDEED_TOKEN_KEY, else DATA_DIR/indeed-token.key
 * (created with mode 0600 on first use; an existing file is read, never replaced).
 */
export function tokenKeyFor(config: Pick<ServerConfig, 'dataDir' | 'indeed'>): Buffer {
  if (config.indeed.tokenKey) return Buffer.from(config.indeed.tokenKey, 'base64');
  const file = path.join(config.dataDir, TOKEN_KEY_FILE);
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} must hold 32 bytes in base64`);
  return key;
}

/**
 * AES-256-GCM sealing of tokens: `iv.tag.ciphertext` in base64url, with the brand id as
 * associated data, so a sealed token copied to another brand's row does not open.
 */
export class TokenCipher {
  constructor(private readonly key: Buffer) {}

  seal(plain: string, brandId: number): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`brand:${brandId}`));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
  }

  /** The token, or undefined when the text was not sealed by this key for this brand. */
  open(sealed: string, brandId: number): string | undefined {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) return undefined;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAAD(Buffer.from(`brand:${brandId}`));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
