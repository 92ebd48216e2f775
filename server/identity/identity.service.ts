import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { verifyAccessToken, type VerifiedAccessToken } from './access-token.verifier';
import { insertCorporateAccessToken, insertMagicLinkToken } from './challenge-tokens.repository';
import { createIdentityContext, type IdentityContext } from './identity.context';
import { IdentityError } from './identity.errors';
import type { IdentityOptions } from './identity.options';
import { addMfaMethod, replacePasscodes, type MfaMethod } from './mfa.repository';
import { sendToOutbox, type OutboxMessage } from './outbox.repository';
import { passwordPolicyViolation } from './password.policy';
import { createPasswordSecrets } from './password.secrets';
import { findRefreshToken, revokeAllRefreshTokens, revokeRefreshToken } from './refresh-tokens.repository';
import { inTransaction } from './transaction.helper';
import { insertPreparedUser, prepareUser, type CreateUserInput, type PreparedUser } from './users.creation';
import {
  findUserByEmailAddress,
  findUserById,
  findUserByLoginName,
  publicUser,
  updateUserPassword,
  type IdentityUser,
  type PasswordSecrets,
  type UserStatus,
} from './users.repository';

export type { CreateUserInput, PreparedUser } from './users.creation';
export type { IdentityUser } from './users.repository';
export type { VerifiedAccessToken } from './access-token.verifier';
export type { OutboxMessage } from './outbox.repository';
export { MFA_METHODS, type MfaMethod } from './mfa.repository';
export { IdentityError, type IdentityErrorCode } from './identity.errors';

/**
 * A database handle to join: the caller's open transaction (`db.transaction().execute(trx => …)`)
 * or, when omitted, the service's own database. Inside a transaction always pass it: the SQLite
 * connection is single, so a call on the outer handle would wait for the transaction forever.
 */
export type Transaction = Kysely<Database>;

/** A new password, checked and hashed, ready for `setPassword`. */
export interface PreparedPassword {
  readonly userId: string;
  readonly status: UserStatus;
  readonly secrets: PasswordSecrets;
}

/** What `setUpMfa` leaves: the methods now set up, and the passcodes to show once (PASSCODES only). */
export interface MfaSetup {
  readonly methods: readonly MfaMethod[];
  readonly passcodes?: readonly string[];
}

/** A one-time secret handed to a user, and when it stops working (ISO-8601). */
export interface IssuedToken {
  readonly token: string;
  readonly expiresAt: string;
}

/**
 * The local identity provider as other server code uses it (gateway, demo seed, dev pages).
 * Failures are IdentityError with a code; nothing here logs a password or a token.
 */
export class IdentityService {
  constructor(readonly context: IdentityContext) {}

  /** `iss` of our tokens: `{IDENTITY_ENDPOINT}/{USER_POOL_ID}`. */
  get issuer(): string {
    return this.context.issuer;
  }

  /** Rejects with IDENTITY.INVALID_EMAIL | INVALID_USERNAME | INVALID_PASSWORD | EMAIL_TAKEN | USERNAME_TAKEN. */
  async createUser(input: CreateUserInput): Promise<IdentityUser> {
    return this.createUserInTransaction(await this.prepareUser(input));
  }

  /**
   * Checks and hashes a new user (slow on purpose, ~50 ms: call it before opening a
   * transaction). Writes nothing. Rejects with IDENTITY.INVALID_EMAIL | INVALID_USERNAME |
   * INVALID_PASSWORD.
   */
  prepareUser(input: CreateUserInput): Promise<PreparedUser> {
    return prepareUser(this.context.poolName, input);
  }

  /**
   * Inserts a user from `prepareUser` inside the caller's transaction, so the caller's own
   * writes (profile, registration) and the user stand or fall together. Rejects with
   * IDENTITY.EMAIL_TAKEN | USERNAME_TAKEN (the username and the e-mail are both login names).
   */
  async createUserInTransaction(prepared: PreparedUser, transaction?: Transaction): Promise<IdentityUser> {
    return publicUser(await insertPreparedUser(transaction ?? this.context.db, prepared));
  }

