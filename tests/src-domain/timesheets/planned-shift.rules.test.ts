import {
  matchPlannedShifts,
  PLAN_MATCH_HOURS,
  planOf,
  type PlannedShift,
} from '../../../src-domain/timesheets/planned-shift.rules';

const day = (time: string) => `2026-12-03T${time}:00.000Z`;
const at = (time: string) => Date.parse(day(time));
const plan = (from: string, to: string): PlannedShift => ({ startsAt: day(from), endsAt: day(to) });

describe('planOf', () => {
  const morning = plan('09:00', '13:00');
  const evening = plan('17:00', '21:00');
  const split = [morning, evening];

  it('is the shift under way at the clock-in', () => {
    expect(planOf(split, at('09:40'))).toBe(morning);
    expect(planOf(split, at('12:59'))).toBe(morning);
    expect(planOf(split, at('20:00'))).toBe(evening);
  });

  it('else the one starting nearest, a later one on a tie', () => {
    expect(planOf(split, at('08:30'))).toBe(morning);
    expect(planOf(split, at('16:55'))).toBe(evening);
    expect(planOf(split, at('13:30'))).toBe(evening);
    expect(planOf(split, at('13:00'))).toBe(evening);
  });

  it('of two under way, the one that started last', () => {
    const long = plan('08:00', '20:00');
    const short = plan('12:00', '14:00');
    expect(planOf([long, short], at('12:30'))).toBe(short);
    expect(planOf([short, long], at('10:00'))).toBe(long);
  });

  it('is none when every start is further than PLAN_MATCH_HOURS', () => {
    expect(PLAN_MATCH_HOURS).toBe(12);
    const early = plan('00:00', '01:00');
    expect(planOf([early], at('12:00'))).toBe(early);
    expect(planOf([early], at('12:01'))).toBeUndefined();
    expect(planOf([], at('09:00'))).toBeUndefined();
  });
});

describe('matchPlannedShifts', () => {
  it('judges each half of a split against its own plan', () => {
    const morning = plan('09:00', '13:00');
    const evening = plan('17:00', '21:00');
    const matches = matchPlannedShifts(
      [
        { id: 2, clockInAt: day('16:58') },
        { id: 1, clockInAt: day('08:55') },
      ],
      [morning, evening],
    );
    expect(matches.get(1)).toEqual({ plan: morning, firstIn: true, lastOut: true });
    expect(matches.get(2)).toEqual({ plan: evening, firstIn: true, lastOut: true });
  });

  it('of worked shifts of one plan, judges the first clock-in and the last clock-out', () => {
    const whole = plan('09:00', '17:00');
    const matches = matchPlannedShifts(
      [
        { id: 7, clockInAt: day('14:00') },
        { id: 5, clockInAt: day('09:02') },
        { id: 6, clockInAt: day('12:30') },
      ],
      [whole],
    );
    expect(matches.get(5)).toEqual({ plan: whole, firstIn: true, lastOut: false });
    expect(matches.get(6)).toEqual({ plan: whole, firstIn: false, lastOut: false });
    expect(matches.get(7)).toEqual({ plan: whole, firstIn: false, lastOut: true });
  });

  it('leaves out a worked shift with no plan', () => {
    const matches = matchPlannedShifts([{ id: 1, clockInAt: day('09:00') }], []);
    expect(matches.size).toBe(0);
  });
});
