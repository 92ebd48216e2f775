import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/db/schema';

/**
 * Past shifts and plans written straight into the database for the timesheet tests: the API
 * refuses punches older than 7 days, and these weeks lie further back.
 */

type Db = Kysely<Database>;
const plus = (instant: string, minutes: number) =>
  new Date(Date.parse(instant) + minutes * 60_000).toISOString();

/** A punch as the clock would have stored it; received a minute after `at` unless said. */
export interface PastPunch {
  readonly kind: string;
  readonly at: string;
  readonly receivedAt?: string;
  readonly geofence?: string;
}

/** Writes a worked shift's punches at location `brandId`; answers the clock-in's id. */
export async function writePastShift(
  db: Db,
  brandId: number,
  userId: string,
  punches: readonly PastPunch[],
): Promise<number> {
  let shiftId = 0;
  for (const punch of punches) {
    const row = await db
      .insertInto('time_clock_punches')
      .values({
        user_id: userId,
        brand_id: brandId,
        kind: punch.kind,
        device_at: punch.at,
        received_at: punch.receivedAt ?? plus(punch.at, 1),
        shift_punch_id: shiftId || null,
        latitude: null,
        longitude: null,
        accuracy_m: null,
        geofence: punch.geofence ?? 'INSIDE',
        flagged: punch.geofence === 'OUTSIDE' || punch.geofence === 'NO_POSITION' ? 1 : 0,
        idempotency_key: `sheet-${randomUUID()}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (punch.kind === 'CLOCK_IN') {
      shiftId = row.id;
      await db
        .updateTable('time_clock_punches')
        .set({ shift_punch_id: shiftId })
        .where('id', '=', shiftId)
        .execute();
    }
  }
  return shiftId;
}

/** Writes a scheduled shift of `userId` (a 30 min break, position Server) in week `week`. */
export async function writePlan(
  db: Db,
  plan: { brandId: number; week: string; userId: string; startsAt: string; endsAt: string },
): Promise<void> {
  await db
    .insertInto('shifts')
    .values({
      brand_id: plan.brandId,
      week_start: plan.week,
      user_id: plan.userId,
      position: 'Server',
      starts_at: plan.startsAt,
      ends_at: plan.endsAt,
      break_minutes: 30,
      note: '',
      version: 1,
      created_at: plus(plan.startsAt, -60),
      updated_at: plus(plan.startsAt, -60),
    })
    .execute();
}

/** Marks week `week` of location `brandId` published, as the publish route does. */
export async function publishWeek(db: Db, brandId: number, week: string, byUserId: string): Promise<void> {
  await db
    .insertInto('schedule_weeks')
    .values({
      brand_id: brandId,
      week_start: week,
      status: 'PUBLISHED',
      published_at: new Date().toISOString(),
      published_by_user_id: byUserId,
    })
    .execute();
}
