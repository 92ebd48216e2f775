import type { Kysely, Selectable } from 'kysely';
import type { TemplateShift } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { TemplateWire } from './schedule-templates.schema';

type Db = Kysely<Database>;
export type TemplateRow = Selectable<Database['schedule_templates']>;

interface TemplateShiftJson {
  user_id: string | null;
  position: string;
  weekday: number;
  start: string;
  minutes: number;
  break_minutes: number;
  note: string;
}

/** A template's shifts as stored (shifts_json). */
export function templateShiftsJson(shifts: readonly TemplateShift[]): string {
  return JSON.stringify(
    shifts.map((shift): TemplateShiftJson => ({
      user_id: shift.personId ?? null,
      position: shift.position,
      weekday: shift.weekday,
      start: shift.start,
      minutes: shift.minutes,
      break_minutes: shift.breakMinutes,
      note: shift.note,
    })),
  );
}

/** A stored template's shifts (the inverse of templateShiftsJson). */
export function templateShiftsOfRow(row: Pick<TemplateRow, 'shifts_json'>): TemplateShift[] {
  return (JSON.parse(row.shifts_json) as TemplateShiftJson[]).map((shift) => ({
    personId: shift.user_id ?? undefined,
    position: shift.position,
    weekday: shift.weekday,
    start: shift.start,
    minutes: shift.minutes,
    breakMinutes: shift.break_minutes,
    note: shift.note,
  }));
}

/** The location's templates, by name. */
export async function templatesOf(db: Db, brandId: number): Promise<TemplateWire[]> {
  const rows = await db
    .selectFrom('schedule_templates')
    .selectAll()
    .where('brand_id', '=', brandId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    shifts: templateShiftsOfRow(row).length,
    created_at: row.created_at,
  }));
}

/** One template of the location, or undefined. */
export function templateOf(db: Db, brandId: number, id: number): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('schedule_templates')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('id', '=', id)
    .executeTakeFirst();
}
