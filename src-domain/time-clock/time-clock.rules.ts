import { DateTime } from 'luxon';
import type {
  ClockState,
  Geofence,
  GeofenceStatus,
  NoPositionReason,
  Position,
  Punch,
  PunchKind,
  PunchRefusal,
} from './time-clock.model';

/**
 * The server's bounds on a punch's device time (issue #33, CONVENTIONS rule 20): a device clock
 * may run at most `maxAheadMs` ahead of the server's receive time; a punch older than `maxAgeMs`
 * (7 days) is refused. Punches are ordered by device time, never by arrival.
 */
export const PUNCH_BOUNDS = { maxAheadMs: 5 * 60_000, maxAgeMs: 7 * 86_400_000 } as const;

const NEXT: Readonly<Record<ClockState, Partial<Record<PunchKind, ClockState>>>> = {
  OFF: { CLOCK_IN: 'WORKING' },
  WORKING: { BREAK_START: 'ON_BREAK', CLOCK_OUT: 'OFF' },
  ON_BREAK: { BREAK_END: 'WORKING', CLOCK_OUT: 'OFF' },
};

/** The state after `kind` from `state`, or undefined when that punch is impossible there. */
export function nextState(state: ClockState, kind: PunchKind): ClockState | undefined {
  return NEXT[state][kind];
}

/** The punches possible from `state`, in shift order. */
export function allowedPunches(state: ClockState): PunchKind[] {
  return (Object.keys(NEXT[state]) as PunchKind[]).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
}
const ORDER: readonly PunchKind[] = ['CLOCK_IN', 'BREAK_START', 'BREAK_END', 'CLOCK_OUT'];

/**
 * The state after `punches` (in device-time order) starting OFF; an impossible punch is
 * skipped (it was refused, so it never counted).
 */
export function stateAfter(punches: readonly Punch[]): ClockState {
  return punches.reduce<ClockState>((state, punch) => nextState(state, punch.kind) ?? state, 'OFF');
}

/**
 * Why a new punch is refused, or undefined when it is accepted. `last` is the person's last
 * accepted punch, `shiftStart` the open shift's clock-in (undefined when off the clock);
 * `receivedAt` the server's time (ms). Checked in this order: CLOCK_SKEW, TOO_OLD, the
 * sequence (INVALID_SEQUENCE), OTHER_LOCATION, OUT_BEFORE_IN, OUT_OF_ORDER.
 */
export function punchRefusal(
  state: ClockState,
  last: Punch | undefined,
  shiftStart: Punch | undefined,
  punch: Punch,
  receivedAt: number,
): PunchRefusal | undefined {
  if (punch.deviceAt > receivedAt + PUNCH_BOUNDS.maxAheadMs) return 'TIME_CLOCK.CLOCK_SKEW';
  if (punch.deviceAt < receivedAt - PUNCH_BOUNDS.maxAgeMs) return 'TIME_CLOCK.TOO_OLD';
  if (nextState(state, punch.kind) === undefined) return 'TIME_CLOCK.INVALID_SEQUENCE';
  if (shiftStart && punch.kind !== 'CLOCK_IN' && shiftStart.locationId !== punch.locationId)
    return 'TIME_CLOCK.OTHER_LOCATION';
  if (punch.kind === 'CLOCK_OUT' && shiftStart && punch.deviceAt < shiftStart.deviceAt)
    return 'TIME_CLOCK.OUT_BEFORE_IN';
  if (last && punch.deviceAt < last.deviceAt) return 'TIME_CLOCK.OUT_OF_ORDER';
  return undefined;
}

/**
 * Milliseconds worked within [from, to) by `punches` (device-time order): clocked-in time less
 * breaks; an open shift or break runs until `now`. Never negative.
 */
export function workedMs(punches: readonly Punch[], from: number, to: number, now: number): number {
  let total = 0;
  let state: ClockState = 'OFF';
  let since = 0;
  const add = (start: number, end: number) => {
    total += Math.max(0, Math.min(end, to) - Math.max(start, from));
  };
  for (const punch of punches) {
    const next = nextState(state, punch.kind);
    if (next === undefined) continue;
    if (state === 'WORKING') add(since, punch.deviceAt);
    state = next;
    since = punch.deviceAt;
  }
  if (state === 'WORKING') add(since, Math.max(since, now));
  return total;
}

/** Milliseconds worked today (the local day of `now` in `zone`, an IANA name or 'local'). */
export function workedTodayMs(punches: readonly Punch[], now: number, zone: string): number {
  const day = DateTime.fromMillis(now, { zone }).startOf('day');
  return workedMs(punches, day.toMillis(), day.plus({ days: 1 }).toMillis(), now);
}

/** Whole minutes of the shift that started at `shiftStart` with `punches` (in order), ending at `end`. */
export function shiftMinutes(punches: readonly Punch[], shiftStart: number, end: number): number {
  return Math.floor(workedMs(punches, shiftStart, end + 1, end) / 60_000);
}

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres between two positions (haversine). */
export function distanceMeters(a: Position, b: Position): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where a punch stands against its location's geofence: NOT_SET without a fence, NO_POSITION
 * without a position, else INSIDE or OUTSIDE (the position's accuracy counts in its favour).
 * OUTSIDE and NO_POSITION are flagged for the manager, never refused.
 */
export function geofenceStatus(fence: Geofence | undefined, position: Position | undefined): GeofenceStatus {
  if (!fence) return 'NOT_SET';
  if (!position) return 'NO_POSITION';
  const slack = Math.min(position.accuracyMeters ?? 0, fence.radiusMeters);
  return distanceMeters(fence, position) <= fence.radiusMeters + slack ? 'INSIDE' : 'OUTSIDE';
}

/** A position as a device sent it: `consented` true only when the employee agreed to share it. */
export interface SentPosition extends Position {
  readonly consented: boolean;
}

/** What is stored of a punch's position: the position (only with consent), its geofence status, the reason for none. */
export interface RecordedPosition {
  readonly position: Position | undefined;
  readonly geofence: GeofenceStatus;
  /** Set exactly when `geofence` is NO_POSITION. */
  readonly noPositionReason: NoPositionReason | undefined;
}

/**
 * The position part of a punch as recorded (spec 001's consent rules): a position is kept only
 * when the employee consented, else the punch counts as without one (NO_CONSENT); a punch without
 * a position at a location with a geofence keeps the device's reason (NOT_SENT when it named
 * none). Never throws.
 */
export function recordedPosition(
  fence: Geofence | undefined,
  sent: SentPosition | undefined,
  deviceReason: NoPositionReason | undefined,
): RecordedPosition {
  const position =
    sent?.consented === true
      ? {
          latitude: sent.latitude,
          longitude: sent.longitude,
          ...(sent.accuracyMeters !== undefined ? { accuracyMeters: sent.accuracyMeters } : {}),
        }
      : undefined;
  const geofence = geofenceStatus(fence, position);
  const noPositionReason =
    geofence !== 'NO_POSITION' ? undefined : sent ? 'NO_CONSENT' : (deviceReason ?? 'NOT_SENT');
  return { position, geofence, noPositionReason };
}
