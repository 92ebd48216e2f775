/**
 * Interviews booked by the candidate (issue #35). Instants are ISO 8601 UTC strings; wall-clock
 * times (`HH:mm`) are in the location's time zone; weekdays are ISO (1 = Monday … 7 = Sunday).
 */

/** Where an interview stands: invited (no time yet), booked, then done, no-show or cancelled. */
export type InterviewState = 'INVITED' | 'BOOKED' | 'DONE' | 'NO_SHOW' | 'CANCELLED';

/** The states a manager sets by hand. */
export type InterviewOutcome = 'DONE' | 'NO_SHOW' | 'CANCELLED';

/** One interview of an application. `startsAt`/`endsAt` are undefined until it is booked. */
export interface Interview {
  readonly id: number;
  readonly applicationId: number;
  readonly locationId: number;
  readonly positionId: number;
  readonly state: InterviewState;
  readonly startsAt: string | undefined;
  readonly endsAt: string | undefined;
  /** The inviting manager's user id. */
  readonly invitedBy: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** An interview as the managers' calendar lists it. */
export interface InterviewRow extends Interview {
  readonly candidateFirstName: string;
  readonly candidateLastName: string;
  readonly positionTitle: string;
  readonly locationName: string;
}

/** The interviews of a brand's subtree over some days, and the zone the days are cut in. */
export interface InterviewCalendar {
  readonly timeZone: string;
  readonly interviews: readonly InterviewRow[];
}

/** One weekly range of interview hours, `end` after `start` (`end` may be `24:00`). */
export interface WeeklyRange {
  readonly weekday: number;
  readonly start: string;
  readonly end: string;
}

/** When a location (or one of its positions) interviews. */
export interface AvailabilityDraft {
  /** Undefined: the location's default; a position's own availability wins over it. */
  readonly positionId: number | undefined;
  readonly weeklyHours: readonly WeeklyRange[];
  /** 10..240 */
  readonly lengthMinutes: number;
  /** 0..120 */
  readonly bufferMinutes: number;
  /** 1..60 */
  readonly horizonDays: number;
  /** 0..168 */
  readonly minimumNoticeHours: number;
}

/** A saved availability. */
export interface Availability extends AvailabilityDraft {
  readonly updatedAt: string;
}

/** A position of a location, and whether it has interview hours of its own. */
export interface PositionHours {
  readonly id: number;
  readonly title: string;
  readonly ownHours: boolean;
}

/**
 * The availability read of a location (or of one of its positions): its own (undefined when none
 * is set), the location's own (what a position without its own uses), the location's positions and
 * the location's time zone.
 */
export interface AvailabilitySetting {
  readonly availability: Availability | undefined;
  readonly locationAvailability: Availability | undefined;
  readonly positions: readonly PositionHours[];
  readonly timeZone: string;
}

/** A bookable time. */
export interface Slot {
  readonly startsAt: string;
  readonly endsAt: string;
}

/** What the candidate's booking page shows (no sign-in: the signed link is the key). */
export interface BookingPage {
  readonly interview: {
    readonly id: number;
    readonly state: InterviewState;
    readonly startsAt: string | undefined;
    readonly endsAt: string | undefined;
    readonly lengthMinutes: number;
  };
  readonly candidateFirstName: string;
  readonly positionTitle: string;
  readonly brandName: string;
  readonly location: {
    readonly name: string;
    readonly timeZone: string;
    readonly address: string | undefined;
  };
  /** Free slots, soonest first: empty unless INVITED or BOOKED (then the reschedule options). */
  readonly slots: readonly Slot[];
}

/** A manager's invitation: the interview and the candidate's booking link. */
export interface Invitation extends Interview {
  readonly bookingUrl: string;
}

/** The candidate's own view of their application's interview. */
export interface CandidateInterview {
  readonly id: number;
  readonly state: InterviewState;
  readonly startsAt: string | undefined;
  readonly endsAt: string | undefined;
  readonly positionTitle: string;
  readonly location: {
    readonly name: string;
    readonly timeZone: string;
    readonly address: string | undefined;
  };
  /** The booking page's path on the current host while INVITED or BOOKED; undefined otherwise. */
  readonly bookingPath: string | undefined;
}
