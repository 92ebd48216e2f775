import { DateTime } from 'luxon';
import { calendarBounds } from '../../../src-domain/time/calendar.rules';
import {
  monthWeeks,
  startOfWeek,
  stepWeek,
  weekDayLabels,
  weekDays,
  weekNavigation,
} from '../../../src-domain/time/week-picker.rules';

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });

describe('week picker (spec 001 §2, §9)', () => {
  it('starts on Monday by default; SUN to SAT selectable', () => {
    expect(startOfWeek(day('2025-03-06')).toISODate()).toBe('2025-03-03');
    expect(startOfWeek(day('2025-03-03')).toISODate()).toBe('2025-03-03');
    expect(startOfWeek(day('2025-03-06'), 'SUN').toISODate()).toBe('2025-03-02');
    expect(startOfWeek(day('2025-03-06'), 'SAT').toISODate()).toBe('2025-03-01');
    expect(weekDays(day('2025-03-06')).map((date) => date.toISODate())).toEqual([
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
    ]);
    expect(weekDayLabels()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekDayLabels('SUN')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('steps by 7 days', () => {
    expect(stepWeek(day('2025-03-06'), 1).toISODate()).toBe('2025-03-13');
    expect(stepWeek(day('2025-03-06'), -1).toISODate()).toBe('2025-02-27');
  });

  it('disables previous and next beyond min and max', () => {
    const bounds = calendarBounds('2025-03-01', '2025-03-16');
    expect(weekNavigation(day('2025-03-06'), bounds)).toEqual({
      previousDisabled: false,
      nextDisabled: false,
    });
    expect(weekNavigation(day('2025-03-12'), bounds)).toEqual({
      previousDisabled: false,
      nextDisabled: true,
    });
    expect(weekNavigation(day('2025-03-04'), calendarBounds('2025-03-03', undefined))).toEqual({
      previousDisabled: true,
      nextDisabled: false,
    });
    expect(weekNavigation(day('2025-03-04'), {})).toEqual({ previousDisabled: false, nextDisabled: false });
  });

  it('lays out a month in rows of 7 days', () => {
    const weeks = monthWeeks(day('2025-03-15'));
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]!.toISODate()).toBe('2025-02-24');
    expect(weeks[5]![6]!.toISODate()).toBe('2025-04-06');
    expect(monthWeeks(day('2021-02-10'))).toHaveLength(4);
  });
});
