import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/**
 * The identity's RS256 key set, one for every server process (table `identity_signing_keys`,
 * migration 0028): `kid`/`privateKey` sign (the newest generation), `jwks` publishes every key
 * still valid, and `publicKeyOf` finds the key a token names.
 */
export interface SigningKeys {
  readonly kid: string;
  readonly privateKey: SigningKey;
  readonly jwks: { keys: JWK[] };
  publicKeyOf(kid: string | undefined): SigningKey | undefined;
}

/** When keys rotate. */
export interface KeyRotation {
  /** A new key is made once the newest is this old, seconds. */
  readonly rotateAfterSeconds: number;
  /**
   * How long a key stays published and accepted after its successor appeared, seconds: at
   * least the token lifetime, so every token it signed expires first.
   */
  readonly overlapSeconds: number;
}

/** The key file of DATA_DIR before 0028: imported as generation 1 so its tokens stay valid. */
export const SIGNING_KEYS_FILE = 'identity-keys.json';

/** How long a process reuses the set it read before reading the table again, ms. */
const REREAD_MS = 60_000;

interface Loaded {
  readonly keys: Promise<SigningKeys>;
  readonly readAt: number;
}
/** Per database: the last set read. A cache of the table, never the source of truth. */
const loaded = new WeakMap<Kysely<Database>, Loaded>();

/**
 * The key set from the database, made (generation 1) on first use and rotated when the newest
 * key is `rotateAfterSeconds` old: of processes rotating at once one inserts, the others read
 * its key (the generation is unique). Re-read in the background at most every minute (the
 * cached set answers meanwhile), and awaited at once when asked for a key id it does not know
 * (`fresh`, never from inside a transaction), so a key made by another process verifies here too.
 */
export function loadSigningKeys(
  db: Kysely<Database>,
  dataDir: string,
  rotation: KeyRotation,
  fresh = false,
): Promise<SigningKeys> {
  const cached = loaded.get(db);
  if (cached && !fresh) {
    // A stale set is re-read in the background and answered from the cache now: a caller may
    // hold the database's one SQLite connection in a transaction (a sign-in writing its session),
    // and awaiting a read on `db` there would wait for that transaction forever.
    if (Date.now() - cached.readAt >= REREAD_MS) reread(db, dataDir, rotation, cached);
    return cached.keys;
  }
  const keys = readOrRotate(db, dataDir, rotation);
  loaded.set(db, { keys, readAt: Date.now() });
  keys.catch(() => loaded.delete(db));
  return keys;
}

/** Reads the set again; replaces the cached one when the read succeeds, keeps it otherwise. */
function reread(db: Kysely<Database>, dataDir: string, rotation: KeyRotation, cached: Loaded): void {
  loaded.set(db, { keys: cached.keys, readAt: Date.now() });
  readOrRotate(db, dataDir, rotation).then(
    (keys) => loaded.set(db, { keys: Promise.resolve(keys), readAt: Date.now() }),
    () => undefined,
  );
}

async function readOrRotate(
  db: Kysely<Database>,
  dataDir: string,
  rotation: KeyRotation,
): Promise<SigningKeys> {
  let rows = await readRows(db);
  const newest = rows[0];
  if (!newest) {
    await insertKey(db, 1, readKeyFile(dataDir) ?? (await newKey()));
    rows = await readRows(db);
  } else if (Date.parse(newest.created_at) <= Date.now() - rotation.rotateAfterSeconds * 1000) {
    await insertKey(db, newest.generation + 1, await newKey());
    rows = await readRows(db);
  }
  return toKeys(rows, rotation);
}

type Row = Database['identity_signing_keys'];

async function readRows(db: Kysely<Database>): Promise<Row[]> {
  const rows = await db
    .selectFrom('identity_signing_keys')
    .selectAll()
    .orderBy('generation', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, generation: Number(row.generation) }));
}

interface NewKey {
  readonly kid: string;
  readonly privateJwk: JWK;
  readonly publicJwk: JWK;
}

async function newKey(): Promise<NewKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  });
  return {
    kid: crypto.randomBytes(12).toString('base64url'),
    privateJwk: await exportJWK(privateKey),
    publicJwk: await exportJWK(publicKey),
  };
}

function readKeyFile(dataDir: string): NewKey | undefined {
  const file = path.resolve(dataDir, SIGNING_KEYS_FILE);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as NewKey;
}

/** Inserts generation `generation` unless another process did first. */
async function insertKey(db: Kysely<Database>, generation: number, key: NewKey): Promise<void> {
  await db
    .insertInto('identity_signing_keys')
    .values({
      kid: key.kid,
      generation,
      private_jwk: JSON.stringify(key.privateJwk),
      public_jwk: JSON.stringify(key.publicJwk),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Rows newest first: the first signs; a successor's age decides whether a key is still valid. */
async function toKeys(rows: readonly Row[], rotation: KeyRotation): Promise<SigningKeys> {
  const now = Date.now();
  const valid = rows.filter(
    (_row, index) =>
      index === 0 || Date.parse(rows[index - 1]!.created_at) > now - rotation.overlapSeconds * 1000,
  );
  const signing = valid[0]!;
  const published = valid.map((row) => ({
    ...(JSON.parse(row.public_jwk) as JWK),
    kid: row.kid,
    alg: 'RS256',
    use: 'sig',
  }));
  const publicKeys = new Map<string, SigningKey>();
  for (const jwk of published) publicKeys.set(jwk.kid, (await importJWK(jwk, 'RS256')) as SigningKey);
  return {
    kid: signing.kid,
    privateKey: (await importJWK(JSON.parse(signing.private_jwk) as JWK, 'RS256')) as SigningKey,
    jwks: { keys: published },
    publicKeyOf: (kid) => (kid === undefined ? undefined : publicKeys.get(kid)),
  };
}
