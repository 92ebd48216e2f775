import {
  addWeeks,
  daysOfWeek,
  instantAt,
  isWeekStart,
  localDayOf,
  paidHours,
  shiftTimesProblem,
  weekBounds,
  weekStartOf,
} from '../../../src-domain/schedules/week.rules';

describe('week math', () => {
  it('finds the Monday of an instant in the location’s zone', () => {
    // Monday 02:00 UTC is still Sunday evening in Los Angeles.
    expect(weekStartOf('2026-12-07T02:00:00Z', 'America/Los_Angeles')).toBe('2026-11-30');
    expect(weekStartOf('2026-12-07T02:00:00Z', 'UTC')).toBe('2026-12-07');
    expect(weekStartOf('nonsense', 'UTC')).toBeUndefined();
  });

  it('knows Mondays, weeks and days', () => {
    expect(isWeekStart('2026-12-07')).toBe(true);
    expect(isWeekStart('2026-12-08')).toBe(false);
    expect(addWeeks('2026-12-28', 1)).toBe('2027-01-04');
    expect(daysOfWeek('2026-12-28')).toHaveLength(7);
  });

  it('keeps wall times across a daylight-saving change (a 167-hour week)', () => {
    const { from, to } = weekBounds('2026-03-02', 'America/Los_Angeles');
    expect(from).toBe('2026-03-02T08:00:00.000Z');
    const spring = weekBounds('2026-03-09', 'America/Los_Angeles');
    expect((Date.parse(spring.to) - Date.parse(spring.from)) / 3_600_000).toBe(168);
    const dst = weekBounds('2026-03-02', 'America/Los_Angeles');
    expect((Date.parse(dst.to) - Date.parse(dst.from)) / 3_600_000).toBe(167);
    expect(to).toBe('2026-03-09T07:00:00.000Z');
    expect(instantAt('2026-03-09', '09:00', 'America/Los_Angeles')).toBe('2026-03-09T16:00:00.000Z');
  });

  it('reads local days, remembered ones too, across a daylight-saving change and offsets', () => {
    const zone = 'America/New_York';
    // 2027-03-14 is 23 hours long in New York (02:00 → 03:00); read its middle first, so the
    // edges below come from the remembered span.
    expect(localDayOf('2027-03-14T12:00:00Z', zone)).toBe('2027-03-14');
    expect(localDayOf('2027-03-14T04:59:59Z', zone)).toBe('2027-03-13'); // 23:59:59 EST
    expect(localDayOf('2027-03-14T05:00:00Z', zone)).toBe('2027-03-14'); // 00:00 EST
    expect(localDayOf('2027-03-15T03:59:59.999Z', zone)).toBe('2027-03-14'); // 23:59:59 EDT
    expect(localDayOf('2027-03-15T04:00:00Z', zone)).toBe('2027-03-15'); // 00:00 EDT
    expect(localDayOf('2027-03-14T23:30:00-04:00', zone)).toBe('2027-03-14');
    expect(localDayOf('2027-03-15T00:30:00+01:00', zone)).toBe('2027-03-14');
    // Another zone's spans are its own; a local time without an offset is the zone's wall time.
    expect(localDayOf('2027-03-14T05:00:00Z', 'Asia/Tokyo')).toBe('2027-03-14');
    expect(localDayOf('2027-03-14T23:30:00Z', 'Asia/Tokyo')).toBe('2027-03-15');
    expect(localDayOf('2027-03-14T23:30', zone)).toBe('2027-03-14');
  });

  it('counts paid hours and refuses impossible times', () => {
    const shift = { startsAt: '2026-12-07T16:00:00Z', endsAt: '2026-12-08T00:30:00Z', breakMinutes: 30 };
    expect(paidHours([shift, shift])).toBe(16);
    expect(shiftTimesProblem(shift)).toBeUndefined();
    expect(shiftTimesProblem({ ...shift, endsAt: shift.startsAt })).toBe('END_BEFORE_START');
    expect(shiftTimesProblem({ ...shift, breakMinutes: 600 })).toBe('BREAK_TOO_LONG');
  });
});
