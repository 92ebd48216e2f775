import { token } from '../shared/token';
import type { ScheduleWeekStatus, Shift, ShiftFlag } from './shift.model';
import type { LocationWages } from './wage.rules';

/** Where a cover request stands: OPEN (offered), TAKEN (waits for a manager), then decided. */
export type ShiftRequestStatus = 'OPEN' | 'TAKEN' | 'APPROVED' | 'REFUSED' | 'CANCELLED';

/** A shift as the grid shows it: its flags, version (for a safe edit) and live request. */
export interface ScheduledShift extends Shift {
  readonly locationId: number;
  readonly weekStart: string;
  /** The person's display name; undefined for an open shift. */
  readonly personName: string | undefined;
  readonly version: number;
  readonly flags: readonly ShiftFlag[];
  readonly request:
    | {
        readonly id: number;
        readonly status: ShiftRequestStatus;
        readonly fromPersonId: string | undefined;
        readonly takerName: string | undefined;
        /** The one colleague an offer is made to; undefined: the team. */
        readonly offeredToId: string | undefined;
        readonly offeredToName: string | undefined;
      }
    | undefined;
}

/**
 * A week's figures (the landing's cards). Hours are paid hours to the quarter hour; costs are
 * wage costs in minor units of `currency` (weekCostOf: breaks unpaid, shifts without a wage left out).
 */
export interface WeekFigures {
  readonly shifts: number;
  readonly openShifts: number;
  readonly hours: number;
  readonly hoursLastWeek: number;
  readonly pendingRequests: number;
  readonly flaggedShifts: number;
  readonly currency: string;
  readonly costMinor: number;
  readonly costLastWeekMinor: number;
  /** Shifts of the week without a wage (their cost is not counted). */
  readonly unpricedShifts: number;
}

/** One week of one location. */
export interface ScheduleWeek {
  readonly locationId: number;
  readonly locationName: string;
  /** The local Monday, YYYY-MM-DD. */
  readonly weekStart: string;
  readonly status: ScheduleWeekStatus;
  readonly timeZone: string;
  /** `minor`: marked a minor at the location (the minors' limits apply). */
  readonly people: readonly { readonly id: string; readonly name: string; readonly minor: boolean }[];
  readonly shifts: readonly ScheduledShift[];
  /** The location's wages (the week is its managers' only): cost per day and person. */
  readonly wages: LocationWages;
  readonly figures: WeekFigures;
}

/** What a manager writes of a shift; `personId` undefined makes it open. Instants ISO UTC. */
export interface ShiftDraft {
  readonly personId: string | undefined;
  readonly position: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly breakMinutes: number;
  readonly note: string;
}

/** A cover request with its shift, for the manager. */
export interface ShiftRequest {
  readonly id: number;
  readonly status: ShiftRequestStatus;
  readonly fromName: string | undefined;
  readonly takerName: string | undefined;
  readonly shift: ScheduledShift;
  /** Flags the shift would carry for the taker (approval re-checks them). */
  readonly takerFlags: readonly ShiftFlag[];
}

/** A shift of "My shifts", with its location. */
export interface MyShift {
  readonly shift: ScheduledShift;
  readonly locationName: string;
  readonly timeZone: string;
}

/** A change in one of the person's published shifts. */
export interface ShiftChange {
  readonly id: number;
  readonly kind: 'CHANGED' | 'REMOVED' | 'ASSIGNED' | 'UNASSIGNED';
  readonly locationName: string;
  readonly timeZone: string;
  readonly before:
    { readonly startsAt: string; readonly endsAt: string; readonly position: string } | undefined;
  readonly after:
    { readonly startsAt: string; readonly endsAt: string; readonly position: string } | undefined;
  readonly at: string;
}

/** What the rewards rule "shift cover" did when a cover was approved. */
export type CoverReward =
  'GRANTED' | 'ALREADY' | 'NO_RULE' | 'CAP_REACHED' | 'NO_BUDGET' | 'BUDGET_EXHAUSTED';

/**
 * The schedules area of the gateway (issue #34). Every call rejects with a GatewayError (its
 * `serverCode` a SCHEDULES.* or BRAND.* code) when the server refuses.
 */
export interface SchedulesApiPort {
  /** Locations whose schedule the caller manages, by name. */
  locations(): Promise<readonly { readonly id: number; readonly name: string }[]>;
  week(locationId: number, weekStart: string): Promise<ScheduleWeek>;
  createShift(locationId: number, weekStart: string, draft: ShiftDraft): Promise<ScheduleWeek>;
  /** Rejects with serverCode SCHEDULES.STALE_SHIFT when `version` is no longer the shift's. */
  updateShift(locationId: number, shiftId: number, version: number, draft: ShiftDraft): Promise<ScheduleWeek>;
  deleteShift(locationId: number, shiftId: number): Promise<ScheduleWeek>;
  publish(locationId: number, weekStart: string): Promise<ScheduleWeek>;
  copyLastWeek(locationId: number, weekStart: string): Promise<ScheduleWeek>;
  requests(locationId: number): Promise<readonly ShiftRequest[]>;
  /**
   * Rejects with serverCode SCHEDULES.LABOUR_RULES or SCHEDULES.TAKER_UNAVAILABLE when the take
   * breaks the rules now, unless `override` (the manager's explicit choice).
   */
  approve(locationId: number, requestId: number, override?: boolean): Promise<CoverReward>;
  refuse(locationId: number, requestId: number): Promise<void>;
  myShifts(): Promise<{
    shifts: readonly MyShift[];
    available: readonly MyShift[];
    changes: readonly ShiftChange[];
  }>;
  offer(locationId: number, shiftId: number): Promise<void>;
  /** The colleagues qualified to be offered the caller's shift by name (same location and position). */
  colleagues(
    locationId: number,
    shiftId: number,
  ): Promise<readonly { readonly id: string; readonly name: string }[]>;
  /** Offers the caller's shift to one colleague; rejects with SCHEDULES.NOT_QUALIFIED for another. */
  offerTo(locationId: number, shiftId: number, personId: string): Promise<void>;
  /** Answers TAKEN (a manager decides) or APPROVED (the location's auto-approval). */
  take(locationId: number, shiftId: number): Promise<ShiftRequestStatus>;
}
export const SchedulesApiPort = token<SchedulesApiPort>('domain.schedules-api');
