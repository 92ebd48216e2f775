import { DateTime } from 'luxon';
import {
  DATE_DISPLAY_FORMAT,
  DAY_ARIA_FORMAT,
  DAY_LABEL_FORMAT,
  formatCalendarDate,
  parseCalendarDate,
  toLuxonFormat,
} from '../../../src-domain/time/calendar-format.rules';

describe('date input (spec 001 §5: YYYY-MM-DD, shown MMM DD, YYYY)', () => {
  it('accepts only valid dates in the format', () => {
    expect(parseCalendarDate('2024-02-29')?.toISODate()).toBe('2024-02-29');
    expect(parseCalendarDate('2023-02-29')).toBeUndefined();
    expect(parseCalendarDate('2024-2-9')).toBeUndefined();
    expect(parseCalendarDate('2024-02-09x')).toBeUndefined();
    expect(parseCalendarDate('')).toBeUndefined();
    expect(parseCalendarDate(null)).toBeUndefined();
    expect(parseCalendarDate('09/02/2024', 'DD/MM/YYYY')?.toISODate()).toBe('2024-02-09');
  });
  it('formats for display, day labels and aria labels', () => {
    const date = DateTime.utc(2024, 3, 5);
    expect(formatCalendarDate(date, DATE_DISPLAY_FORMAT)).toBe('Mar 05, 2024');
    expect(formatCalendarDate(date, DAY_LABEL_FORMAT)).toBe('Tue');
    expect(formatCalendarDate(date, DAY_ARIA_FORMAT)).toBe('Tuesday, March 5, 2024');
    expect(formatCalendarDate(date)).toBe('2024-03-05');
    expect(toLuxonFormat('YY [at] M')).toBe("yy ['a''t'] M");
  });
});
