import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashSecret, isoIn, randomSecret } from '../security/secrets.helper';

export interface RefreshTokenRecord {
  /** Also the `origin_jti` of every access token minted from it. */
  readonly id: string;
  readonly userId: string;
  readonly clientId: string;
  /** Set for a shadow session. */
  readonly corporateUserId: string | undefined;
  /** When the session began (the sign-in); ISO 8601. */
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly revoked: boolean;
}

/** Stores a new refresh token (hashed) and returns it with its record. */
export async function createRefreshToken(
  db: Kysely<Database>,
  input: { userId: string; clientId: string; corporateUserId: string | undefined; lifetimeSeconds: number },
): Promise<{ token: string; record: RefreshTokenRecord }> {
  const token = randomSecret(48);
  const record: RefreshTokenRecord = {
    id: crypto.randomUUID(),
    userId: input.userId,
    clientId: input.clientId,
    corporateUserId: input.corporateUserId,
    createdAt: new Date().toISOString(),
    expiresAt: isoIn(input.lifetimeSeconds),
    revoked: false,
  };
  await db
    .insertInto('identity_refresh_tokens')
    .values({
      id: record.id,
      user_id: record.userId,
      token_hash: hashSecret(token),
      client_id: record.clientId,
      corporate_user_id: record.corporateUserId ?? null,
      created_at: record.createdAt,
      expires_at: record.expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, record };
}

type Column = 'id' | 'token_hash';

async function findBy(
  db: Kysely<Database>,
  column: Column,
  value: string,
): Promise<RefreshTokenRecord | undefined> {
  const row = await db
    .selectFrom('identity_refresh_tokens')
    .selectAll()
    .where(column, '=', value)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      clientId: row.client_id,
      corporateUserId: row.corporate_user_id ?? undefined,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      revoked: row.revoked_at !== null,
    }
  );
}

/** The record of a refresh token as the client holds it; undefined when unknown. */
export function findRefreshToken(
  db: Kysely<Database>,
  token: string,
): Promise<RefreshTokenRecord | undefined> {
  return findBy(db, 'token_hash', hashSecret(token));
}

/** The record behind an access token's `origin_jti`. */
export function findRefreshTokenById(
  db: Kysely<Database>,
  id: string,
): Promise<RefreshTokenRecord | undefined> {
  return findBy(db, 'id', id);
}

/**
 * Replaces the token of session `id` with a new one, only while `presented` is still its
 * token and it is not revoked (one statement, so of two parallel rotations one wins); returns
 * the new token, or undefined when `presented` no longer opens the session.
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  id: string,
  presented: string,
): Promise<string | undefined> {
  const token = randomSecret(48);
  const result = await db
    .updateTable('identity_refresh_tokens')
    .set({ token_hash: hashSecret(token) })
    .where('id', '=', id)
    .where('token_hash', '=', hashSecret(presented))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? token : undefined;
}

export async function revokeRefreshToken(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('identity_refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Global sign-out: every refresh token of the user, and so every access token minted from them. */
export async function revokeAllRefreshTokens(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('identity_refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Of the sessions `ids` (access tokens' `origin_jti`), those that no longer hold: revoked
 * (sign-out, global sign-out) or gone. One query per 500 ids; the live event stream's heartbeat.
 */
export async function endedSessionIds(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  const holding = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('identity_refresh_tokens')
      .select('id')
      .where('id', 'in', ids.slice(start, start + 500))
      .where('revoked_at', 'is', null)
      .execute();
    for (const row of rows) holding.add(row.id);
  }
  return new Set(ids.filter((id) => !holding.has(id)));
}
