import { type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';

type UserRow = Selectable<Database['identity_users']>;
export type UserStatus = UserRow['status'];

/** A user of the local pool as other server code sees it (no secrets). */
export interface IdentityUser {
  /** The `sub` claim. */
  readonly id: string;
  /** Lower-cased login name; `cognito:username`. */
  readonly username: string;
  readonly email: string;
  readonly emailVerified: boolean;
  /** E.164, or undefined when none is known. */
  readonly phoneNumber: string | undefined;
  readonly status: UserStatus;
  /** Further attributes (given_name, family_name, custom:*), as strings like Cognito's. */
  readonly attributes: Readonly<Record<string, string>>;
  readonly mfaSetupRequired: boolean;
  readonly mfaMethods: readonly string[];
  readonly createdAt: string;
}

/** The user together with what proves the password; stays inside server/identity. */
export interface UserWithSecrets extends IdentityUser {
  readonly srpSalt: string;
  readonly srpVerifier: string;
  readonly passwordHash: string;
}

function parseObject(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
    }
  } catch {
    // A hand-edited row must not break sign-in; it reads as no attributes.
  }
  return {};
}

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

function toUser(row: UserRow): UserWithSecrets {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    emailVerified: row.email_verified === 1,
    phoneNumber: row.phone_number ?? undefined,
    status: row.status,
    attributes: parseObject(row.attributes_json),
    mfaSetupRequired: row.mfa_setup_required === 1,
    mfaMethods: parseList(row.mfa_methods_json),
    createdAt: row.created_at,
    srpSalt: row.srp_salt,
    srpVerifier: row.srp_verifier,
    passwordHash: row.password_hash,
  };
}

/** Drops the secrets before a user leaves server/identity. */
export function publicUser(user: UserWithSecrets): IdentityUser {
  const { srpSalt: _salt, srpVerifier: _verifier, passwordHash: _hash, ...rest } = user;
  return rest;
}

/** Normal form of a login name or e-mail: trimmed, NFC, lower case. */
export function normalizeLoginName(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

/** The user whose username or e-mail is `loginName` (case-insensitive); undefined when none. */
export async function findUserByLoginName(
  db: Kysely<Database>,
  loginName: string,
): Promise<UserWithSecrets | undefined> {
  const name = normalizeLoginName(loginName);
  if (!name) return undefined;
  // A username match wins over an e-mail match, as with Cognito's alias attributes.
  const byUsername = await db
    .selectFrom('identity_users')
    .selectAll()
    .where('username', '=', name)
    .executeTakeFirst();
  const row =
    byUsername ??
    (await db.selectFrom('identity_users').selectAll().where('email', '=', name).executeTakeFirst());
  return row && toUser(row);
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserWithSecrets | undefined> {
  const row = await db.selectFrom('identity_users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

export async function findUserByEmailAddress(
  db: Kysely<Database>,
  email: string,
): Promise<UserWithSecrets | undefined> {
  const row = await db
    .selectFrom('identity_users')
    .selectAll()
    .where('email', '=', normalizeLoginName(email))
    .executeTakeFirst();
  return row && toUser(row);
}

export interface PasswordSecrets {
  readonly srpSalt: string;
  readonly srpVerifier: string;
  readonly passwordHash: string;
}

/** Replaces the password proofs; `status` too when given. */
export async function updateUserPassword(
  db: Kysely<Database>,
  userId: string,
  secrets: PasswordSecrets,
  status?: UserStatus,
): Promise<void> {
  await db
    .updateTable('identity_users')
    .set({
      srp_salt: secrets.srpSalt,
      srp_verifier: secrets.srpVerifier,
      password_hash: secrets.passwordHash,
      updated_at: new Date().toISOString(),
      ...(status ? { status } : {}),
    })
    .where('id', '=', userId)
    .execute();
}
