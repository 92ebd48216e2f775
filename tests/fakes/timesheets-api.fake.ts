import { apiFailure } from './api-failure';
import type {
  ShiftCorrection,
  TimesheetShift,
  TimesheetsApiPort,
  TimesheetWeek,
} from '../../src-domain/timesheets/timesheets-api.port';

/** A closed shift of `minutes` from `clockInAt`, version 0, not approved. */
export function timesheetShift(id: number, clockInAt: string, minutes = 480): TimesheetShift {
  return {
    id,
    personId: 'rosa',
    personName: 'Rosa Crew',
    version: 0,
    clockInAt,
    clockOutAt: new Date(Date.parse(clockInAt) + minutes * 60_000).toISOString(),
    breaks: [],
    breakMinutes: 0,
    workedMinutes: minutes,
    flags: [],
    approved: undefined,
    edits: [],
  };
}

/**
 * TimesheetsApiPort in memory: location 7's shifts (every week shows `shifts`), versions checked
 * like the server (TIMESHEETS.STALE_SHIFT). `fail` makes the next call reject with it.
 */
export class FakeTimesheetsApi implements TimesheetsApiPort {
  readonly calls: string[] = [];
  fail: Error | undefined;
  timeZone = 'UTC';
  shifts: TimesheetShift[] = [];

  private check(call: string) {
    this.calls.push(call);
    const failure = this.fail;
    this.fail = undefined;
    if (failure) throw failure;
  }

  async locations() {
    this.check('locations');
    return [{ id: 7, name: 'Harbor Grill Portland Downtown' }];
  }

  async week(locationId: number, weekStart: string): Promise<TimesheetWeek> {
    this.check(`week ${locationId} ${weekStart}`);
    return {
      locationId,
      locationName: 'Harbor Grill Portland Downtown',
      timeZone: this.timeZone,
      weekStart,
      people: [],
      shifts: [...this.shifts],
      workedMinutes: this.shifts.reduce((sum, shift) => sum + shift.workedMinutes, 0),
    };
  }

  private replace(id: number, version: number, change: (shift: TimesheetShift) => TimesheetShift) {
    const shift = this.shifts.find((row) => row.id === id);
    if (!shift) throw new Error('no such shift');
    if (shift.version !== version) throw apiFailure(409, 'TIMESHEETS.STALE_SHIFT');
    const next = { ...change(shift), version: version + 1 };
    this.shifts = this.shifts.map((row) => (row.id === id ? next : row));
    return next;
  }

  async approve(locationId: number, shiftId: number, version: number) {
    this.check(`approve ${shiftId} v${version}`);
    return this.replace(shiftId, version, (shift) => ({
      ...shift,
      approved: { byName: 'Sam Scheduler', at: '2026-12-07T10:00:00.000Z' },
    }));
  }

  async correct(locationId: number, shiftId: number, version: number, correction: ShiftCorrection) {
    this.check(`correct ${shiftId} v${version}`);
    return this.replace(shiftId, version, (shift) => ({
      ...shift,
      clockInAt: correction.clockInAt,
      clockOutAt: correction.clockOutAt,
      approved: undefined,
      edits: [
        ...shift.edits,
        {
          id: shift.edits.length + 1,
          editedAt: '2026-12-07T10:00:00.000Z',
          editedByName: 'Sam Scheduler',
          field: 'CLOCK_OUT',
          oldValue: shift.clockOutAt ?? '',
          newValue: correction.clockOutAt,
          reason: correction.reason,
        },
      ],
    }));
  }

  async csv(locationId: number, weekStart: string) {
    this.check(`csv ${locationId} ${weekStart}`);
    return 'location,week_start\r\n';
  }
}
