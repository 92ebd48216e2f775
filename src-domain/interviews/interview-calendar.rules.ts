import { DateTime } from 'luxon';
import type { InterviewRow } from './interview.model';
import { localDay } from './interview-booking.rules';

/** The calendar's span: one day, or the ISO week (Monday to Sunday) holding it. */
export type CalendarSpan = 'day' | 'week';

/** The first and last ISO dates (both included) the calendar reads for `day` in `span`. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
  /** Every day of the range, in order. */
  readonly days: readonly string[];
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is a valid ISO date (`YYYY-MM-DD`). */
export function isIsoDay(day: string): boolean {
  return isoDay.test(day) && DateTime.fromISO(day, { zone: 'UTC' }).isValid;
}

/** The range shown for `day` (an ISO date; undefined when it is not one). */
export function calendarRange(day: string, span: CalendarSpan): DayRange | undefined {
  if (!isIsoDay(day)) return undefined;
  const date = DateTime.fromISO(day, { zone: 'UTC' });
  const first = span === 'week' ? date.startOf('week') : date;
  const count = span === 'week' ? 7 : 1;
  const days = Array.from({ length: count }, (_unused, index) => first.plus({ days: index }).toISODate()!);
  return { from: days[0]!, to: days[days.length - 1]!, days };
}

/** The day `step` spans after (negative: before) `day`: one day or one week. */
export function shiftDay(day: string, span: CalendarSpan, step: number): string {
  return DateTime.fromISO(day, { zone: 'UTC' })
    .plus(span === 'week' ? { weeks: step } : { days: step })
    .toISODate()!;
}

/** Today's ISO date in `zone` at `nowMs` (UTC for an invalid zone). */
export function todayIn(zone: string, nowMs: number): string {
  return localDay(new Date(nowMs).toISOString(), zone)!;
}

/** The calendar's rows split: booked ones by local day (every day of `days`), waiting ones apart. */
export interface CalendarLayout {
  readonly byDay: readonly { readonly day: string; readonly rows: readonly InterviewRow[] }[];
  /** INVITED interviews: the candidate has not chosen a time yet. */
  readonly waiting: readonly InterviewRow[];
}

/**
 * Lays out `rows` over `days` in time zone `zone`: rows with a time go to the day they start on
 * (by start time; rows outside `days` are left out), rows without one (INVITED) to `waiting`,
 * newest invitation first.
 */
export function layoutCalendar(
  rows: readonly InterviewRow[],
  days: readonly string[],
  zone: string,
): CalendarLayout {
  const byDay = new Map<string, InterviewRow[]>(days.map((day) => [day, []]));
  const waiting: InterviewRow[] = [];
  for (const row of rows) {
    if (row.startsAt === undefined) {
      if (row.state === 'INVITED') waiting.push(row);
      continue;
    }
    const day = localDay(row.startsAt, zone);
    if (day !== undefined) byDay.get(day)?.push(row);
  }
  for (const list of byDay.values()) list.sort((a, b) => Date.parse(a.startsAt!) - Date.parse(b.startsAt!));
  waiting.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return { byDay: [...byDay].map(([day, list]) => ({ day, rows: list })), waiting };
}

/** A brand of the tree as the location picker lists it. */
export interface LocationChoice {
  readonly id: number;
  readonly name: string;
}

/** The brand and its sub-brands as a tree (the shape of the brand tree's nodes). */
interface BrandNode {
  readonly id: number;
  readonly type: string;
  readonly name: string;
  readonly brands?: readonly BrandNode[];
}

/** The locations (type LOCATION) of `brand` and below, by name; the brand itself when it is one. */
export function locationsUnder(brand: BrandNode | undefined): LocationChoice[] {
  const found: LocationChoice[] = [];
  const visit = (node: BrandNode) => {
    if (node.type === 'LOCATION') found.push({ id: node.id, name: node.name });
    node.brands?.forEach(visit);
  };
  if (brand) visit(brand);
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
