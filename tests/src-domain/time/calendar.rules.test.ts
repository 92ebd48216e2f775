import { DateTime } from 'luxon';
import {
  calendarBounds,
  dayState,
  isOutsideBounds,
  zoomInAfterSelect,
  zoomOut,
} from '../../../src-domain/time/calendar.rules';

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });

describe('calendar bounds (spec 001 §5)', () => {
  const bounds = calendarBounds('2025-03-10', '2025-05-20');

  it('disables days before min or after max at day, month or year granularity', () => {
    expect(isOutsideBounds(day('2025-03-09'), bounds)).toBe(true);
    expect(isOutsideBounds(day('2025-03-10'), bounds)).toBe(false);
    expect(isOutsideBounds(day('2025-05-21'), bounds)).toBe(true);
    expect(isOutsideBounds(day('2025-03-01'), bounds, 'month')).toBe(false);
    expect(isOutsideBounds(day('2025-02-28'), bounds, 'month')).toBe(true);
    expect(isOutsideBounds(day('2025-06-01'), bounds, 'month')).toBe(true);
    expect(isOutsideBounds(day('2025-12-31'), bounds, 'year')).toBe(false);
    expect(isOutsideBounds(day('2024-12-31'), bounds, 'year')).toBe(true);
  });

  it('compares calendar fields whatever the zone', () => {
    const local = DateTime.fromISO('2025-03-10T00:30', { zone: 'America/New_York' });
    expect(isOutsideBounds(local, bounds)).toBe(false);
  });

  it('ignores invalid min or max', () => {
    expect(calendarBounds('not a date', '2025-13-01')).toEqual({});
    expect(calendarBounds(undefined, '2025-05-20').max?.toISODate()).toBe('2025-05-20');
  });

  it('gives each day its states', () => {
    const context = {
      today: day('2025-03-12'),
      viewMonth: day('2025-03-01'),
      selected: day('2025-03-15'),
      bounds,
    };
    expect(dayState(day('2025-03-15'), context)).toEqual({
      selected: true,
      today: false,
      disabled: false,
      highlighted: false,
      outsideMonth: false,
    });
    expect(dayState(day('2025-02-28'), { ...context, highlighted: () => true })).toMatchObject({
      disabled: true,
      outsideMonth: true,
      highlighted: true,
    });
    expect(
      dayState(day('2025-03-12'), { today: day('2025-03-12'), viewMonth: day('2025-03-01') }),
    ).toMatchObject({ today: true, selected: false });
  });

  it('selecting moves the view day → month → year and back', () => {
    expect(zoomOut('day')).toBe('month');
    expect(zoomOut('month')).toBe('year');
    expect(zoomOut('year')).toBe('year');
    expect(zoomInAfterSelect('year')).toBe('month');
    expect(zoomInAfterSelect('month')).toBe('day');
    expect(zoomInAfterSelect('day')).toBe('day');
  });
});
