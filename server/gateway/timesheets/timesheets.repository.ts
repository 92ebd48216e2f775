import type { Kysely, Selectable } from 'kysely';
import {
  type PlannedShift,
  type PunchKind,
  type GeofenceStatus,
  type TimesheetPunch,
} from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import { inPublishedWeek, namesOf } from '../schedules/schedules.repository';

type Db = Kysely<Database>;
export type TimesheetRow = Selectable<Database['timesheet_shifts']>;
export type EditRow = Selectable<Database['timesheet_edits']>;

/** A shift of the timesheet as stored: its punches and what managers wrote about it. */
export interface StoredShift {
  readonly id: number;
  readonly userId: string;
  readonly punches: readonly TimesheetPunch[];
  readonly riskAnswer: boolean;
  readonly sheet: TimesheetRow | undefined;
  readonly edits: readonly EditRow[];
}

const asPunch = (row: {
  kind: string;
  device_at: string;
  received_at: string;
  geofence: string;
}): TimesheetPunch => ({
  kind: row.kind as PunchKind,
  deviceAt: row.device_at,
  receivedAt: row.received_at,
  geofence: row.geofence as GeofenceStatus,
});

/**
 * The shifts of location `brandId` whose clock-in (device time) lies in [from, to) (only
 * `userId`'s when given), or only shift `onlyId`: punches in device order, the flagged attestation answers, the
 * approval and edits. Four queries whatever the number of shifts.
 */
export async function storedShifts(
  db: Db,
  brandId: number,
  range: { from: string; to: string; userId?: string } | { onlyId: number },
): Promise<StoredShift[]> {
  let clockIns = db
    .selectFrom('time_clock_punches')
    .select(['id', 'user_id'])
    .where('brand_id', '=', brandId)
    .where('kind', '=', 'CLOCK_IN');
  clockIns =
    'onlyId' in range
      ? clockIns.where('id', '=', range.onlyId)
      : clockIns.where('device_at', '>=', range.from).where('device_at', '<', range.to);
  if ('userId' in range && range.userId !== undefined)
    clockIns = clockIns.where('user_id', '=', range.userId);
  const shifts = await clockIns.orderBy('device_at').orderBy('id').execute();
  if (shifts.length === 0) return [];
  const ids = shifts.map((shift) => shift.id);
  const [punches, risks, sheets, edits] = await Promise.all([
    db
      .selectFrom('time_clock_punches')
      .select(['id', 'shift_punch_id', 'kind', 'device_at', 'received_at', 'geofence'])
      .where('shift_punch_id', 'in', ids)
      .orderBy('device_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('time_clock_answer_punches as link')
      .innerJoin('attestation_answers as answer', 'answer.id', 'link.answer_id')
      .innerJoin('time_clock_punches as punch', 'punch.id', 'link.punch_id')
      .select('punch.shift_punch_id')
      .where('punch.shift_punch_id', 'in', ids)
      .where('answer.flagged', '=', 1)
      .execute(),
    db.selectFrom('timesheet_shifts').selectAll().where('shift_punch_id', 'in', ids).execute(),
    db.selectFrom('timesheet_edits').selectAll().where('shift_punch_id', 'in', ids).orderBy('id').execute(),
  ]);
  const risky = new Set(risks.map((row) => row.shift_punch_id));
  const punchesOf = groupBy(punches, (punch) => punch.shift_punch_id);
  const editsOf = groupBy(edits, (edit) => edit.shift_punch_id);
  const sheetOf = new Map(sheets.map((sheet) => [sheet.shift_punch_id, sheet]));
  return shifts.map((shift) => ({
    id: shift.id,
    userId: shift.user_id,
    punches: (punchesOf.get(shift.id) ?? []).map(asPunch),
    riskAnswer: risky.has(shift.id),
    sheet: sheetOf.get(shift.id),
    edits: editsOf.get(shift.id) ?? [],
  }));
}

/**
 * The scheduled shifts of `userIds` at location `brandId` in published weeks, starting in
 * [from, to) (ISO), by user id: what their worked shifts are compared with (a draft the person
 * never saw is not).
 */
export async function plannedShifts(
  db: Db,
  brandId: number,
  userIds: readonly string[],
  range: { from: string; to: string },
): Promise<Map<string, PlannedShift[]>> {
  const planned = new Map<string, PlannedShift[]>();
  if (userIds.length === 0) return planned;
  const rows = await db
    .selectFrom('shifts as s')
    .select(['s.user_id', 's.starts_at', 's.ends_at'])
    .where('s.brand_id', '=', brandId)
    .where('s.user_id', 'in', [...new Set(userIds)])
    .where('s.starts_at', '>=', range.from)
    .where('s.starts_at', '<', range.to)
    .where(inPublishedWeek)
    .execute();
  // The 'in' above leaves out open shifts (no user).
  const byUser = groupBy(rows, (row) => row.user_id ?? '');
  for (const [userId, shifts] of byUser)
    planned.set(
      userId,
      shifts.map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at })),
    );
  return planned;
}

/** Display names of the people and of the managers who approved or edited. */
export function peopleNames(db: Db, shifts: readonly StoredShift[]): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const shift of shifts) {
    ids.add(shift.userId);
    if (shift.sheet?.approved_by) ids.add(shift.sheet.approved_by);
    for (const edit of shift.edits) ids.add(edit.edited_by);
  }
  return namesOf(db, [...ids]);
}

/**
 * Moves shift `shiftId` from `version` to the next, creating its row (version 0 → 1) when it has
 * none, and writes `fields`; false when the shift is not at `version` any more (nothing written).
 * One conditional UPDATE, so two managers saving at once cannot both win.
 */
export async function advanceVersion(
  trx: Db,
  shift: { id: number; brandId: number; userId: string },
  version: number,
  fields: Partial<Omit<TimesheetRow, 'shift_punch_id' | 'brand_id' | 'user_id' | 'version'>> & {
    updated_at: string;
  },
): Promise<boolean> {
  await trx
    .insertInto('timesheet_shifts')
    .values({
      shift_punch_id: shift.id,
      brand_id: shift.brandId,
      user_id: shift.userId,
      version: 0,
      clock_in_at: null,
      clock_out_at: null,
      breaks_json: null,
      approved_by: null,
      approved_at: null,
      updated_at: fields.updated_at,
    })
    .onConflict((conflict) => conflict.column('shift_punch_id').doNothing())
    .execute();
  const result = await trx
    .updateTable('timesheet_shifts')
    .set({ ...fields, version: version + 1 })
    .where('shift_punch_id', '=', shift.id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** `rows` by `keyOf`, each group in the rows' order. */
export function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