  /**
   * Confirms a sign-up (the account activation link): an UNCONFIRMED user becomes CONFIRMED with
   * a verified e-mail; other statuses are left as they are. Returns the user as it now is, or
   * undefined when no user has this id. Never rejects for expected outcomes.
   */
  async confirmUser(userId: string, transaction?: Transaction): Promise<IdentityUser | undefined> {
    const db = transaction ?? this.context.db;
    await db
      .updateTable('identity_users')
      .set({ status: 'CONFIRMED', email_verified: 1, updated_at: new Date().toISOString() })
      .where('id', '=', userId)
      .where('status', '=', 'UNCONFIRMED')
      .execute();
    const user = await findUserById(db, userId);
    return user && publicUser(user);
  }

  /**
   * Checks a new password against the pool's policy (with the user's e-mail) and hashes it
   * (slow: call it before opening a transaction). Writes nothing. Rejects with
   * IDENTITY.USER_NOT_FOUND, or IDENTITY.INVALID_PASSWORD whose message is the policy's reason
   * in Cognito's wording ('Password did not conform with policy: …').
   */
  async preparePassword(userId: string, password: string): Promise<PreparedPassword> {
    const user = await findUserById(this.context.db, userId);
    if (!user) throw new IdentityError('IDENTITY.USER_NOT_FOUND', 'No such user');
    const violation = passwordPolicyViolation(password, user.email);
    if (violation) throw new IdentityError('IDENTITY.INVALID_PASSWORD', violation);
    const secrets = await createPasswordSecrets(this.context.poolName, user.username, password);
    return { userId, status: user.status, secrets };
  }

  /**
   * Stores a password from `preparePassword` (a password reset's confirmation): a
   * RESET_REQUIRED user becomes CONFIRMED, and every session of the user ends at once (refresh
   * tokens and the access tokens minted from them). Joins the caller's transaction.
   */
  async setPassword(prepared: PreparedPassword, transaction?: Transaction): Promise<void> {
    await inTransaction(transaction ?? this.context.db, async (db) => {
      const status = prepared.status === 'RESET_REQUIRED' ? 'CONFIRMED' : undefined;
      await updateUserPassword(db, prepared.userId, prepared.secrets, status);
      await revokeAllRefreshTokens(db, prepared.userId);
    });
  }

  /**
   * Records a multi-factor method as set up (it becomes the preferred one; earlier methods
   * stay), so the set-up requirement is met. PASSCODES also issues a fresh set of one-time
   * passcodes, replacing any earlier set: only their hashes are kept, so the answer is the one
   * chance to show them. PHONE stores `phoneNumber` (E.164) when given. Whether the e-mail or
   * phone was proven is the caller's decision. Rejects with IDENTITY.USER_NOT_FOUND.
   */
  async setUpMfa(
    userId: string,
    method: MfaMethod,
    options: { phoneNumber?: string; transaction?: Transaction } = {},
  ): Promise<MfaSetup> {
    return inTransaction(options.transaction ?? this.context.db, async (db) => {
      const methods = await addMfaMethod(db, userId, method, options.phoneNumber);
      if (!methods) throw new IdentityError('IDENTITY.USER_NOT_FOUND', 'No such user');
      if (method !== 'PASSCODES') return { methods };
      return { methods, passcodes: await replacePasscodes(db, userId) };
    });
  }

  /**
   * Sends an e-mail or SMS through the job queue: locally it lands in the `outbox` table (shown at
   * /dev/outbox) right after commit. Queued in the caller's transaction, so a message of a failed
   * call is never sent. Resolves with its delivery key (outbox.delivery_key).
   */
  sendMessage(message: OutboxMessage, transaction?: Transaction): Promise<string> {
    return sendToOutbox(transaction ?? this.context.db, message);
  }

