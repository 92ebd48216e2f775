import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import {
  DEFAULT_LABOUR_RULES,
  DEFAULT_MINOR_RULES,
  minorFlagsOf,
  addWeeks,
  daysOfWeek,
  flagsOf,
  paidHours,
  weekBounds,
  weekCostOf,
  weekStartOf,
  type LabourRules,
  type MinorRules,
  type ShiftFlag,
} from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { BrandRow } from '../brands/brands.repository';
import { availabilityFlagsOfShifts } from './availability.repository';
import { tellChanged } from './schedule-notices';
import { domainWages, wagesOf } from './schedule-pay.repository';
import type { RulesWire, ShiftWire, WeekWire } from './schedules.schema';

type Db = Kysely<Database>;
export type ShiftRow = Selectable<Database['shifts']>;
export type RequestRow = Selectable<Database['shift_requests']>;

/** A location's rules, zone and cover auto-approval: its row, else the documented defaults in UTC (no auto-approval). */
export async function rulesOf(db: Db, brandId: number): Promise<RulesWire> {
  const row = await db
    .selectFrom('schedule_settings')
    .select([
      'time_zone',
      'min_rest_minutes',
      'max_day_minutes',
      'max_week_minutes',
      'notice_days',
      'auto_approve_covers',
      'minor_max_day_minutes',
      'minor_max_week_minutes',
      'minor_earliest_minute',
      'minor_latest_minute',
    ])
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  if (row) return { ...row, auto_approve_covers: row.auto_approve_covers === 1 };
  return {
    time_zone: 'UTC',
    min_rest_minutes: DEFAULT_LABOUR_RULES.minRestMinutes,
    max_day_minutes: DEFAULT_LABOUR_RULES.maxDayMinutes,
    max_week_minutes: DEFAULT_LABOUR_RULES.maxWeekMinutes,
    notice_days: DEFAULT_LABOUR_RULES.noticeDays,
    auto_approve_covers: false,
    minor_max_day_minutes: DEFAULT_MINOR_RULES.maxDayMinutes,
    minor_max_week_minutes: DEFAULT_MINOR_RULES.maxWeekMinutes,
    minor_earliest_minute: DEFAULT_MINOR_RULES.earliestMinute,
    minor_latest_minute: DEFAULT_MINOR_RULES.latestMinute,
  };
}

export const minorRulesOf = (rules: RulesWire): MinorRules => ({
  maxDayMinutes: rules.minor_max_day_minutes,
  maxWeekMinutes: rules.minor_max_week_minutes,
  earliestMinute: rules.minor_earliest_minute,
  latestMinute: rules.minor_latest_minute,
});

/** The people marked as minors at a location. */
export async function minorsOf(db: Db, brandId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('schedule_people')
    .select('user_id')
    .where('brand_id', '=', brandId)
    .where('minor', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

export const labourRulesOf = (rules: RulesWire): LabourRules => ({
  minRestMinutes: rules.min_rest_minutes,
  maxDayMinutes: rules.max_day_minutes,
  maxWeekMinutes: rules.max_week_minutes,
  noticeDays: rules.notice_days,
});

/** The week's status row (none: a draft never published). */
export function weekRow(db: Db, brandId: number, week: string) {
  return db
    .selectFrom('schedule_weeks')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('week_start', '=', week)
    .executeTakeFirst();
}

/** Display names by user id ("First Last", or the e-mail's name when the profile has none). */
export async function namesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('identity_users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.email', 'p.first_name', 'p.last_name'])
    .where('u.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email.split('@')[0]!,
    ]),
  );
}

