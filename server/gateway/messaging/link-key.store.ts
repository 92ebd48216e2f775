import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The file under DATA_DIR that holds the signed-link key (32 random bytes, base64url). */
export const LINK_KEY_FILE = 'signed-links.key';

/**
 * The HMAC key of the signed file links, shared by every server process on one DATA_DIR (a link
 * signed by one instance opens on another, and survives a restart): read from
 * `DATA_DIR/signed-links.key`, created (mode 0600) on first start. Two processes starting at once
 * agree: the file is linked into place atomically and the loser reads the winner's key (as the
 * identity keys are, identity/signing-keys.store.ts). Throws when the file holds no usable key.
 */
export function loadLinkKey(dataDir: string): Buffer {
  const file = path.resolve(dataDir, LINK_KEY_FILE);
  if (!fs.existsSync(file)) create(file);
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  if (key.length < 32) throw new Error(`${file} must hold at least 32 bytes of key, base64url`);
  return key;
}

function create(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(temporary);
  }
}
