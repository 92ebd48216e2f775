import { hashPassword } from './password.hash';
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
