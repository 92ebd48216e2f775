import crypto from 'node:crypto';
import { hashPassword, unmatchableHash } from './password.hash';
import type { PasswordSecrets } from './users.repository';
import { createSrpCredentials } from './srp.math';

/**
 * Everything stored for a password: the SRP salt and verifier (bound to the USER_ID_FOR_SRP,
 * our lower-cased username) and an scrypt hash. Slow on purpose (~50 ms): call it before a
 * transaction, never inside one.
 */
export async function createPasswordSecrets(
  poolName: string,
  username: string,
  password: string,
): Promise<PasswordSecrets> {
  const { salt, verifier } = createSrpCredentials(poolName, username, password);
  return { srpSalt: salt, srpVerifier: verifier, passwordHash: await hashPassword(password) };
}

/**
 * Secrets that no password matches, made without the slow hashing: a random SRP salt and
 * verifier (as the SRP flow answers for an unknown user) and an unmatchable scrypt hash (a
 * check against it takes as long as against a real one). For an account made on someone's
 * behalf; they set a password through "forgot password", which replaces all three.
 */
export function unusablePasswordSecrets(): PasswordSecrets {
  return {
    srpSalt: crypto.randomBytes(16).toString('hex'),
    srpVerifier: crypto.randomBytes(384).toString('hex'),
    passwordHash: unmatchableHash(),
  };
}
