import { DateTime } from 'luxon';
import { calendarBounds } from '../../../src-domain/time/calendar.rules';
import {
  displayMonth,
  monthGrid,
  parseMonthValue,
  toMonthValue,
  yearGrid,
} from '../../../src-domain/time/month-year-picker.rules';

describe('month picker (YYYY-MM shown MM/YYYY) and year grid (spec 001 §2)', () => {
  it('outputs YYYY-MM and displays MM/YYYY', () => {
    expect(toMonthValue(DateTime.utc(2025, 3, 9))).toBe('2025-03');
    expect(displayMonth('2025-03')).toBe('03/2025');
    expect(displayMonth('2025-3')).toBe('');
    expect(displayMonth(undefined)).toBe('');
    expect(parseMonthValue('2025-13')).toBeUndefined();
    expect(parseMonthValue('2025-12')?.toISODate()).toBe('2025-12-01');
  });
  it('lists 12 months, disabled at month granularity', () => {
    const months = monthGrid(2025, calendarBounds('2025-03-31', '2025-10-01'));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: '2025-01', label: 'Jan', disabled: true });
    expect(months[2]!.disabled).toBe(false);
    expect(months[9]!.disabled).toBe(false);
    expect(months[10]!.disabled).toBe(true);
    expect(monthGrid(2025).every((month) => !month.disabled)).toBe(true);
  });
  it('shows 12 years starting 8 years before the current one', () => {
    const years = yearGrid(2025, calendarBounds('2019-06-01', undefined));
    expect(years.map((entry) => entry.year)).toEqual([
      2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028,
    ]);
    expect(years.filter((entry) => entry.disabled).map((entry) => entry.year)).toEqual([2017, 2018]);
    expect(yearGrid(2025).some((entry) => entry.disabled)).toBe(false);
  });
});
