import {
  CLOCK_IN_FAR_MINUTES,
  CLOCK_IN_LEAD_MS,
  clockedInFor,
  clockInTiming,
  shiftToClockInto,
  type ClockShift,
} from '../../../src-domain/time-clock/scheduled-shift.rules';
import { timesheetFlags } from '../../../src-domain/timesheets/timesheet.rules';

const NINE = Date.parse('2026-12-03T09:00:00Z');
const minutes = (count: number) => count * 60_000;

describe('clockInTiming', () => {
  it('is on time within CLOCK_IN_FAR_MINUTES either side of the start', () => {
    expect(CLOCK_IN_FAR_MINUTES).toBe(15);
    expect(clockInTiming(NINE, NINE)).toEqual({ kind: 'ON_TIME' });
    expect(clockInTiming(NINE, NINE - minutes(15))).toEqual({ kind: 'ON_TIME' });
    expect(clockInTiming(NINE, NINE + minutes(15))).toEqual({ kind: 'ON_TIME' });
  });

  it('is early or late beyond it, with the whole minutes', () => {
    expect(clockInTiming(NINE, NINE - minutes(16))).toEqual({ kind: 'EARLY', minutes: 16 });
    expect(clockInTiming(NINE, NINE - minutes(125))).toEqual({ kind: 'EARLY', minutes: 125 });
    expect(clockInTiming(NINE, NINE + minutes(40))).toEqual({ kind: 'LATE', minutes: 40 });
  });
});

describe('shiftToClockInto', () => {
  const shift = (startsAt: number, endsAt: number): ClockShift => ({
    locationId: 1,
    locationName: 'Downtown',
    position: 'Server',
    startsAt,
    endsAt,
  });
  const morning = shift(NINE, NINE + minutes(240));
  const evening = shift(NINE + minutes(480), NINE + minutes(720));

  it('is the shift under way, else the next one; none once all have ended', () => {
    expect(shiftToClockInto([evening, morning], NINE - minutes(60))).toBe(morning);
    expect(shiftToClockInto([evening, morning], NINE + minutes(60))).toBe(morning);
    expect(shiftToClockInto([evening, morning], NINE + minutes(240))).toBe(evening);
    expect(shiftToClockInto([evening, morning], NINE + minutes(720))).toBeUndefined();
    expect(shiftToClockInto([], NINE)).toBeUndefined();
  });
});

describe('clockedInFor', () => {
  const shift: ClockShift = {
    locationId: 1,
    locationName: 'Downtown',
    position: 'Server',
    startsAt: NINE,
    endsAt: NINE + minutes(480),
  };
  const clockIn = (deviceAt: number) => ({ kind: 'CLOCK_IN' as const, deviceAt, locationId: 1 });

  it('is a clock-in from CLOCK_IN_LEAD_MS before the start to the end', () => {
    expect(clockedInFor(shift, [clockIn(NINE - CLOCK_IN_LEAD_MS)])).toBe(true);
    expect(clockedInFor(shift, [clockIn(NINE + minutes(300))])).toBe(true);
    expect(clockedInFor(shift, [clockIn(NINE - CLOCK_IN_LEAD_MS - 1)])).toBe(false);
    expect(clockedInFor(shift, [clockIn(NINE + minutes(480))])).toBe(false);
    expect(clockedInFor(shift, [{ kind: 'CLOCK_OUT', deviceAt: NINE, locationId: 1 }])).toBe(false);
  });
});

describe('timesheet flags of a clock-in far from the scheduled start', () => {
  const facts = (clockInAt: string, scheduledStartAt: string | undefined) => ({
    times: { clockInAt, clockOutAt: '2026-12-03T13:00:00Z', breaks: [] },
    punches: [],
    riskAnswer: false,
    scheduledStartAt,
    scheduledEndAt: scheduledStartAt && '2026-12-03T13:00:00Z',
  });

  it('flags EARLY_CLOCK_IN or LATE_CLOCK_IN beyond 15 minutes, nothing within or unscheduled', () => {
    expect(timesheetFlags(facts('2026-12-03T08:30:00Z', '2026-12-03T09:00:00Z'))).toEqual(['EARLY_CLOCK_IN']);
    expect(timesheetFlags(facts('2026-12-03T09:20:00Z', '2026-12-03T09:00:00Z'))).toEqual(['LATE_CLOCK_IN']);
    expect(timesheetFlags(facts('2026-12-03T09:10:00Z', '2026-12-03T09:00:00Z'))).toEqual([]);
    expect(timesheetFlags(facts('2026-12-03T08:00:00Z', undefined))).toEqual([]);
  });
});
