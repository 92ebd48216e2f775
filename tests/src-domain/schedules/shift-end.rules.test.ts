import { paidMinutes, shiftEndOf } from '../../../src-domain/schedules/week.rules';

const zone = 'America/Los_Angeles';

describe('a shift’s end (24:00, overnight, daylight saving)', () => {
  it('ends the same day, at midnight ("24:00" or "00:00"), or the next day', () => {
    expect(shiftEndOf('2026-12-07', '09:00', '17:00', zone)).toBe('2026-12-08T01:00:00.000Z');
    expect(shiftEndOf('2026-12-07', '18:00', '24:00', zone)).toBe('2026-12-08T08:00:00.000Z');
    expect(shiftEndOf('2026-12-07', '18:00', '00:00', zone)).toBe('2026-12-08T08:00:00.000Z');
    expect(shiftEndOf('2026-12-07', '22:00', '06:00', zone)).toBe('2026-12-08T14:00:00.000Z');
    expect(shiftEndOf('2026-12-07', '9', '17:00', zone)).toBeUndefined();
  });

  it('keeps the wall time across a daylight-saving change: the night is 7 h or 9 h', () => {
    // 2027-03-14 02:00 springs forward in Los Angeles; 2026-11-01 02:00 falls back.
    const spring = { startsAt: '2027-03-14T06:00:00.000Z', breakMinutes: 0 };
    const springEnd = shiftEndOf('2027-03-13', '22:00', '06:00', zone)!;
    expect(springEnd).toBe('2027-03-14T13:00:00.000Z');
    expect(paidMinutes({ ...spring, endsAt: springEnd })).toBe(7 * 60);
    const autumnEnd = shiftEndOf('2026-10-31', '22:00', '06:00', zone)!;
    expect(autumnEnd).toBe('2026-11-01T14:00:00.000Z');
    expect(paidMinutes({ startsAt: '2026-11-01T05:00:00.000Z', endsAt: autumnEnd, breakMinutes: 0 })).toBe(
      9 * 60,
    );
  });
});
