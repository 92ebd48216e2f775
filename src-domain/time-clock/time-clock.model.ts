/** The four punches of the time clock (issue #33), in the order a shift makes them. */
export const PUNCH_KINDS = ['CLOCK_IN', 'BREAK_START', 'BREAK_END', 'CLOCK_OUT'] as const;
export type PunchKind = (typeof PUNCH_KINDS)[number];

/** Where a person stands: off the clock, working, or on a break. */
export const CLOCK_STATES = ['OFF', 'WORKING', 'ON_BREAK'] as const;
export type ClockState = (typeof CLOCK_STATES)[number];

/** How a punch's position compared with its location's geofence. */
export const GEOFENCE_STATUSES = ['INSIDE', 'OUTSIDE', 'NO_POSITION', 'NOT_SET'] as const;
export type GeofenceStatus = (typeof GEOFENCE_STATUSES)[number];

/**
 * Why a punch at a location with a geofence has no position (recorded NO_POSITION, flagged):
 * NO_CONSENT (the employee did not agree to share it: spec 001's consent rules, nothing is asked
 * or stored), DENIED (the browser refused), UNAVAILABLE (no fix or a time-out), UNSUPPORTED (no
 * geolocation), NOT_ANSWERED (the app closed before the position came), NOT_SENT (the device
 * named no reason).
 */
export const NO_POSITION_REASONS = [
  'NO_CONSENT',
  'DENIED',
  'UNAVAILABLE',
  'UNSUPPORTED',
  'NOT_ANSWERED',
  'NOT_SENT',
] as const;
export type NoPositionReason = (typeof NO_POSITION_REASONS)[number];

/**
 * Why the server refuses a punch (`TIME_CLOCK.<REASON>`), shown translated to the employee:
 * CLOCK_SKEW (device time too far ahead of the server's), TOO_OLD (older than 7 days),
 * OUT_BEFORE_IN (a clock-out before its shift's clock-in), OUT_OF_ORDER (before the person's
 * last punch), INVALID_SEQUENCE (not possible from the current state), OTHER_LOCATION (a break
 * or clock-out at another location than the open shift's).
 */
export const PUNCH_REFUSALS = [
  'TIME_CLOCK.CLOCK_SKEW',
  'TIME_CLOCK.TOO_OLD',
  'TIME_CLOCK.OUT_BEFORE_IN',
  'TIME_CLOCK.OUT_OF_ORDER',
  'TIME_CLOCK.INVALID_SEQUENCE',
  'TIME_CLOCK.OTHER_LOCATION',
] as const;
export type PunchRefusal = (typeof PUNCH_REFUSALS)[number];

/** A punch as the rules read it; `deviceAt` in ms since the epoch (the device's clock). */
export interface Punch {
  readonly kind: PunchKind;
  readonly deviceAt: number;
  readonly locationId: number;
}

/** A geofence: a point and a radius in metres. */
export interface Geofence {
  readonly latitude: number;
  readonly longitude: number;
  readonly radiusMeters: number;
}

/** A device position (WGS 84 degrees). */
export interface Position {
  readonly latitude: number;
  readonly longitude: number;
  /** Metres, when the device said. */
  readonly accuracyMeters?: number;
}
