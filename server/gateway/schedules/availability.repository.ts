import type { Kysely, Selectable } from 'kysely';
import {
  availabilityFlagsOf,
  type AvailabilityFlag,
  type TimeOffStatus,
  type UnavailableBlock,
} from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { TimeOffWire } from './availability.schema';

type Db = Kysely<Database>;
export type TimeOffRow = Selectable<Database['time_off_requests']>;

/** The weekly blocks of `userIds` (all the location's people when undefined) at a location, by person. */
export async function blocksOf(
  db: Db,
  brandId: number,
  userIds?: readonly string[],
): Promise<Map<string, UnavailableBlock[]>> {
  if (userIds?.length === 0) return new Map();
  const rows = await db
    .selectFrom('schedule_unavailability')
    .select(['user_id', 'weekday', 'from_time', 'to_time'])
    .where('brand_id', '=', brandId)
    .$if(userIds !== undefined, (query) => query.where('user_id', 'in', [...userIds!]))
    .orderBy('user_id')
    .orderBy('weekday')
    .orderBy('from_time')
    .execute();
  const blocks = new Map<string, UnavailableBlock[]>();
  for (const row of rows) {
    const list = blocks.get(row.user_id) ?? [];
    list.push({ weekday: row.weekday, from: row.from_time, to: row.to_time });
    blocks.set(row.user_id, list);
  }
  return blocks;
}

/** Time-off requests of a location with `statuses` touching the local dates [firstDay, lastDay]. */
export function timeOffTouching(
  db: Db,
  brandId: number,
  firstDay: string,
  lastDay: string,
  statuses: readonly TimeOffStatus[],
): Promise<TimeOffRow[]> {
  return db
    .selectFrom('time_off_requests')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('status', 'in', [...statuses])
    .where('starts_on', '<=', lastDay)
    .where('ends_on', '>=', firstDay)
    .orderBy('starts_on')
    .orderBy('id')
    .limit(500)
    .execute();
}

/** The domain's span of a row. */
export const spanOf = (row: TimeOffRow) => ({
  personId: row.user_id,
  status: row.status as TimeOffStatus,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  fromTime: row.from_time ?? undefined,
  toTime: row.to_time ?? undefined,
});

/**
 * The availability flags (UNAVAILABLE, TIME_OFF) of a location's `shifts`, whose local days lie
 * in [firstDay, lastDay] in `zone` (the week; a day either side is read for shifts past midnight).
 */
export async function availabilityFlagsOfShifts(
  db: Db,
  brandId: number,
  shifts: readonly { id: number; user_id: string | null; starts_at: string; ends_at: string }[],
  zone: string,
  firstDay: string,
  lastDay: string,
): Promise<Map<number, AvailabilityFlag[]>> {
  const people = [...new Set(shifts.flatMap((shift) => (shift.user_id ? [shift.user_id] : [])))];
  if (people.length === 0) return new Map();
  const [unavailability, timeOff] = await Promise.all([
    blocksOf(db, brandId, people),
    timeOffTouching(db, brandId, dayBefore(firstDay), dayAfter(lastDay), ['APPROVED']),
  ]);
  return availabilityFlagsOf(
    shifts.map((shift) => ({
      id: shift.id,
      personId: shift.user_id ?? undefined,
      startsAt: shift.starts_at,
      endsAt: shift.ends_at,
    })),
    { unavailability, timeOff: timeOff.map(spanOf) },
    zone,
  );
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayBefore = (day: string) => shiftDay(day, -1);
const dayAfter = (day: string) => shiftDay(day, 1);

/** Requests on the wire, with their people's `names` (namesOf) and the locations' names. */
export function timeOffWire(
  rows: readonly TimeOffRow[],
  names: ReadonlyMap<string, string>,
  locationNames: ReadonlyMap<number, string>,
): TimeOffWire[] {
  return rows.map((row) => ({
    id: row.id,
    location_id: row.brand_id,
    location_name: locationNames.get(row.brand_id) ?? '',
    user_id: row.user_id,
    person_name: names.get(row.user_id) ?? '',
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    from_time: row.from_time,
    to_time: row.to_time,
    reason: row.reason,
    status: row.status as TimeOffStatus,
    note: row.note,
    created_at: row.created_at,
    decided_at: row.decided_at,
  }));
}

/** The PENDING requests of a location that have not ended by `today` (a local date). */
export function pendingTimeOff(db: Db, brandId: number, today: string): Promise<TimeOffRow[]> {
  return db
    .selectFrom('time_off_requests')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('status', '=', 'PENDING')
    .where('ends_on', '>=', today)
    .orderBy('starts_on')
    .orderBy('id')
    .limit(100)
    .execute();
}
