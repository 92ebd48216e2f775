import { DEFAULT_MINOR_RULES, endMinuteOf, minorFlagsOf } from '../../../src-domain/schedules/minor.rules';

const zone = 'America/Los_Angeles';
// Local wall time in Los Angeles (PST, UTC−8 in December) as an ISO instant.
const at = (day: string, time: string) => new Date(Date.parse(`${day}T${time}:00-08:00`)).toISOString();
const shift = (id: number, personId: string, day: string, from: string, to: string, toDay = day) => ({
  id,
  personId,
  startsAt: at(day, from),
  endsAt: at(toDay, to),
  breakMinutes: 0,
});
const weekOf = () => '2026-12-07';

describe('minors’ limits', () => {
  it('has the documented defaults: 8 h a day, 40 h a week, 07:00 to 22:00', () => {
    expect(DEFAULT_MINOR_RULES).toEqual({
      maxDayMinutes: 480,
      maxWeekMinutes: 2400,
      earliestMinute: 420,
      latestMinute: 1320,
    });
  });

  it('flags a minor’s long day, early start and late end; never an adult’s', () => {
    const shifts = [
      shift(1, 'teen', '2026-12-07', '09:00', '18:00'),
      shift(2, 'teen', '2026-12-08', '06:30', '10:00'),
      shift(3, 'teen', '2026-12-09', '17:00', '22:30'),
      shift(4, 'teen', '2026-12-10', '14:00', '22:00'),
      shift(5, 'adult', '2026-12-07', '05:00', '23:30'),
    ];
    const flags = minorFlagsOf(shifts, new Set(['teen']), DEFAULT_MINOR_RULES, zone, weekOf);
    expect(Object.fromEntries(flags)).toEqual({
      1: ['MINOR_HOURS'],
      2: ['MINOR_NIGHT'],
      3: ['MINOR_NIGHT'],
    });
  });

  it('counts the week, and an overnight or midnight end as past the latest time', () => {
    const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12'];
    const week = days.map((day, index) => shift(index + 1, 'teen', day, '10:00', '17:00'));
    const flags = minorFlagsOf(week, new Set(['teen']), DEFAULT_MINOR_RULES, zone, weekOf);
    expect(flags.get(1)).toEqual(['MINOR_HOURS']);
    const late = minorFlagsOf(
      [shift(9, 'teen', '2026-12-07', '18:00', '00:00', '2026-12-08')],
      new Set(['teen']),
      { ...DEFAULT_MINOR_RULES, latestMinute: 1440 },
      zone,
      weekOf,
    );
    expect(late.size).toBe(0);
    expect(endMinuteOf(at('2026-12-07', '18:00'), at('2026-12-08', '00:00'), zone)).toBe(1440);
    expect(endMinuteOf(at('2026-12-07', '22:00'), at('2026-12-08', '02:00'), zone)).toBe(1560);
  });
});
