import {
  availabilityFlagsOf,
  blockProblem,
  timeOffInterval,
  timeOffProblem,
  timeOffTouches,
  type TimeOffStatus,
  type UnavailableBlock,
} from '../../../src-domain/schedules/availability.rules';

const zone = 'America/Los_Angeles';
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
});
// 2026-12-07 is a Monday.
const none = { unavailability: new Map<string, UnavailableBlock[]>(), timeOff: [] };

describe('availability rules', () => {
  it('accepts blocks that end after they start, 24:00 as the end of a day', () => {
    expect(blockProblem({ weekday: 1, from: '09:00', to: '17:00' })).toBeUndefined();
    expect(blockProblem({ weekday: 7, from: '18:00', to: '24:00' })).toBeUndefined();
    expect(blockProblem({ weekday: 0, from: '09:00', to: '17:00' })).toBe('INVALID_WEEKDAY');
    expect(blockProblem({ weekday: 8, from: '09:00', to: '17:00' })).toBe('INVALID_WEEKDAY');
    expect(blockProblem({ weekday: 1, from: '9:00', to: '17:00' })).toBe('INVALID_TIME');
    expect(blockProblem({ weekday: 1, from: '24:00', to: '24:00' })).toBe('INVALID_TIME');
    expect(blockProblem({ weekday: 1, from: '17:00', to: '09:00' })).toBe('END_BEFORE_START');
    expect(blockProblem({ weekday: 1, from: '09:00', to: '09:00' })).toBe('END_BEFORE_START');
  });

  it('checks time-off spans: real dates, both times or neither, an end after the start, 62 days at most', () => {
    expect(timeOffProblem({ startsOn: '2026-12-08', endsOn: '2026-12-08' })).toBeUndefined();
    expect(
      timeOffProblem({ startsOn: '2026-12-08', endsOn: '2026-12-08', fromTime: '12:00', toTime: '16:00' }),
    ).toBeUndefined();
    expect(timeOffProblem({ startsOn: '2026-02-30', endsOn: '2026-03-01' })).toBe('INVALID_DATE');
    expect(timeOffProblem({ startsOn: '2026-12-08', endsOn: '2026-12-08', fromTime: '12:00' })).toBe(
      'INVALID_TIME',
    );
    expect(timeOffProblem({ startsOn: '2026-12-09', endsOn: '2026-12-08' })).toBe('END_BEFORE_START');
    expect(
      timeOffProblem({ startsOn: '2026-12-08', endsOn: '2026-12-08', fromTime: '16:00', toTime: '12:00' }),
    ).toBe('END_BEFORE_START');
    expect(
      timeOffProblem({ startsOn: '2026-12-08', endsOn: '2026-12-09', fromTime: '16:00', toTime: '12:00' }),
    ).toBeUndefined();
    expect(timeOffProblem({ startsOn: '2026-12-01', endsOn: '2027-01-31' })).toBeUndefined();
    expect(timeOffProblem({ startsOn: '2026-12-01', endsOn: '2027-02-01' })).toBe('TOO_LONG');
  });

  it('reads a span in the location’s zone, whole days to the next midnight', () => {
    expect(timeOffInterval({ startsOn: '2026-12-08', endsOn: '2026-12-08' }, zone)).toEqual({
      from: Date.parse(at('2026-12-08', '00:00')),
      to: Date.parse(at('2026-12-09', '00:00')),
    });
    expect(timeOffTouches({ startsOn: '2026-12-06', endsOn: '2026-12-07' }, '2026-12-07', '2026-12-13')).toBe(
      true,
    );
    expect(timeOffTouches({ startsOn: '2026-12-14', endsOn: '2026-12-15' }, '2026-12-07', '2026-12-13')).toBe(
      false,
    );
  });

  it('flags a shift meeting its person’s weekly block, on the local weekday, past midnight too', () => {
    const unavailability = new Map<string, UnavailableBlock[]>([
      ['ari', [{ weekday: 2, from: '00:00', to: '12:00' }]],
      ['rosa', [{ weekday: 3, from: '00:00', to: '02:00' }]],
    ]);
    const flags = availabilityFlagsOf(
      [
        shift(1, 'ari', '2026-12-08', '11:00', '15:00'), // Tuesday, meets 00:00–12:00
        shift(2, 'ari', '2026-12-08', '12:00', '20:00'), // Tuesday, starts when the block ends
        shift(3, 'ari', '2026-12-09', '08:00', '12:00'), // Wednesday: no block
        shift(4, 'rosa', '2026-12-08', '20:00', '01:00', '2026-12-09'), // into Wednesday's block
        shift(5, undefined, '2026-12-08', '08:00', '12:00'), // open shift
        shift(6, 'rosa', '2026-12-08', '08:00', '12:00'), // Tuesday, Rosa's block is Wednesday
      ],
      { unavailability, timeOff: [] },
      zone,
    );
    expect(Object.fromEntries(flags)).toEqual({ 1: ['UNAVAILABLE'], 4: ['UNAVAILABLE'] });
  });

  it('flags a shift meeting its person’s approved time off, never a pending, refused or cancelled one', () => {
    const span = (personId: string, status: TimeOffStatus, startsOn: string, extra = {}) => ({
      personId,
      status,
      startsOn,
      endsOn: startsOn,
      ...extra,
    });
    const flags = availabilityFlagsOf(
      [
        shift(1, 'ari', '2026-12-08', '09:00', '17:00'),
        shift(2, 'ari', '2026-12-09', '09:00', '17:00'),
        shift(3, 'ari', '2026-12-10', '09:00', '17:00'),
        shift(4, 'rosa', '2026-12-08', '09:00', '17:00'),
        shift(5, 'ari', '2026-12-11', '09:00', '12:00'),
        shift(6, 'ari', '2026-12-12', '09:00', '12:00'),
      ],
      {
        ...none,
        timeOff: [
          span('ari', 'APPROVED', '2026-12-08'),
          span('ari', 'PENDING', '2026-12-09'),
          span('ari', 'REFUSED', '2026-12-10'),
          span('rosa', 'CANCELLED', '2026-12-08'),
          span('ari', 'APPROVED', '2026-12-11', { fromTime: '11:00', toTime: '18:00' }),
          span('ari', 'APPROVED', '2026-12-12', { fromTime: '12:00', toTime: '18:00' }),
        ],
      },
      zone,
    );
    expect(Object.fromEntries(flags)).toEqual({ 1: ['TIME_OFF'], 5: ['TIME_OFF'] });
  });

  it('gives both flags when a shift breaks both', () => {
    const flags = availabilityFlagsOf(
      [shift(1, 'ari', '2026-12-07', '09:00', '17:00')],
      {
        unavailability: new Map([['ari', [{ weekday: 1, from: '16:00', to: '24:00' }]]]),
        timeOff: [{ personId: 'ari', status: 'APPROVED', startsOn: '2026-12-07', endsOn: '2026-12-07' }],
      },
      zone,
    );
    expect(flags.get(1)).toEqual(['UNAVAILABLE', 'TIME_OFF']);
  });
});
