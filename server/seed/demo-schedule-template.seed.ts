import type { Kysely } from 'kysely';
import { templateShiftsOf } from '../../src-domain/index';
import type { Database } from '../db/schema';
import { templateShiftsJson } from '../gateway/schedules/schedule-templates.repository';

/**
 * Saves the shifts of `location`'s week starting `weekStart` as the template `name` (issue #34),
 * as "Save this week as a template" does: each shift by its weekday and wall time in `zone`.
 */
export async function seedWeekTemplate(
  db: Kysely<Database>,
  input: { location: number; weekStart: string; zone: string; name: string; createdBy: string; now: string },
): Promise<void> {
  const rows = await db
    .selectFrom('shifts')
    .selectAll()
    .where('brand_id', '=', input.location)
    .where('week_start', '=', input.weekStart)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  const shifts = templateShiftsOf(
    rows.map((row) => ({
      personId: row.user_id ?? undefined,
      position: row.position,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      breakMinutes: row.break_minutes,
      note: row.note,
    })),
    input.zone,
  );
  await db
    .insertInto('schedule_templates')
    .values({
      brand_id: input.location,
      name: input.name,
      shifts_json: templateShiftsJson(shifts),
      created_by_user_id: input.createdBy,
      created_at: input.now,
    })
    .execute();
}
