import { DateTime } from 'luxon';
import type { BookingPage, Interview, InterviewOutcome, InterviewState, Slot } from './interview.model';

/** The slots of one local day: `day` is the ISO date in the viewer's zone. */
export interface SlotDay {
  readonly day: string;
  readonly slots: readonly Slot[];
}

/**
 * The slots grouped by the day they start on in time zone `zone` (the viewer's own), days and
 * slots in time order. Slots whose instant is not valid are left out; an invalid zone falls back
 * to UTC.
 */
export function slotsByDay(slots: readonly Slot[], zone: string): SlotDay[] {
  const days = new Map<string, Slot[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const slot of sorted) {
    const day = localDay(slot.startsAt, zone);
    if (day === undefined) continue;
    const list = days.get(day) ?? [];
    list.push(slot);
    days.set(day, list);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** The ISO date of `instant` in `zone` (UTC for an invalid zone); undefined for an invalid instant. */
export function localDay(instant: string, zone: string): string | undefined {
  const at = DateTime.fromISO(instant, { zone: 'UTC' });
  if (!at.isValid) return undefined;
  const local = at.setZone(zone);
  return (local.isValid ? local : at).toISODate() ?? undefined;
}

/** What the booking page offers for the interview's state. */
export type BookingStage =
  /** INVITED: choose a slot. */
  | 'CHOOSE'
  /** BOOKED: the confirmation, with reschedule and cancel. */
  | 'BOOKED'
  /** DONE, NO_SHOW or CANCELLED by the manager: nothing to do. */
  | 'CLOSED';

export function bookingStage(state: InterviewState): BookingStage {
  if (state === 'INVITED') return 'CHOOSE';
  if (state === 'BOOKED') return 'BOOKED';
  return 'CLOSED';
}

/** Whether the page's candidate may still book or move a booking (there are slots to offer). */
export function canChooseSlot(page: BookingPage): boolean {
  return bookingStage(page.interview.state) !== 'CLOSED' && page.slots.length > 0;
}

/** Whether the interview is open: waiting for the candidate or booked. */
export function isOpen(interview: Pick<Interview, 'state'>): boolean {
  return interview.state === 'INVITED' || interview.state === 'BOOKED';
}

/**
 * What a manager may set on the interview at `nowMs` (epoch ms): CANCELLED while it is open;
 * DONE and NO_SHOW once a booked interview has started. In that order: DONE, NO_SHOW, CANCELLED.
 */
export function managerActions(
  interview: Pick<Interview, 'state' | 'startsAt'>,
  nowMs: number,
): InterviewOutcome[] {
  if (interview.state === 'INVITED') return ['CANCELLED'];
  if (interview.state !== 'BOOKED') return [];
  const start = interview.startsAt === undefined ? NaN : Date.parse(interview.startsAt);
  return start <= nowMs ? ['DONE', 'NO_SHOW', 'CANCELLED'] : ['CANCELLED'];
}

/** Why a manager may not invite now: an open interview exists; undefined when they may. */
export function inviteBlocked(latest: Pick<Interview, 'state'> | undefined): 'ALREADY_OPEN' | undefined {
  return latest !== undefined && isOpen(latest) ? 'ALREADY_OPEN' : undefined;
}
