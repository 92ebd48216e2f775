import fc from 'fast-check';
import { DateTime } from 'luxon';
import { DomainError } from '../../../src-domain/shared/domain-error';
import {
  MAX_TIME_OPTIONS,
  TOO_MANY_TIME_OPTIONS,
  timeOptions,
} from '../../../src-domain/time/time-options.rules';

const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });

describe('time options (spec 001 §5)', () => {
  it('start at the next multiple of the step; durations from the start', () => {
    const { options, warning } = timeOptions({
      start: at('2025-03-01T09:07'),
      end: at('2025-03-01T10:00'),
      stepMinutes: 15,
    });
    expect(warning).toBeUndefined();
    expect(options.map((option) => option.label)).toEqual(['09:15', '09:30', '09:45', '10:00']);
    expect(options.map((option) => option.duration)).toEqual(['8m', '23m', '38m', '53m']);
    expect(options[0]).toEqual({
      value: '2025-03-01T09:15:00.000Z',
      label: '09:15',
      duration: '8m',
      next_day: false,
    });
  });

  it('start and end inclusion flags', () => {
    const request = { start: at('2025-03-01T09:00'), end: at('2025-03-01T10:00'), stepMinutes: 30 };
    expect(timeOptions(request).options.map((option) => option.label)).toEqual(['09:00', '09:30', '10:00']);
    expect(
      timeOptions({ ...request, includeStart: false, includeEnd: false }).options.map(
        (option) => option.label,
      ),
    ).toEqual(['09:30']);
    expect(timeOptions({ ...request, end: at('2025-03-01T08:00') }).options).toEqual([]);
  });

  it('next_day after a closing time, 12-hour labels and hour durations', () => {
    const { options } = timeOptions({
      start: at('2025-03-01T22:00'),
      end: at('2025-03-02T01:00'),
      stepMinutes: 60,
      closingTime: at('2025-03-01T23:59'),
      labelFormat: 'h:mm A',
      durationFrom: at('2025-03-01T21:30'),
    });
    expect(options.map((option) => [option.label, option.duration, option.next_day])).toEqual([
      ['10:00 PM', '30m', false],
      ['11:00 PM', '1 hrs 30m', false],
      ['12:00 AM', '2 hrs 30m', true],
      ['1:00 AM', '3 hrs 30m', true],
    ]);
  });

  it("more than 200 options gives an empty list and 'Too many options for time picker'", () => {
    const week = { start: at('2025-03-03T00:00'), end: at('2025-03-09T23:55'), stepMinutes: 5 };
    expect(timeOptions(week)).toEqual({ options: [], warning: TOO_MANY_TIME_OPTIONS });
    expect(TOO_MANY_TIME_OPTIONS).toBe('Too many options for time picker');
    expect(timeOptions({ ...week, maxOptions: 5000 }).options).toHaveLength(2016);
    const exactly200 = {
      start: at('2025-03-03T00:00'),
      end: at('2025-03-03T00:00').plus({ minutes: 199 }),
      stepMinutes: 1,
    };
    expect(timeOptions(exactly200).options).toHaveLength(MAX_TIME_OPTIONS);
  });

  it('a step that is not a positive integer is a bug', () => {
    expect(() =>
      timeOptions({ start: at('2025-03-01T09:00'), end: at('2025-03-01T10:00'), stepMinutes: 0 }),
    ).toThrow(DomainError);
    expect(() =>
      timeOptions({ start: at('2025-03-01T09:00'), end: at('2025-03-01T10:00'), stepMinutes: 7.5 }),
    ).toThrow(DomainError);
  });

  it('law: options are sorted, on the step, within bounds, never more than 200', () => {
    const base = DateTime.fromISO('2025-03-01T00:00', { zone: 'utc' });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * 1440 }),
        fc.integer({ min: -60, max: 3 * 1440 }),
        fc.constantFrom(1, 5, 10, 15, 30, 45, 60, 90),
        fc.boolean(),
        fc.boolean(),
        (startMinute, lengthMinutes, step, includeStart, includeEnd) => {
          const start = base.plus({ minutes: startMinute, seconds: startMinute % 7 });
          const end = start.plus({ minutes: lengthMinutes });
          const { options, warning } = timeOptions({
            start,
            end,
            stepMinutes: step,
            includeStart,
            includeEnd,
          });
          if (options.length > MAX_TIME_OPTIONS) return false;
          if (warning !== undefined) return options.length === 0;
          const times = options.map((option) => DateTime.fromISO(option.value, { zone: 'utc' }));
          return times.every(
            (time, index) =>
              (time.hour * 60 + time.minute) % step === 0 &&
              time.second === 0 &&
              time >= start &&
              time <= end &&
              (index === 0 || time > times[index - 1]!),
          );
        },
      ),
    );
  });
});
