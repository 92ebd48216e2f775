import { token } from '../shared/token';
import type { TimeOffSpan, TimeOffStatus, UnavailableBlock } from './availability.rules';

/** A time-off request (dates and times local to its location). */
export interface TimeOffRequest extends TimeOffSpan {
  readonly id: number;
  readonly locationId: number;
  readonly locationName: string;
  readonly personId: string;
  readonly personName: string;
  readonly reason: string;
  readonly status: TimeOffStatus;
  /** The manager's note with the decision; '' when none. */
  readonly note: string;
  /** ISO instant. */
  readonly createdAt: string;
}

/** The caller's weekly blocks at one location they are scheduled at. */
export interface LocationBlocks {
  readonly locationId: number;
  readonly locationName: string;
  /** The location's IANA zone: the blocks' times are local to it. */
  readonly timeZone: string;
  readonly blocks: readonly UnavailableBlock[];
}

/** The employee's side: their blocks per location, and their time-off requests (latest first). */
export interface MyAvailability {
  readonly locations: readonly LocationBlocks[];
  readonly timeOff: readonly TimeOffRequest[];
}

/** The manager's side of a location for one week. */
export interface LocationAvailability {
  /** Every person's weekly blocks. */
  readonly blocks: readonly (UnavailableBlock & { readonly personId: string })[];
  /** PENDING and APPROVED requests touching the week. */
  readonly timeOff: readonly TimeOffRequest[];
  /** Every PENDING request not ended yet, soonest first. */
  readonly pending: readonly TimeOffRequest[];
}

/** What a person asks for. */
export interface TimeOffDraft extends TimeOffSpan {
  readonly reason: string;
}

/**
 * Availability and time off (issue #34). Every call rejects with a GatewayError (its
 * `serverCode` a SCHEDULES.* or BRAND.* code) when the server refuses.
 */
export interface ScheduleAvailabilityApiPort {
  mine(): Promise<MyAvailability>;
  /** Replaces the caller's blocks at the location; answers them as stored. */
  setMine(locationId: number, blocks: readonly UnavailableBlock[]): Promise<LocationBlocks>;
  ask(locationId: number, draft: TimeOffDraft): Promise<TimeOffRequest>;
  /** The caller's own pending request; SCHEDULES.NOT_PENDING once decided. */
  cancel(locationId: number, requestId: number): Promise<TimeOffRequest>;
  /** The manager's read of the week starting `weekStart` (a Monday). */
  ofLocation(locationId: number, weekStart: string): Promise<LocationAvailability>;
  decide(
    locationId: number,
    requestId: number,
    decision: 'APPROVED' | 'REFUSED',
    note: string,
  ): Promise<TimeOffRequest>;
}
export const ScheduleAvailabilityApiPort = token<ScheduleAvailabilityApiPort>(
  'domain.schedule-availability-api',
);
