import crypto from 'node:crypto';

/**
 * The client half of Cognito's SRP (USER_SRP_AUTH), written from IDENTITY-PROTOCOL.md and
 * amazon-cognito-identity-js's AuthenticationHelper, independent of server/identity/srp.math.ts,
 * for tests that drive /idp with a client that does no SRP itself (the AWS SDK v3).
 */
const N = BigInt(`0x${crypto.getDiffieHellman('modp15').getPrime('hex')}`);
const g = 2n;

function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return '89abcdef'.includes(hex[0] ?? '') ? `00${hex}` : hex;
}

const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest();
const hexHash = (hex: string) => BigInt(`0x${sha256(Buffer.from(hex, 'hex')).toString('hex')}`);

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

const k = hexHash(padHex(N) + padHex(g));

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** `ddd MMM D HH:mm:ss UTC YYYY`, day not padded, as the library sends it. */
export function srpTimestamp(date = new Date()): string {
  return (
    `${DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`
  );
}

export interface SrpClient {
  /** SRP_A for InitiateAuth, hex. */
  readonly srpA: string;
  /** ChallengeResponses for RespondToAuthChallenge PASSWORD_VERIFIER. */
  respond(challenge: Record<string, string>, password: string): Record<string, string>;
}

export function srpClient(poolName: string): SrpClient {
  const a = BigInt(`0x${crypto.randomBytes(32).toString('hex')}`);
  const A = modPow(g, a, N);
  return {
    srpA: A.toString(16),
    respond(challenge, password) {
      const userId = challenge.USER_ID_FOR_SRP ?? '';
      const B = BigInt(`0x${challenge.SRP_B}`);
      const u = hexHash(padHex(A) + padHex(B));
      const inner = sha256(`${poolName}${userId}:${password}`).toString('hex');
      const x = hexHash(padHex(BigInt(`0x${challenge.SALT}`)) + inner);
      const S = modPow(B - k * modPow(g, x, N), a + u * x, N);
      const prk = crypto
        .createHmac('sha256', Buffer.from(padHex(u), 'hex'))
        .update(Buffer.from(padHex(S), 'hex'))
        .digest();
      const key = crypto
        .createHmac('sha256', prk)
        .update(Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]))
        .digest()
        .subarray(0, 16);
      const timestamp = srpTimestamp();
      const signature = crypto
        .createHmac('sha256', key)
        .update(
          Buffer.concat([
            Buffer.from(poolName, 'utf8'),
            Buffer.from(userId, 'utf8'),
            Buffer.from(challenge.SECRET_BLOCK ?? '', 'base64'),
            Buffer.from(timestamp, 'utf8'),
          ]),
        )
        .digest('base64');
      return {
        USERNAME: userId,
        PASSWORD_CLAIM_SECRET_BLOCK: challenge.SECRET_BLOCK ?? '',
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: signature,
      };
    },
  };
}