/** The people a location schedules: its members (memberships on the location itself), each marked a minor or not. */
export async function peopleOf(
  db: Db,
  brandId: number,
): Promise<{ user_id: string; name: string; minor: boolean }[]> {
  const rows = await db
    .selectFrom('brand_memberships')
    .select('user_id')
    .where('brand_id', '=', brandId)
    .execute();
  const [names, minors] = await Promise.all([
    namesOf(
      db,
      rows.map((row) => row.user_id),
    ),
    minorsOf(db, brandId),
  ]);
  return [...names]
    .map(([user_id, name]) => ({ user_id, name, minor: minors.has(user_id) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.user_id.localeCompare(b.user_id));
}

/** True when `userId` is a member of the location or of an ancestor (who may be scheduled there). */
export async function isMemberAt(db: Db, userId: string, brand: Pick<BrandRow, 'path'>): Promise<boolean> {
  const ids = brand.path.split('/').filter(Boolean).map(Number);
  const row = await db
    .selectFrom('brand_memberships')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('brand_id', 'in', ids)
    .executeTakeFirst();
  return row !== undefined;
}

/** Shifts of a location starting in [from, to), by start. */
export function shiftsBetween(db: Db, brandId: number, from: string, to: string): Promise<ShiftRow[]> {
  return db
    .selectFrom('shifts')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

/** The live requests (OPEN or TAKEN) of `shiftIds`, by shift id. */
export async function liveRequestsOf(db: Db, shiftIds: readonly number[]) {
  if (shiftIds.length === 0) return new Map<number, RequestRow>();
  const rows = await db
    .selectFrom('shift_requests')
    .selectAll()
    .where('shift_id', 'in', shiftIds)
    .where('status', 'in', ['OPEN', 'TAKEN'])
    .execute();
  return new Map(rows.map((row) => [row.shift_id, row]));
}

/**
 * The labour-rule flags of a location's shifts of the week starting `week` (rest is checked
 * across the days either side). Notice is flagged on every shift of a draft week, and on a
 * published week's shifts changed since it was published. The availability flags (UNAVAILABLE,
 * TIME_OFF: the person's weekly blocks and approved time off) are added after them, and the
 * minors' flags (MINOR_HOURS, MINOR_NIGHT) of the people marked as minors.
 */
export async function flagsOfWeek(
  db: Db,
  brandId: number,
  week: string,
  rules: RulesWire,
  now: Date,
): Promise<{ shifts: ShiftRow[]; flags: Map<number, ShiftFlag[]> }> {
  const zone = rules.time_zone;
  const { from, to } = weekBounds(week, zone);
  const day = 86_400_000;
  const around = await shiftsBetween(
    db,
    brandId,
    new Date(Date.parse(from) - day).toISOString(),
    new Date(Date.parse(to) + day).toISOString(),
  );
  const status = await weekRow(db, brandId, week);
  const shifts = around.filter((row) => row.week_start === week);
  const noticeFor = new Set(
    shifts
      .filter((row) => !status?.published_at || row.updated_at > status.published_at)
      .map((row) => row.id),
  );
  const weekKey = (instant: string) => weekStartOf(instant, zone) ?? '';
  const flags = flagsOf(
    around.map(domainShift),
    { rules: labourRulesOf(rules), zone, now: now.getTime(), noticeFor },
    weekKey,
  );
  const minors = minorFlagsOf(
    around.map(domainShift),
    await minorsOf(db, brandId),
    minorRulesOf(rules),
    zone,
    weekKey,
  );
  for (const [id, more] of minors) flags.set(id, [...(flags.get(id) ?? []), ...more]);
  const days = daysOfWeek(week);
  const away = await availabilityFlagsOfShifts(db, brandId, shifts, zone, days[0]!, days[6]!);
  for (const [id, more] of away) flags.set(id, [...(flags.get(id) ?? []), ...more]);
  return { shifts, flags };
}

export const domainShift = (row: ShiftRow) => ({
  id: row.id,
  personId: row.user_id ?? undefined,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  breakMinutes: row.break_minutes,
});

/** A shift on the wire with its flags and live request. */
export function shiftWire(
  row: ShiftRow,
  names: ReadonlyMap<string, string>,
  flags: readonly ShiftFlag[],
  request: RequestRow | undefined,
): ShiftWire {
  return {
    id: row.id,
    location_id: row.brand_id,
    week_start: row.week_start,
    user_id: row.user_id,
    person_name: row.user_id ? (names.get(row.user_id) ?? null) : null,
    position: row.position,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    break_minutes: row.break_minutes,
    note: row.note,
    version: row.version,
    flags: [...flags],
    request: request
      ? {
          id: request.id,
          status: request.status as 'OPEN' | 'TAKEN',
          from_user_id: request.from_user_id,
          taker_user_id: request.taker_user_id,
          taker_name: request.taker_user_id ? (names.get(request.taker_user_id) ?? null) : null,
          offered_to_user_id: request.offered_to_user_id,
          offered_to_name: request.offered_to_user_id
            ? (names.get(request.offered_to_user_id) ?? null)
            : null,
        }
      : null,
  };
}

/** Shifts of `rows` on the wire (names, requests), with `flags`. */
export async function shiftsWire(
  db: Db,
  rows: readonly ShiftRow[],
  flags: ReadonlyMap<number, ShiftFlag[]>,
): Promise<ShiftWire[]> {
  const requests = await liveRequestsOf(
    db,
    rows.map((row) => row.id),
  );
  const ids = rows.flatMap((row) => (row.user_id ? [row.user_id] : []));
  for (const request of requests.values()) {
    if (request.taker_user_id) ids.push(request.taker_user_id);
    if (request.offered_to_user_id) ids.push(request.offered_to_user_id);
  }
  const names = await namesOf(db, ids);
  return rows.map((row) => shiftWire(row, names, flags.get(row.id) ?? [], requests.get(row.id)));
}

/** The whole week of a location as the grid reads it. */
export async function weekOf(db: Db, brand: BrandRow, week: string, now: Date): Promise<WeekWire> {
  const rules = await rulesOf(db, brand.id);
  const [{ shifts, flags }, status, people, lastWeek, pending, pendingTimeOff, wages] = await Promise.all([
    flagsOfWeek(db, brand.id, week, rules, now),
    weekRow(db, brand.id, week),
    peopleOf(db, brand.id),
    db
      .selectFrom('shifts')
      .select(['user_id', 'position', 'starts_at', 'ends_at', 'break_minutes'])
      .where('brand_id', '=', brand.id)
      .where('week_start', '=', addWeeks(week, -1))
      .execute(),
    db
      .selectFrom('shift_requests as r')
      .innerJoin('shifts as s', 's.id', 'r.shift_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('r.brand_id', '=', brand.id)
      .where('r.status', '=', 'TAKEN')
      .where('s.week_start', '=', week)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('time_off_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('brand_id', '=', brand.id)
      .where('status', '=', 'PENDING')
      .where('ends_on', '>=', week)
      .executeTakeFirstOrThrow(),
    wagesOf(db, brand.id),
  ]);
  const timed = (
    rows: readonly Pick<ShiftRow, 'user_id' | 'position' | 'starts_at' | 'ends_at' | 'break_minutes'>[],
  ) =>
    rows.map((row) => ({
      personId: row.user_id ?? undefined,
      position: row.position,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      breakMinutes: row.break_minutes,
    }));
  const pay = domainWages(wages);
  const cost = weekCostOf(timed(shifts), pay, rules.time_zone).total;
  const wire = await shiftsWire(db, shifts, flags);
  return {
    location_id: brand.id,
    location_name: brand.name,
    week_start: week,
    status: status?.status === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT',
    published_at: status?.published_at ?? null,
    rules,
    people,
    shifts: wire,
    wages,
    figures: {
      shifts: shifts.length,
      open_shifts: shifts.filter((row) => !row.user_id).length,
      hours: paidHours(timed(shifts)),
      hours_last_week: paidHours(timed(lastWeek)),
      pending_requests: Number(pending.n) + Number(pendingTimeOff.n),
      flagged_shifts: wire.filter((shift) => shift.flags.length > 0).length,
      currency: wages.currency,
      cost_minor: cost.costMinor,
      cost_last_week_minor: weekCostOf(timed(lastWeek), pay, rules.time_zone).total.costMinor,
      unpriced_shifts: cost.unpriced,
    },
  };
}

/** What a shift's person is told changed (the parts they see). */
export const visiblePart = (row: Pick<ShiftRow, 'starts_at' | 'ends_at' | 'position'>) =>
  JSON.stringify({ starts_at: row.starts_at, ends_at: row.ends_at, position: row.position });

/**
 * Records, in `trx`, what a change of a shift of a PUBLISHED week means for the people it
 * concerns: ASSIGNED / UNASSIGNED when the person changes, CHANGED when the times or position
 * do, REMOVED when `after` is undefined, and queues each person's mail of it (tellChanged).
 * Nothing for an unpublished week or an unseen change.
 */
export async function trackChange(
  trx: Db,
  before: ShiftRow,
  after: ShiftRow | undefined,
  now: string,
): Promise<void> {
  const week = await weekRow(trx, before.brand_id, before.week_start);
  if (week?.status !== 'PUBLISHED') return;
  const rows: Insertable<Database['shift_changes']>[] = [];
  const change = (userId: string, kind: string, was: ShiftRow | undefined, is: ShiftRow | undefined) =>
    rows.push({
      brand_id: before.brand_id,
      shift_id: before.id,
      user_id: userId,
      kind,
      before_json: was ? visiblePart(was) : null,
      after_json: is ? visiblePart(is) : null,
      created_at: now,
    });
  if (!after) {
    if (before.user_id) change(before.user_id, 'REMOVED', before, undefined);
  } else if (before.user_id !== after.user_id) {
    if (before.user_id) change(before.user_id, 'UNASSIGNED', before, undefined);
    if (after.user_id) change(after.user_id, 'ASSIGNED', undefined, after);
  } else if (after.user_id && visiblePart(before) !== visiblePart(after)) {
    change(after.user_id, 'CHANGED', before, after);
  }
  if (rows.length === 0) return;
  const inserted = await trx.insertInto('shift_changes').values(rows).returning(['id', 'user_id']).execute();
  for (const row of inserted) await tellChanged(trx, row.id, row.user_id);
}

/**
 * The condition "shift `s` lies in a published week" (its location's week row says PUBLISHED; no
 * row is a draft), for a query over `shifts as s`.
 */
export function inPublishedWeek<DB extends Database & { s: Database['shifts'] }>(
  eb: ExpressionBuilder<DB, 's'>,
) {
  const base = eb as unknown as ExpressionBuilder<Database & { s: Database['shifts'] }, 's'>;
  return base.exists(
    base
      .selectFrom('schedule_weeks as w')
      .select('w.brand_id')
      .whereRef('w.brand_id', '=', 's.brand_id')
      .whereRef('w.week_start', '=', 's.week_start')
      .where('w.status', '=', 'PUBLISHED'),
  );
}
