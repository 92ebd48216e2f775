import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { IdentityError } from './identity.errors';
import { passwordPolicyViolation } from './password.policy';
import { createPasswordSecrets, unusablePasswordSecrets } from './password.secrets';
import {
  findUserById,
  normalizeLoginName,
  type PasswordSecrets,
  type UserStatus,
  type UserWithSecrets,
} from './users.repository';

/** What it takes to create a user of the local pool. */
export interface CreateUserInput {
  readonly email: string;
  /** Login name; defaults to the e-mail. Case-insensitive (stored lower-cased). */
  readonly username?: string;
  /**
   * Must pass the pool's password policy (password.policy.ts). Never logged. Undefined: the
   * user has no usable password (unusablePasswordSecrets) until they set one through "forgot
   * password" — an account made for them (a careers-page application, issue #38).
   */
  readonly password: string | undefined;
  /** Defaults to CONFIRMED. */
  readonly status?: UserStatus;
  /** Further attributes as strings: given_name, family_name, custom:*. */
  readonly attributes?: Readonly<Record<string, string>>;
  /** Defaults to true for a CONFIRMED user, else false. */
  readonly emailVerified?: boolean;
  readonly phoneNumber?: string;
  readonly mfaSetupRequired?: boolean;
  readonly mfaMethods?: readonly string[];
}

export interface PreparedUser {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly input: CreateUserInput;
  readonly secrets: PasswordSecrets;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
// Cognito's username pattern: letters, marks, symbols, digits, punctuation; no spaces.
const USERNAME = /^[\p{L}\p{M}\p{S}\p{N}\p{P}]{1,128}$/u;

/**
 * Validates and hashes (slow, outside any transaction). Rejects with IdentityError
 * IDENTITY.INVALID_EMAIL | IDENTITY.INVALID_USERNAME | IDENTITY.INVALID_PASSWORD.
 */
export async function prepareUser(poolName: string, input: CreateUserInput): Promise<PreparedUser> {
  const email = normalizeLoginName(input.email);
  if (email.length > 254 || !EMAIL.test(email))
    throw new IdentityError('IDENTITY.INVALID_EMAIL', 'Invalid email address');
  const username = normalizeLoginName(input.username ?? email);
  if (!USERNAME.test(username)) throw new IdentityError('IDENTITY.INVALID_USERNAME', 'Invalid username');
  if (input.password === undefined) {
    return { id: crypto.randomUUID(), username, email, input, secrets: unusablePasswordSecrets() };
  }
  const violation = passwordPolicyViolation(input.password, email);
  if (violation) throw new IdentityError('IDENTITY.INVALID_PASSWORD', violation);
  const secrets = await createPasswordSecrets(poolName, username, input.password);
  return { id: crypto.randomUUID(), username, email, input, secrets };
}

/**
 * Inserts a prepared user (join a transaction to add more writes). The username and the
 * e-mail are both login names, so neither may be taken as either: IDENTITY.USERNAME_TAKEN |
 * IDENTITY.EMAIL_TAKEN.
 */
export async function insertPreparedUser(
  db: Kysely<Database>,
  prepared: PreparedUser,
): Promise<UserWithSecrets> {
  const { id, username, email, input, secrets } = prepared;
  const clash = async (name: string) =>
    db
      .selectFrom('identity_users')
      .select('id')
      .where((eb) => eb.or([eb('username', '=', name), eb('email', '=', name)]))
      .executeTakeFirst();
  if (await clash(email)) throw new IdentityError('IDENTITY.EMAIL_TAKEN', 'Email is already used.');
  if (username !== email && (await clash(username))) {
    throw new IdentityError('IDENTITY.USERNAME_TAKEN', 'Username already used');
  }
  const status = input.status ?? 'CONFIRMED';
  const now = new Date().toISOString();
  await db
    .insertInto('identity_users')
    .values({
      id,
      username,
      email,
      email_verified: (input.emailVerified ?? status === 'CONFIRMED') ? 1 : 0,
      phone_number: input.phoneNumber ?? null,
      status,
      srp_salt: secrets.srpSalt,
      srp_verifier: secrets.srpVerifier,
      password_hash: secrets.passwordHash,
      attributes_json: JSON.stringify(input.attributes ?? {}),
      mfa_setup_required: input.mfaSetupRequired ? 1 : 0,
      mfa_methods_json: JSON.stringify(input.mfaMethods ?? []),
      created_at: now,
      updated_at: now,
    })
    .execute();
  const user = await findUserById(db, id);
  if (!user) throw new Error('The user just inserted is missing');
  return user;
}