  /** Undefined when nobody has this e-mail (case-insensitive). */
  async findUserByEmail(email: string): Promise<IdentityUser | undefined> {
    const user = await findUserByEmailAddress(this.context.db, email);
    return user && publicUser(user);
  }

  /** By username or e-mail, as sign-in resolves them. */
  async findUserByLoginName(loginName: string): Promise<IdentityUser | undefined> {
    const user = await findUserByLoginName(this.context.db, loginName);
    return user && publicUser(user);
  }

  async findUserById(id: string): Promise<IdentityUser | undefined> {
    const user = await findUserById(this.context.db, id);
    return user && publicUser(user);
  }

  /**
   * A one-time magic-link token: the answer to the MASTER_ACCOUNT_TOKEN challenge of
   * CUSTOM_AUTH. Lives `magicLinkLifetimeSeconds` (24 h) unless `lifetimeSeconds` is given.
   * Rejects with IDENTITY.USER_NOT_FOUND.
   */
  async issueMagicLinkToken(userId: string, lifetimeSeconds?: number): Promise<IssuedToken> {
    await this.requireUser(userId);
    return insertMagicLinkToken(
      this.context.db,
      userId,
      lifetimeSeconds ?? this.context.options.magicLinkLifetimeSeconds,
    );
  }

  /**
   * A one-time token the corporate host hands out to start a shadow session as `targetUserId`:
   * the answer to CORPORATE_USER_ACCESS_TOKEN (CUSTOM_AUTH with ClientMetadata
   * `{challenge: 'CORPORATE_USER_ACCESS_TOKEN'}`). The tokens of that session carry
   * `custom:is_shadow_user` 'true' and `custom:corporate_user_id`. Lives 5 minutes.
   * Rejects with IDENTITY.USER_NOT_FOUND when the target does not exist.
   */
  async issueCorporateAccessToken(corporateUserId: string, targetUserId: string): Promise<IssuedToken> {
    await this.requireUser(targetUserId);
    return insertCorporateAccessToken(
      this.context.db,
      corporateUserId,
      targetUserId,
      this.context.options.corporateTokenLifetimeSeconds,
    );
  }

  /**
   * Verifies a bearer access token (signature, iss, client_id, exp, token_use, not revoked).
   * Rejects with IdentityError TOKEN.MISSING | INVALID | EXPIRED | WRONG_USE | REVOKED.
   */
  verifyAccessToken(token: unknown): Promise<VerifiedAccessToken> {
    return verifyAccessToken(this.context, token);
  }

  /** Revokes the session of a refresh token (the gateway's logout); unknown tokens are ignored. */
  async revokeRefreshToken(refreshToken: string): Promise<void> {
    const record = await findRefreshToken(this.context.db, refreshToken);
    if (record) await revokeRefreshToken(this.context.db, record.id);
  }

  /** Ends every session of the user at once. */
  signOutEverywhere(userId: string): Promise<void> {
    return revokeAllRefreshTokens(this.context.db, userId);
  }

  /** The public keys as served at `/idp/{poolId}/.well-known/jwks.json`. */
  async jwks() {
    return (await this.context.keys()).jwks;
  }

  private async requireUser(userId: string): Promise<void> {
    if (!(await findUserById(this.context.db, userId))) {
      throw new IdentityError('IDENTITY.USER_NOT_FOUND', 'No such user');
    }
  }
}

/** App dependencies, optionally with identity limits for tests (see IdentityOptions). */
export interface IdentityDependencies {
  readonly config: ServerConfig;
  readonly db: Kysely<Database>;
  readonly identity?: Partial<IdentityOptions>;
}

const services = new WeakMap<Kysely<Database>, IdentityService>();

/**
 * The identity service of an app (one per database handle): the /idp plugin and every other
 * caller share it. `deps.identity` counts only for the first call.
 */
export function identityServiceFor(deps: IdentityDependencies): IdentityService {
  let service = services.get(deps.db);
  if (!service) {
    service = new IdentityService(createIdentityContext(deps.db, deps.config, deps.identity));
    services.set(deps.db, service);
  }
  return service;
}
