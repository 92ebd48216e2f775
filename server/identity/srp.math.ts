import crypto from 'node:crypto';

/**
 * Server side of Cognito's SRP-6a, exactly as amazon-cognito-identity-js computes the client
 * side (IDENTITY-PROTOCOL.md "SRP arithmetic"). Hex strings are hashed as bytes; every big
 * number enters a hash or HMAC through `padHex`.
 */

const N = BigInt(`0x${crypto.getDiffieHellman('modp15').getPrime('hex')}`);
const g = 2n;

/** Even-length lower-case hex, with `00` in front when the top bit would read as a sign. */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex;
}

function hashHex(hex: string): string {
  return crypto.createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

const k = BigInt(`0x${hashHex(padHex(N) + padHex(g))}`);

/** The pool name that enters every hash: the part of the user pool id after `_`. */
export function poolNameOf(userPoolId: string): string {
  return userPoolId.slice(userPoolId.indexOf('_') + 1);
}

export interface SrpCredentials {
  /** Hex of 16 random bytes. */
  readonly salt: string;
  /** Hex of g^x mod N. */
  readonly verifier: string;
}

/** What sign-up keeps instead of the password; `userId` must be the later USER_ID_FOR_SRP. */
export function createSrpCredentials(poolName: string, userId: string, password: string): SrpCredentials {
  const salt = crypto.randomBytes(16).toString('hex');
  const inner = crypto.createHash('sha256').update(`${poolName}${userId}:${password}`, 'utf8').digest('hex');
  const x = BigInt(`0x${hashHex(padHex(BigInt(`0x${salt}`)) + inner)}`);
  return { salt, verifier: modPow(g, x, N).toString(16) };
}

export interface SrpServerStep {
  /** Private; kept in the auth session only. */
  readonly b: string;
  /** Hex of B, sent as SRP_B. */
  readonly B: string;
}

/**
 * Step 1: B = (k·v + g^b) mod N. Returns undefined for an A the protocol forbids
 * (A mod N = 0 or not hex), which the caller reports as a bad parameter.
 */
export function startSrp(verifierHex: string, srpA: string): SrpServerStep | undefined {
  if (!/^[0-9a-fA-F]{1,2048}$/.test(srpA) || BigInt(`0x${srpA}`) % N === 0n) return undefined;
  const v = BigInt(`0x${verifierHex}`);
  for (;;) {
    const b = BigInt(`0x${crypto.randomBytes(32).toString('hex')}`);
    const B = (k * v + modPow(g, b, N)) % N;
    if (B !== 0n) return { b: b.toString(16), B: B.toString(16) };
  }
}

export interface PasswordClaim {
  readonly poolName: string;
  readonly userIdForSrp: string;
  readonly verifier: string;
  readonly A: string;
  readonly b: string;
  readonly B: string;
  /** Base64, as handed out in SECRET_BLOCK. */
  readonly secretBlock: string;
  readonly timestamp: string;
  /** Base64 PASSWORD_CLAIM_SIGNATURE from the client. */
  readonly signature: string;
}

/** Step 2: true when the client's signature proves knowledge of the password. Constant-time compare. */
export function verifyPasswordClaim(claim: PasswordClaim): boolean {
  const A = BigInt(`0x${claim.A}`);
  const B = BigInt(`0x${claim.B}`);
  const u = BigInt(`0x${hashHex(padHex(A) + padHex(B))}`);
  if (u === 0n) return false;
  const v = BigInt(`0x${claim.verifier}`);
  const S = modPow((A * modPow(v, u, N)) % N, BigInt(`0x${claim.b}`), N);
  const prk = crypto
    .createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  const info = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);
  const key = crypto.createHmac('sha256', prk).update(info).digest().subarray(0, 16);
  const expected = crypto
    .createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(claim.poolName, 'utf8'),
        Buffer.from(claim.userIdForSrp, 'utf8'),
        Buffer.from(claim.secretBlock, 'base64'),
        Buffer.from(claim.timestamp, 'utf8'),
      ]),
    )
    .digest();
  const given = Buffer.from(claim.signature, 'base64');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
