import type { Kysely } from 'kysely';
import { flagsForTaker, weekStartOf, type ShiftFlag } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import {
  domainShift,
  labourRulesOf,
  namesOf,
  rulesOf,
  shiftWire,
  type ShiftRow,
} from './schedules.repository';
import type { ShiftRequestWire } from './schedules.schema';

type Db = Kysely<Database>;

/**
 * The labour-rule flags shift `shift` would carry if `userId` worked it, beside their shifts at
 * the same location within a week either side (SHORT_NOTICE left out): what approval re-checks.
 */
export async function takerFlags(db: Db, shift: ShiftRow, userId: string, now: Date): Promise<ShiftFlag[]> {
  const rules = await rulesOf(db, shift.brand_id);
  const span = 8 * 86_400_000;
  const theirs = await db
    .selectFrom('shifts')
    .selectAll()
    .where('brand_id', '=', shift.brand_id)
    .where('user_id', '=', userId)
    .where('starts_at', '>=', new Date(Date.parse(shift.starts_at) - span).toISOString())
    .where('starts_at', '<', new Date(Date.parse(shift.starts_at) + span).toISOString())
    .execute();
  const zone = rules.time_zone;
  return flagsForTaker(
    domainShift(shift),
    userId,
    theirs.map(domainShift),
    { rules: labourRulesOf(rules), zone, now: now.getTime() },
    (instant) => weekStartOf(instant, zone) ?? '',
  );
}

/** Requests of a location (`statuses`), newest first, on the wire with their shift. */
export async function requestsWire(
  db: Db,
  brandId: number,
  statuses: readonly string[],
  now: Date,
  only?: number,
): Promise<ShiftRequestWire[]> {
  let query = db
    .selectFrom('shift_requests as r')
    .innerJoin('shifts as s', 's.id', 'r.shift_id')
    .selectAll('s')
    .select([
      'r.id as request_id',
      'r.status as request_status',
      'r.from_user_id',
      'r.taker_user_id',
      'r.offered_to_user_id',
      'r.created_at as request_created_at',
    ])
    .where('r.brand_id', '=', brandId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(200);
  query = only === undefined ? query.where('r.status', 'in', [...statuses]) : query.where('r.id', '=', only);
  const rows = await query.execute();
  const names = await namesOf(
    db,
    rows.flatMap((row) =>
      [row.user_id, row.from_user_id, row.taker_user_id].filter((id): id is string => !!id),
    ),
  );
  return Promise.all(
    rows.map(async (row) => {
      const shift: ShiftRow = {
        id: row.id,
        brand_id: row.brand_id,
        week_start: row.week_start,
        user_id: row.user_id,
        position: row.position,
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        break_minutes: row.break_minutes,
        note: row.note,
        version: row.version,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
      const status = row.request_status as ShiftRequestWire['status'];
      const live = status === 'OPEN' || status === 'TAKEN';
      return {
        id: row.request_id,
        status,
        from_user_id: row.from_user_id,
        from_name: row.from_user_id ? (names.get(row.from_user_id) ?? null) : null,
        taker_user_id: row.taker_user_id,
        taker_name: row.taker_user_id ? (names.get(row.taker_user_id) ?? null) : null,
        created_at: row.request_created_at,
        shift: shiftWire(
          shift,
          names,
          [],
          live
            ? {
                id: row.request_id,
                shift_id: row.id,
                brand_id: row.brand_id,
                from_user_id: row.from_user_id,
                taker_user_id: row.taker_user_id,
                offered_to_user_id: row.offered_to_user_id,
                status,
                created_at: row.request_created_at,
                taken_at: null,
                decided_at: null,
                decided_by_user_id: null,
              }
            : undefined,
        ),
        taker_flags:
          status === 'TAKEN' && row.taker_user_id ? await takerFlags(db, shift, row.taker_user_id, now) : [],
      };
    }),
  );
}
