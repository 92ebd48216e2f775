import { stringify } from 'csv-stringify/sync';
import { DateTime } from 'luxon';
import type { Static } from '@sinclair/typebox';
import type { TimesheetWeekSchema } from './timesheets.schema';

/** The header row of the CSV export, in column order. */
export const CSV_HEADER = [
  'location',
  'week_start',
  'person',
  'date',
  'clock_in',
  'clock_out',
  'break_minutes',
  'worked_hours',
  'flags',
  'approved_by',
  'approved_at',
  'edits',
] as const;

/**
 * A cell a spreadsheet would run as a formula (starts with = + - @, or a tab / carriage return
 * that some read before one) gets a leading apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The week as CSV (RFC 4180: comma-separated, CRLF, fields quoted when they hold a comma, quote
 * or line break, quotes doubled): a header row, then one row per shift. Times are local to the
 * location (`yyyy-MM-dd HH:mm`); an open shift has an empty clock-out.
 */
export function timesheetCsv(week: Static<typeof TimesheetWeekSchema>): string {
  const zone = week.location.time_zone;
  const local = (instant: string | null, format: string) =>
    instant === null ? '' : DateTime.fromISO(instant, { zone }).toFormat(format);
  const rows = week.shifts.map((shift) =>
    [
      week.location.name,
      week.week_start,
      shift.person_name,
      local(shift.clock_in_at, 'yyyy-MM-dd'),
      local(shift.clock_in_at, 'HH:mm'),
      local(shift.clock_out_at, 'yyyy-MM-dd HH:mm'),
      String(shift.break_minutes),
      (shift.worked_minutes / 60).toFixed(2),
      shift.flags.join(' '),
      shift.approved?.by_name ?? '',
      local(shift.approved?.at ?? null, 'yyyy-MM-dd HH:mm'),
      String(shift.edits.length),
    ].map(csvCell),
  );
  return stringify([[...CSV_HEADER], ...rows], { record_delimiter: '\r\n' });
}
