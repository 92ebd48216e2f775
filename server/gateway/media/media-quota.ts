import { sql, type Kysely } from 'kysely';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/schema';
import { GatewayError } from '../gateway.errors';
import { countHit } from '../rate-limit.store';
import type { MediaUploadRow } from './media.repository';

/** A per-key request limit: at most `max` per fixed window of `windowMs`. */
export interface RequestLimit {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * Counts one request against each named limit (the shared `rate_limit_hits` counters, so every
 * server process counts alike); the first one over its limit sets Retry-After (seconds) on the
 * reply and rejects with 429 and `code`. Every key counts the request, refused or not.
 */
export async function enforceLimits(
  db: Kysely<Database>,
  reply: FastifyReply,
  code: string,
  limits: readonly (RequestLimit & { readonly key: string; readonly what: string })[],
): Promise<void> {
  for (const limit of limits) {
    const hit = await countHit(db, limit.key, limit.windowMs);
    if (hit.current > limit.max) {
      const seconds = Math.max(1, Math.ceil(hit.ttl / 1000));
      reply.header('retry-after', String(seconds));
      throw new GatewayError(429, code, `Too many ${limit.what}; try again in ${seconds} s`, {
        retry_after_seconds: seconds,
      });
    }
  }
}

/**
 * Bytes a brand's library holds or has promised: the stored size of files UPLOADED or
 * REGISTERED, plus the declared size of slots RECEIVING or PENDING and not yet expired at `now`.
 * DELETED, SWEPT, FAILED and expired slots hold nothing.
 */
export async function brandMediaUsage(db: Kysely<Database>, brandId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('media_uploads')
    .select(
      sql<number>`coalesce(sum(case
        when status in ('UPLOADED', 'REGISTERED') then coalesce(stored_size, declared_size)
        when status = 'RECEIVING' then declared_size
        when status = 'PENDING' and expires_at > ${now.toISOString()} then declared_size
        else 0 end), 0)`.as('bytes'),
    )
    .where('brand_id', '=', brandId)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/**
 * Inserts the PENDING slot when the brand's usage plus its declared size stays within
 * `quotaBytes`; else inserts nothing and answers the usage. One transaction that first upserts
 * the brand's `media_quota_guards` row: concurrent reservations of one brand take turns (the
 * row lock on PostgreSQL, the write lock on SQLite), so their sizes add up before either is
 * granted, on both databases.
 */
export async function reserveUploadSlot(
  db: Kysely<Database>,
  slot: MediaUploadRow,
  quotaBytes: number,
  now = new Date(),
): Promise<{ granted: true } | { granted: false; usedBytes: number }> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('media_quota_guards')
      .values({ brand_id: slot.brand_id, reserved_at: now.toISOString() })
      .onConflict((oc) => oc.column('brand_id').doUpdateSet({ reserved_at: now.toISOString() }))
      .execute();
    const usedBytes = await brandMediaUsage(trx, slot.brand_id, now);
    if (usedBytes + slot.declared_size > quotaBytes) return { granted: false as const, usedBytes };
    await trx.insertInto('media_uploads').values(slot).execute();
    return { granted: true as const };
  });
}
