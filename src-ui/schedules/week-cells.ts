import type { ScheduledShift, ScheduleWeek } from '../../src-domain/schedules/schedules-api.port';
import { localDayOf } from '../../src-domain/schedules/week.rules';

/** A row of the week grid: a person, or the open shifts (`id` undefined). */
export interface WeekRow {
  readonly id: string | undefined;
  readonly name: string;
  /** True: a person marked a minor at the location; undefined for the open shifts and former members. */
  readonly minor?: boolean;
}

/**
 * The grid's rows: the open shifts (named `openLabel`), the location's people, then anyone no
 * longer a member who still has shifts this week (so no shift goes unseen).
 */
export function rowsOf(week: ScheduleWeek, openLabel: string): WeekRow[] {
  const rows: WeekRow[] = [{ id: undefined, name: openLabel }, ...week.people];
  const known = new Set(week.people.map((person) => person.id));
  for (const shift of week.shifts) {
    if (shift.personId && !known.has(shift.personId)) {
      known.add(shift.personId);
      rows.push({ id: shift.personId, name: shift.personName ?? '' });
    }
  }
  return rows;
}

/** The key of a grid cell: a row (person or open) on a local day. */
export const cellKey = (personId: string | undefined, day: string) => `${personId ?? ''}|${day}`;

/**
 * The week's shifts by cell (cellKey) and by local day, each in the week's order; one pass, one
 * local-day reading per shift (a 60-person week has over 400 cells: filtering per cell is slow).
 */
export function shiftsByCell(week: ScheduleWeek): {
  readonly cells: ReadonlyMap<string, readonly ScheduledShift[]>;
  readonly days: ReadonlyMap<string, readonly ScheduledShift[]>;
} {
  const cells = new Map<string, ScheduledShift[]>();
  const days = new Map<string, ScheduledShift[]>();
  for (const shift of week.shifts) {
    const day = localDayOf(shift.startsAt, week.timeZone);
    const key = cellKey(shift.personId, day);
    const cell = cells.get(key) ?? [];
    cell.push(shift);
    cells.set(key, cell);
    const onDay = days.get(day) ?? [];
    onDay.push(shift);
    days.set(day, onDay);
  }
  return { cells, days };
}
