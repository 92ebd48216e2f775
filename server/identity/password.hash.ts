import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$saltB64$hashB64`; never log the input. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, {
    ...COST,
    maxmem: 64 * 1024 * 1024,
  });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * A stored hash in the same format and cost as hashPassword's whose hash part is random bytes:
 * no password matches it (short of finding an scrypt preimage), yet checking one against it
 * takes as long as against a real one (no timing tells such an account apart). Made at once.
 */
export function unmatchableHash(): string {
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    crypto.randomBytes(16).toString('base64'),
    crypto.randomBytes(KEY_LENGTH).toString('base64'),
  ].join('$');
}

/** True when `password` matches `stored`; false (never throws) for a malformed `stored`. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/** A real hash of a random secret, so that an unknown user costs as much time as a known one. */
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return decoy;
}
