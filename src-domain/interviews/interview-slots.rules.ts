import { DateTime } from 'luxon';

/** One weekly range of interview hours, wall-clock in the location's zone. */
export interface InterviewWeeklyRange {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  readonly weekday: number;
  /** 'HH:mm', 00:00–23:59. */
  readonly start: string;
  /** 'HH:mm' after `start`; '24:00' is the end of the day. */
  readonly end: string;
}

/** When a location (or one of its positions) interviews (issue #35). */
export interface InterviewAvailabilityRules {
  readonly weeklyHours: readonly InterviewWeeklyRange[];
  /** Length of one interview, minutes (10..240). */
  readonly lengthMinutes: number;
  /** Free time kept after (and before) each interview, minutes (0..120). */
  readonly bufferMinutes: number;
  /** How far ahead slots are offered, days (1..60). */
  readonly horizonDays: number;
  /** No slot starts sooner than this after now, hours (0..168). */
  readonly minimumNoticeHours: number;
}

/** A slot or a booked interview: UTC ISO instants (`toISOString()` form), end exclusive. */
export interface InterviewInterval {
  readonly startsAt: string;
  readonly endsAt: string;
}

const MINUTE_MS = 60_000;

/** Minutes after local midnight of 'HH:mm' ('24:00' → 1440); undefined when not such a time. */
export function minutesOfClock(clock: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours === 24 && minutes === 0) return 1440;
  if (hours > 23 || minutes > 59) return undefined;
  return hours * 60 + minutes;
}

/** The instant of `minutes` after local midnight of `day` in its zone (1440: next midnight). */
function wallClock(day: DateTime, minutes: number): DateTime {
  if (minutes === 1440) return day.plus({ days: 1 }).startOf('day');
  return day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0, millisecond: 0 });
}

/**
 * Every slot of `rules` between now + minimum notice and now + horizon, ignoring bookings: each
 * weekly range of each local day of `zone` (IANA) cut into `lengthMinutes` slots stepping
 * `lengthMinutes + bufferMinutes` from the range's start, in real time (so a range across a DST
 * change holds the slots its real hours hold; a start in a spring-forward gap moves to the first
 * real minute after it, as luxon does). Sorted by start, UTC ISO. `nowIso`: an ISO instant.
 */
export function allInterviewSlots(
  rules: InterviewAvailabilityRules,
  zone: string,
  nowIso: string,
): InterviewInterval[] {
  const now = Date.parse(nowIso);
  const from = now + rules.minimumNoticeHours * 60 * MINUTE_MS;
  const until = now + rules.horizonDays * 24 * 60 * MINUTE_MS;
  const step = (rules.lengthMinutes + rules.bufferMinutes) * MINUTE_MS;
  const length = rules.lengthMinutes * MINUTE_MS;
  const slots: InterviewInterval[] = [];
  const last = DateTime.fromMillis(until, { zone }).startOf('day');
  for (
    let day = DateTime.fromMillis(now, { zone }).startOf('day');
    day <= last;
    day = day.plus({ days: 1 })
  ) {
    for (const range of rules.weeklyHours) {
      if (range.weekday !== day.weekday) continue;
      const start = minutesOfClock(range.start);
      const end = minutesOfClock(range.end);
      if (start === undefined || end === undefined || end <= start) continue;
      const rangeEnd = wallClock(day, end).toMillis();
      for (let at = wallClock(day, start).toMillis(); at + length <= rangeEnd; at += step) {
        if (at < from || at + length > until) continue;
        slots.push({ startsAt: new Date(at).toISOString(), endsAt: new Date(at + length).toISOString() });
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * Whether `slot` collides with `taken` (a booked interview): they overlap once each is widened by
 * `bufferMinutes` on its far side, so a slot closer than the buffer to a booking is taken too.
 */
export function slotCollides(
  slot: InterviewInterval,
  taken: InterviewInterval,
  bufferMinutes: number,
): boolean {
  const buffer = bufferMinutes * MINUTE_MS;
  return (
    Date.parse(slot.startsAt) < Date.parse(taken.endsAt) + buffer &&
    Date.parse(taken.startsAt) < Date.parse(slot.endsAt) + buffer
  );
}

/**
 * The free slots: `allInterviewSlots` minus those colliding (slotCollides) with an interval of
 * `taken` (the location's BOOKED interviews). Sorted by start, UTC ISO.
 */
export function freeInterviewSlots(
  rules: InterviewAvailabilityRules,
  zone: string,
  nowIso: string,
  taken: readonly InterviewInterval[],
): InterviewInterval[] {
  return allInterviewSlots(rules, zone, nowIso).filter(
    (slot) => !taken.some((booked) => slotCollides(slot, booked, rules.bufferMinutes)),
  );
}

/** The slot of `rules` starting at `startsAtIso` (any ISO form of the instant), or undefined. */
export function slotStartingAt(
  rules: InterviewAvailabilityRules,
  zone: string,
  nowIso: string,
  startsAtIso: string,
): InterviewInterval | undefined {
  const at = Date.parse(startsAtIso);
  if (Number.isNaN(at)) return undefined;
  return allInterviewSlots(rules, zone, nowIso).find((slot) => Date.parse(slot.startsAt) === at);
}
