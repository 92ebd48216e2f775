import { flagsForTaker, flagsOf, type FlagContext } from '../../../src-domain/schedules/labour.rules';
import { DEFAULT_LABOUR_RULES as DEFAULTS } from '../../../src-domain/schedules/shift.model';

const zone = 'America/Los_Angeles';
const now = Date.parse('2026-11-01T12:00:00Z');
const context: FlagContext = { rules: DEFAULTS, zone, now };
// Local wall time in Los Angeles (PST, UTC−8 in December) as an ISO instant.
const at = (day: string, time: string) => new Date(Date.parse(`${day}T${time}:00-08:00`)).toISOString();
const shift = (
  id: number,
  personId: string | undefined,
  day: string,
  from: string,
  to: string,
  toDay = day,
) => ({
  id,
  personId,
  startsAt: at(day, from),
  endsAt: at(toDay, to),
  breakMinutes: 0,
});

describe('labour rules', () => {
  it('has the documented defaults', () => {
    expect(DEFAULTS).toEqual({
      minRestMinutes: 600,
      maxDayMinutes: 720,
      maxWeekMinutes: 2400,
      noticeDays: 14,
    });
  });

  it('flags a clopen: a close then an open less than 10 h later', () => {
    const flags = flagsOf(
      [shift(1, 'ana', '2026-12-07', '16:00', '23:30'), shift(2, 'ana', '2026-12-08', '07:00', '15:00')],
      context,
    );
    expect(flags.get(2)).toEqual(['SHORT_REST']);
    expect(flags.has(1)).toBe(false);
  });

  it('does not flag 10 h of rest exactly', () => {
    const flags = flagsOf(
      [shift(1, 'ana', '2026-12-07', '14:00', '22:00'), shift(2, 'ana', '2026-12-08', '08:00', '16:00')],
      context,
    );
    expect(flags.size).toBe(0);
  });

  it('flags both overlapping shifts of one person, not of two people', () => {
    const flags = flagsOf(
      [
        shift(1, 'ana', '2026-12-07', '09:00', '13:00'),
        shift(2, 'ana', '2026-12-07', '12:00', '16:00'),
        shift(3, 'ben', '2026-12-07', '12:00', '16:00'),
      ],
      context,
    );
    expect(flags.get(1)).toContain('OVERLAP');
    expect(flags.get(2)).toContain('OVERLAP');
    expect(flags.has(3)).toBe(false);
  });

  it('flags a local day over 12 paid hours and a week over 40', () => {
    const day = flagsOf(
      [shift(1, 'ana', '2026-12-07', '06:00', '12:00'), shift(2, 'ana', '2026-12-07', '12:30', '19:00')],
      context,
    );
    expect(day.get(1)).toContain('DAY_LIMIT');
    const week = ['07', '08', '09', '10', '11'].map((d, index) =>
      shift(index + 1, 'ana', `2026-12-${d}`, '08:00', '17:00'),
    );
    const flags = flagsOf(week, context, () => '2026-12-07');
    expect(flags.get(5)).toEqual(['WEEK_LIMIT']);
  });

  it('flags short notice: inside 14 days only, and only shifts asked about', () => {
    const soon = shift(1, undefined, '2026-11-10', '09:00', '17:00');
    const later = shift(2, undefined, '2026-11-20', '09:00', '17:00');
    expect(flagsOf([soon, later], context).get(1)).toEqual(['SHORT_NOTICE']);
    expect(flagsOf([soon, later], context).has(2)).toBe(false);
    expect(flagsOf([soon], { ...context, noticeFor: new Set([2]) }).size).toBe(0);
  });

  it('re-checks a cover for the person taking it', () => {
    const offered = shift(9, 'ana', '2026-12-08', '07:00', '15:00');
    const theirs = [shift(1, 'ben', '2026-12-07', '16:00', '23:30')];
    expect(flagsForTaker(offered, 'ben', theirs, context)).toEqual(['SHORT_REST']);
    expect(flagsForTaker(offered, 'cy', theirs, context)).toEqual([]);
  });
});
