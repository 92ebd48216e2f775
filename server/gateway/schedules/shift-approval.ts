import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { BrandRow } from '../brands/brands.repository';
import { shiftRequestChanged } from '../live/live-events.catalogue';
import { publishLiveEvent } from '../live/live-events.port';
import { trackChange } from './schedules.repository';
import { schedulesErrors } from './schedules.errors';
import { rewardCover, type CoverReward } from './shift-cover.reward';
import { takerBreaks } from './shift-requests.repository';

type Db = Kysely<Database>;

/** True when a location approves covers at once (schedule_settings.auto_approve_covers). */
export async function autoApprovesCovers(db: Db, brandId: number): Promise<boolean> {
  const row = await db
    .selectFrom('schedule_settings')
    .select('auto_approve_covers')
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  return row?.auto_approve_covers === 1;
}

/**
 * Approves taken request `requestId` of `brand` in `trx`: the rules are checked again for the
 * taker at this moment (a take may have waited while their other shifts, availability or time
 * off changed). Labour-rule flags throw 409 SCHEDULES.LABOUR_RULES, availability ones 409
 * SCHEDULES.TAKER_UNAVAILABLE, unless `override` (a manager's explicit choice; never for
 * auto-approval). Then the shift is the taker's (a tracked change for both people), the rewards
 * rule "shift cover" fires for them (not when a manager approves their own take), and
 * shift_request.changed APPROVED is published. `deciderId` undefined: approved by the location's
 * auto-approval. 404 / 409 SCHEDULES.NOT_WAITING when the request is not TAKEN.
 */
export async function approveTake(
  trx: Transaction<Database>,
  brand: BrandRow,
  requestId: number,
  deciderId: string | undefined,
  override: boolean,
  now: Date,
): Promise<CoverReward> {
  const decided = await trx
    .updateTable('shift_requests')
    .set({ status: 'APPROVED', decided_at: now.toISOString(), decided_by_user_id: deciderId ?? null })
    .where('id', '=', requestId)
    .where('brand_id', '=', brand.id)
    .where('status', '=', 'TAKEN')
    .returningAll()
    .executeTakeFirst();
  if (!decided) throw await notWaiting(trx, requestId, brand.id);
  const before = await trx
    .selectFrom('shifts')
    .selectAll()
    .where('id', '=', decided.shift_id)
    .executeTakeFirstOrThrow();
  const taker = decided.taker_user_id!;
  const breaks = await takerBreaks(trx, before, taker, now);
  if (!override && breaks.labour.length > 0) throw schedulesErrors.labourRules(breaks.labour);
  if (!override && breaks.availability.length > 0)
    throw schedulesErrors.takerUnavailable(breaks.availability);
  const after = await trx
    .updateTable('shifts')
    .set({ user_id: taker, version: before.version + 1, updated_at: now.toISOString() })
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trackChange(trx, before, after, now.toISOString());
  const outcome =
    taker === deciderId
      ? ('NO_RULE' as const)
      : await rewardCover(trx, brand, before.id, taker, deciderId ?? null, now);
  await publishLiveEvent(trx, shiftRequestChanged(brand, decided.id, before.id, 'APPROVED'));
  return outcome;
}

/** The 404 or 409 of a request that could not be decided. */
export async function notWaiting(trx: Db, id: number, brandId: number) {
  const row = await trx
    .selectFrom('shift_requests')
    .select('status')
    .where('id', '=', id)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  return row ? schedulesErrors.notWaiting(row.status) : schedulesErrors.requestNotFound(id);
}
