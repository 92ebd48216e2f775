import type { QuestionType } from '../attestation/attestation.model';
import type { Language } from '../language/language.rules';
import { token } from '../shared/token';
import type { ClockOutAnswer } from './clock-out-answers.rules';
import type { ClockShift } from './scheduled-shift.rules';
import type {
  ClockState,
  Geofence,
  GeofenceStatus,
  NoPositionReason,
  Position,
  Punch,
  PunchKind,
} from './time-clock.model';

/** A location where the person may punch (a schedulable membership). */
export interface TimeClockLocation {
  readonly id: number;
  readonly name: string;
  /** undefined: the location has no geofence. */
  readonly geofence: Geofence | undefined;
}

/** Where the person stands on the server. */
export interface ClockStatus {
  readonly state: ClockState;
  /** The open shift's location; undefined when OFF. */
  readonly locationId: number | undefined;
  /** The open shift's clock-in (device time, ms); undefined when OFF. */
  readonly shiftStartedAt: number | undefined;
}

/** A punch the server accepted. */
export interface RecordedPunch extends Punch {
  readonly id: number;
  readonly geofence: GeofenceStatus;
  readonly flagged: boolean;
}

/** The person's time clock as the server knows it. */
export interface TimeClockOverview {
  readonly locations: readonly TimeClockLocation[];
  readonly status: ClockStatus;
  /** The last 48 hours, in device-time order. */
  readonly punches: readonly RecordedPunch[];
  /** The person's published shifts not ended and starting within 24 hours, soonest first. */
  readonly shifts: readonly ClockShift[];
}

/** A clock-out question as the employee reads it (texts already in their language). */
export interface ClockOutQuestion {
  readonly templateId: number;
  readonly version: number;
  readonly type: QuestionType;
  readonly required: boolean;
  readonly text: string;
  /** The language of `text` (the question's default when the employee's is missing). */
  readonly language: Language;
  readonly options: readonly { readonly key: string; readonly text: string }[];
  readonly minShiftMinutes: number | undefined;
  /** Answers that need a comment. */
  readonly commentRequiredFor: readonly string[];
}

/** One punch to send: its own Idempotency-Key and the device's clock reading (ms). */
export interface PunchRequest {
  readonly key: string;
  readonly locationId: number;
  readonly kind: PunchKind;
  readonly deviceAt: number;
  /** The device's position, present only when the employee consented to share it. */
  readonly position: Position | undefined;
  /** Why there is no position where the location has a geofence; undefined otherwise. */
  readonly noPositionReason: NoPositionReason | undefined;
  /** A clock-out's attestation answers; empty otherwise. */
  readonly answers: readonly ClockOutAnswer[];
}

/**
 * What sending a punch came to: ACCEPTED (now or by an earlier send of the same key), REFUSED
 * with the server's `TIME_CLOCK.*` (or other 4xx) code — sending again will not help — or
 * UNSENT (no network, or a 5xx/429: try again later).
 */
export type PunchOutcome =
  | { readonly kind: 'ACCEPTED' }
  | { readonly kind: 'REFUSED'; readonly code: string }
  | { readonly kind: 'UNSENT' };

/** The time clock's calls (GET /v1/time-clock/me, …/questions, POST …/punches). */
export interface TimeClockApiPort {
  /** Rejects with a GatewayError. */
  overview(): Promise<TimeClockOverview>;
  /** The questions the location asks today; rejects with a GatewayError. */
  questions(locationId: number, language: Language): Promise<readonly ClockOutQuestion[]>;
  /** Never rejects: failures are outcomes. */
  send(request: PunchRequest): Promise<PunchOutcome>;
}
export const TimeClockApiPort = token<TimeClockApiPort>('domain.time-clock-api');
