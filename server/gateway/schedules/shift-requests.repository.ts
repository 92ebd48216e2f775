import type { Kysely } from 'kysely';
import {
  flagsForTaker,
  localDayOf,
  minorFlagsOf,
  weekStartOf,
  type ShiftFlag,
} from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import {
  domainShift,
  labourRulesOf,
  minorRulesOf,
  minorsOf,
  namesOf,
  rulesOf,
  shiftWire,
  type ShiftRow,
} from './schedules.repository';
import type { ShiftRequestWire } from './schedules.schema';
import { availabilityFlagsOfShifts } from './availability.repository';

type Db = Kysely<Database>;

/**
 * The labour-rule flags shift `shift` would carry if `userId` worked it, beside their shifts at
 * the same location within a week either side (SHORT_NOTICE left out), with the minors' limits
 * when they are marked a minor there: what approval re-checks.
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
  const weekKey = (instant: string) => weekStartOf(instant, zone) ?? '';
  const labour = flagsForTaker(
    domainShift(shift),
    userId,
    theirs.map(domainShift),
    { rules: labourRulesOf(rules), zone, now: now.getTime() },
    weekKey,
  );
  const minors = await minorsOf(db, shift.brand_id);
  if (!minors.has(userId)) return labour;
  const worked = [
    ...theirs.filter((row) => row.id !== shift.id).map(domainShift),
    { ...domainShift(shift), personId: userId },
  ];
  const minor = minorFlagsOf(worked, minors, minorRulesOf(rules), zone, weekKey).get(shift.id) ?? [];
  return [...labour, ...minor.filter((flag) => !labour.includes(flag))];
}

/** What working a shift would break for a taker: labour-rule flags, and availability ones (UNAVAILABLE, TIME_OFF). */
export interface TakerBreaks {
  readonly labour: readonly ShiftFlag[];
  readonly availability: readonly ShiftFlag[];
}

/**
 * What `shift` would break if `takerId` worked it, read now: the labour rules beside their other
 * shifts at the location (takerFlags) and their weekly unavailability and approved time off there
 * on the shift's local day.
 */
const flat = (breaks: TakerBreaks): ShiftFlag[] => [...breaks.labour, ...breaks.availability];

export async function takerBreaks(db: Db, shift: ShiftRow, takerId: string, now: Date): Promise<TakerBreaks> {
  const zone = (await rulesOf(db, shift.brand_id)).time_zone;
  const day = localDayOf(shift.starts_at, zone);
  const [labour, away] = await Promise.all([
    takerFlags(db, shift, takerId, now),
    availabilityFlagsOfShifts(db, shift.brand_id, [{ ...shift, user_id: takerId }], zone, day, day),
  ]);
  return { labour, availability: away.get(shift.id) ?? [] };
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
      [row.user_id, row.from_user_id, row.taker_user_id, row.offered_to_user_id].filter(
        (id): id is string => !!id,
      ),
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
          status === 'TAKEN' && row.taker_user_id
            ? flat(await takerBreaks(db, shift, row.taker_user_id, now))
            : [],
      };
    }),
  );
}

/** A position as compared for qualification: trimmed, case and accents aside. */
const positionKey = (position: string) =>
  position.trim().normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

/**
 * The colleagues qualified to take `shift` by name: members of its location (memberships on the
 * location itself, as the grid's people) other than its person, who work its position there (a
 * shift of the same position at the location, in any week, compared trimmed and without case or
 * accents). By name.
 */
export async function qualifiedColleagues(
  db: Db,
  shift: Pick<ShiftRow, 'brand_id' | 'user_id' | 'position'>,
): Promise<{ user_id: string; name: string }[]> {
  const rows = await db
    .selectFrom('shifts as s')
    .innerJoin('brand_memberships as m', (join) =>
      join.onRef('m.user_id', '=', 's.user_id').onRef('m.brand_id', '=', 's.brand_id'),
    )
    .select(['s.user_id', 's.position'])
    .distinct()
    .where('s.brand_id', '=', shift.brand_id)
    .where('s.user_id', 'is not', null)
    .execute();
  const wanted = positionKey(shift.position);
  const ids = [
    ...new Set(
      rows
        .filter((row) => row.user_id !== shift.user_id && positionKey(row.position) === wanted)
        .map((row) => row.user_id!),
    ),
  ];
  const names = await namesOf(db, ids);
  return [...names]
    .map(([user_id, name]) => ({ user_id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.user_id.localeCompare(b.user_id));
}
