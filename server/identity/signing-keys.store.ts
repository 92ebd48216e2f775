import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** The RS256 key pair that signs our JWTs, and the public half as a JWKS document. */
export interface SigningKeys {
  readonly kid: string;
  readonly privateKey: SigningKey;
  readonly publicKey: SigningKey;
  readonly jwks: { keys: JWK[] };
}

interface StoredKeys {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

export const SIGNING_KEYS_FILE = 'identity-keys.json';
const loaded = new Map<string, Promise<SigningKeys>>();

/**
 * Loads `DATA_DIR/identity-keys.json`, generating it (mode 0600) on first start. Safe when two
 * processes start at once: the file is linked into place atomically and the loser reads it.
 * Memoised per directory, so every part of the server signs and verifies with one key.
 */
export function loadSigningKeys(dataDir: string): Promise<SigningKeys> {
  const file = path.resolve(dataDir, SIGNING_KEYS_FILE);
  let keys = loaded.get(file);
  if (!keys) {
    keys = readOrCreate(file);
    loaded.set(file, keys);
    keys.catch(() => loaded.delete(file));
  }
  return keys;
}

async function readOrCreate(file: string): Promise<SigningKeys> {
  if (!fs.existsSync(file)) await create(file);
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredKeys;
  const publicJwk: JWK = { ...stored.publicJwk, kid: stored.kid, alg: 'RS256', use: 'sig' };
  return {
    kid: stored.kid,
    privateKey: (await importJWK(stored.privateJwk, 'RS256')) as SigningKey,
    publicKey: (await importJWK(publicJwk, 'RS256')) as SigningKey,
    jwks: { keys: [publicJwk] },
  };
}

async function create(file: string): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  });
  const stored: StoredKeys = {
    kid: crypto.randomBytes(12).toString('base64url'),
    privateJwk: await exportJWK(privateKey),
    publicJwk: await exportJWK(publicKey),
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(stored), { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(temporary);
  }
}
