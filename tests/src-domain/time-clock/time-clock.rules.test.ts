import {
  PUNCH_BOUNDS,
  allowedPunches,
  geofenceStatus,
  recordedPosition,
  nextState,
  punchRefusal,
  shiftMinutes,
  stateAfter,
  workedMs,
  workedTodayMs,
  type Punch,
  type PunchKind,
} from '../../../src-domain/index';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 28, 18, 0);
const at = (minutesAgo: number, kind: PunchKind, locationId = 1): Punch => ({
  kind,
  deviceAt: NOW - minutesAgo * MINUTE,
  locationId,
});

describe('the punch state machine', () => {
  it('allows only the punches of the shift order from each state', () => {
    expect(allowedPunches('OFF')).toEqual(['CLOCK_IN']);
    expect(allowedPunches('WORKING')).toEqual(['BREAK_START', 'CLOCK_OUT']);
    expect(allowedPunches('ON_BREAK')).toEqual(['BREAK_END', 'CLOCK_OUT']);
    expect(nextState('OFF', 'CLOCK_OUT')).toBeUndefined();
    expect(nextState('ON_BREAK', 'CLOCK_OUT')).toBe('OFF');
  });

  it('folds punches into a state, skipping impossible ones', () => {
    expect(stateAfter([at(60, 'CLOCK_IN'), at(30, 'BREAK_START')])).toBe('ON_BREAK');
    expect(stateAfter([at(60, 'BREAK_END'), at(30, 'CLOCK_IN')])).toBe('WORKING');
    expect(stateAfter([])).toBe('OFF');
  });
});

describe('the bounds of a punch', () => {
  const shift = at(120, 'CLOCK_IN');

  it('accepts a punch in order within the bounds', () => {
    expect(punchRefusal('WORKING', shift, shift, at(10, 'BREAK_START'), NOW)).toBeUndefined();
    // Up to the skew limit ahead is fine.
    const ahead: Punch = { kind: 'CLOCK_IN', deviceAt: NOW + PUNCH_BOUNDS.maxAheadMs, locationId: 1 };
    expect(punchRefusal('OFF', undefined, undefined, ahead, NOW)).toBeUndefined();
  });

  it('refuses with the reason the employee sees', () => {
    const ahead: Punch = { kind: 'CLOCK_IN', deviceAt: NOW + PUNCH_BOUNDS.maxAheadMs + 1, locationId: 1 };
    expect(punchRefusal('OFF', undefined, undefined, ahead, NOW)).toBe('TIME_CLOCK.CLOCK_SKEW');
    expect(punchRefusal('OFF', undefined, undefined, at(7 * 24 * 60 + 1, 'CLOCK_IN'), NOW)).toBe(
      'TIME_CLOCK.TOO_OLD',
    );
    expect(punchRefusal('OFF', undefined, undefined, at(1, 'BREAK_START'), NOW)).toBe(
      'TIME_CLOCK.INVALID_SEQUENCE',
    );
    expect(punchRefusal('WORKING', shift, shift, at(1, 'CLOCK_OUT', 2), NOW)).toBe(
      'TIME_CLOCK.OTHER_LOCATION',
    );
    expect(punchRefusal('WORKING', shift, shift, at(121, 'CLOCK_OUT'), NOW)).toBe('TIME_CLOCK.OUT_BEFORE_IN');
    const onBreak = at(30, 'BREAK_START');
    expect(punchRefusal('ON_BREAK', onBreak, shift, at(31, 'BREAK_END'), NOW)).toBe(
      'TIME_CLOCK.OUT_OF_ORDER',
    );
  });
});

describe('time worked', () => {
  const punches = [at(300, 'CLOCK_IN'), at(200, 'BREAK_START'), at(170, 'BREAK_END'), at(20, 'CLOCK_OUT')];

  it('counts clocked-in time less breaks; an open shift runs until now', () => {
    expect(workedMs(punches, 0, Infinity, NOW)).toBe(250 * MINUTE);
    expect(workedMs(punches.slice(0, 3), 0, Infinity, NOW)).toBe(270 * MINUTE);
    expect(workedMs(punches.slice(0, 2), 0, Infinity, NOW)).toBe(100 * MINUTE);
    expect(shiftMinutes(punches, punches[0]!.deviceAt, punches[3]!.deviceAt)).toBe(250);
  });

  it('keeps to the local day of now', () => {
    expect(workedTodayMs(punches, NOW, 'UTC')).toBe(250 * MINUTE);
    // In Tokyo (UTC+9) "today" began at 15:00 UTC, during the break (not counted),
    // then work from its end (170 min ago) to the clock-out (20 min ago).
    expect(workedTodayMs(punches, NOW, 'Asia/Tokyo')).toBe(150 * MINUTE);
  });
});

describe('the geofence', () => {
  const fence = { latitude: 45.52, longitude: -122.68, radiusMeters: 150 };

  it('is INSIDE within the radius, OUTSIDE beyond it, and says when it cannot tell', () => {
    expect(geofenceStatus(fence, { latitude: 45.5205, longitude: -122.68 })).toBe('INSIDE');
    expect(geofenceStatus(fence, { latitude: 45.53, longitude: -122.68 })).toBe('OUTSIDE');
    // A poor fix counts in the employee's favour, up to the radius.
    expect(geofenceStatus(fence, { latitude: 45.5215, longitude: -122.68, accuracyMeters: 100 })).toBe(
      'INSIDE',
    );
    expect(geofenceStatus(fence, undefined)).toBe('NO_POSITION');
    expect(geofenceStatus(undefined, { latitude: 0, longitude: 0 })).toBe('NOT_SET');
  });

  it('keeps a position only with consent; a punch without one keeps the reason (NOT_SENT when none)', () => {
    const at = { latitude: 45.52, longitude: -122.68 };
    expect(recordedPosition(fence, { ...at, accuracyMeters: 5, consented: true }, undefined)).toEqual({
      position: { ...at, accuracyMeters: 5 },
      geofence: 'INSIDE',
      noPositionReason: undefined,
    });
    expect(recordedPosition(fence, { ...at, consented: false }, undefined)).toEqual({
      position: undefined,
      geofence: 'NO_POSITION',
      noPositionReason: 'NO_CONSENT',
    });
    expect(recordedPosition(fence, undefined, 'DENIED').noPositionReason).toBe('DENIED');
    expect(recordedPosition(fence, undefined, undefined).noPositionReason).toBe('NOT_SENT');
    expect(recordedPosition(undefined, undefined, 'NO_CONSENT')).toEqual({
      position: undefined,
      geofence: 'NOT_SET',
      noPositionReason: undefined,
    });
  });
});
