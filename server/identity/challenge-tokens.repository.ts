import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashSecret, isoIn, randomSecret } from '../security/secrets.helper';
import type { ChallengeTokenStore } from './triggers/challenge-token.port';

/** Stores a new magic-link token (answer to MASTER_ACCOUNT_TOKEN) and returns it. */
export async function insertMagicLinkToken(
  db: Kysely<Database>,
  userId: string,
  lifetimeSeconds: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomSecret();
  const expiresAt = isoIn(lifetimeSeconds);
  await db
    .insertInto('identity_magic_link_tokens')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      token_hash: hashSecret(token),
      created_at: new Date().toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** Stores a new corporate one-time token (answer to CORPORATE_USER_ACCESS_TOKEN) and returns it. */
export async function insertCorporateAccessToken(
  db: Kysely<Database>,
  corporateUserId: string,
  targetUserId: string,
  lifetimeSeconds: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomSecret();
  const expiresAt = isoIn(lifetimeSeconds);
  await db
    .insertInto('identity_corporate_access_tokens')
    .values({
      id: crypto.randomUUID(),
      corporate_user_id: corporateUserId,
      target_user_id: targetUserId,
      token_hash: hashSecret(token),
      created_at: new Date().toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** The triggers' storage port on our SQLite tables; each consume is one atomic UPDATE. */
export class SqliteChallengeTokenStore implements ChallengeTokenStore {
  constructor(private readonly db: Kysely<Database>) {}

  async hasMagicLinkToken(userSub: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('identity_magic_link_tokens')
      .select('id')
      .where('user_id', '=', userSub)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date().toISOString())
      .executeTakeFirst();
    return row !== undefined;
  }

  async consumeMagicLinkToken(userSub: string, token: string): Promise<boolean> {
    const now = new Date().toISOString();
    const row = await this.db
      .updateTable('identity_magic_link_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashSecret(token))
      .where('user_id', '=', userSub)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async consumeCorporateAccessToken(
    userSub: string,
    token: string,
  ): Promise<{ corporateUserId: string } | undefined> {
    const now = new Date().toISOString();
    const row = await this.db
      .updateTable('identity_corporate_access_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashSecret(token))
      .where('target_user_id', '=', userSub)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('corporate_user_id')
      .executeTakeFirst();
    return row && { corporateUserId: row.corporate_user_id };
  }
}
