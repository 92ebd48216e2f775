import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** sha256 hex of a feed token: what the table keeps, and what a feed request is looked up by. */
export const feedTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A feed token's shape: 32 random bytes, base64url (43 characters). */
export const FEED_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/**
 * Gives `userId` a new feed token (a rotation when they had one: the old URL stops working at
 * once). Answers the token itself, which is never stored and cannot be read again.
 */
export async function issueFeedToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const values = { token_hash: feedTokenHash(token), created_at: now.toISOString() };
  await db
    .insertInto('schedule_feed_tokens')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return token;
}

/** Revokes `userId`'s feed (nothing when they had none). */
export async function revokeFeedToken(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('schedule_feed_tokens').where('user_id', '=', userId).execute();
}

/** When `userId`'s current feed token was issued (ISO UTC); undefined when they have none. */
export async function feedIssuedAt(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('schedule_feed_tokens')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.created_at;
}

/** The person whose feed `token` opens; undefined for an unknown, rotated or revoked token. */
export async function ownerOfFeedToken(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('schedule_feed_tokens')
    .select('user_id')
    .where('token_hash', '=', feedTokenHash(token))
    .executeTakeFirst();
  return row?.user_id;
}

/** A shift as the feed shows it. */
export interface FeedShift {
  readonly id: number;
  readonly version: number;
  readonly position: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly breakMinutes: number;
  readonly note: string;
  readonly locationName: string;
  /** The location's IANA zone ('UTC' without settings). */
  readonly timeZone: string;
}

/**
 * `userId`'s shifts of published weeks that have not ended at `now`, soonest first, at most 500
 * (a feed is read by calendar apps, which need no more than the coming months).
 */
export async function feedShifts(db: Db, userId: string, now: Date): Promise<FeedShift[]> {
  const rows = await db
    .selectFrom('shifts as s')
    .innerJoin('brands as b', 'b.id', 's.brand_id')
    .innerJoin('schedule_weeks as w', (join) =>
      join.onRef('w.brand_id', '=', 's.brand_id').onRef('w.week_start', '=', 's.week_start'),
    )
    .leftJoin('schedule_settings as z', 'z.brand_id', 's.brand_id')
    .select([
      's.id',
      's.version',
      's.position',
      's.starts_at',
      's.ends_at',
      's.break_minutes',
      's.note',
      'b.name',
      'z.time_zone',
    ])
    .where('s.user_id', '=', userId)
    .where('w.status', '=', 'PUBLISHED')
    .where('s.ends_at', '>', now.toISOString())
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    position: row.position,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    breakMinutes: row.break_minutes,
    note: row.note,
    locationName: row.name,
    timeZone: row.time_zone ?? 'UTC',
  }));
}
