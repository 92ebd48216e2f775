import crypto from 'node:crypto';

// Secrets handed to people (links, codes, tokens) are drawn here and stored only as hashes; the
// identity provider and the gateway share these helpers.

/** A fresh unguessable secret, base64url; `bytes` of entropy (default 32 = 256 bits). */
export function randomSecret(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** The form in which secrets are stored: hex SHA-256. */
export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A six-digit code for e-mail or SMS, uniformly drawn. */
export function randomCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** ISO-8601 UTC text `seconds` from now (negative for the past). */
export function isoIn(seconds: number, from: Date = new Date()): string {
  return new Date(from.getTime() + seconds * 1000).toISOString();
}
