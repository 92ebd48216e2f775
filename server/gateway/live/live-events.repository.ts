import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StoredLiveEvent } from './live-events.catalogue';

/** The columns a stream needs of an event row. */
const COLUMNS = ['id', 'name', 'payload', 'audience', 'brand_id', 'brand_path', 'candidate_user_id'] as const;

/** Events with an id above `after`, in id order, at most `limit`. */
export async function eventsAfter(
  db: Kysely<Database>,
  after: number,
  limit: number,
): Promise<StoredLiveEvent[]> {
  return db
    .selectFrom('live_events')
    .select(COLUMNS)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The newest id in the log (0 when nothing was ever kept) and the sweep horizon. */
export async function logBounds(db: Kysely<Database>): Promise<{ head: number; sweptThrough: number }> {
  const [head, horizon] = await Promise.all([
    db
      .selectFrom('live_events')
      .select((eb) => eb.fn.max('id').as('head'))
      .executeTakeFirst(),
    db.selectFrom('live_events_horizon').select('swept_through').where('id', '=', 1).executeTakeFirst(),
  ]);
  const sweptThrough = Number(horizon?.swept_through ?? 0);
  return { head: Math.max(Number(head?.head ?? 0), sweptThrough), sweptThrough };
}

/** How many events have an id above `after` (stops counting at `cap`). */
export async function countAfter(db: Kysely<Database>, after: number, cap: number): Promise<number> {
  const rows = await db
    .selectFrom('live_events')
    .select('id')
    .where('id', '>', after)
    .orderBy('id')
    .limit(cap)
    .execute();
  return rows.length;
}

/**
 * Deletes the events written before `cutoff` (ISO UTC) as an id prefix: every id up to the newest
 * such event, so the horizon is exact; records that id as `swept_through`. Answers the rows deleted.
 */
export async function sweepEvents(db: Kysely<Database>, cutoff: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('live_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    const through = Number(last?.id ?? 0);
    if (through === 0) return 0;
    const deleted = await trx.deleteFrom('live_events').where('id', '<=', through).executeTakeFirst();
    await trx
      .insertInto('live_events_horizon')
      .values({ id: 1, swept_through: through })
      .onConflict((oc) => oc.column('id').doUpdateSet({ swept_through: through }))
      .execute();
    return Number(deleted.numDeletedRows);
  });
}
