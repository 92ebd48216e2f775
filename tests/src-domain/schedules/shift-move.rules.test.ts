import type { ScheduledShift } from '../../../src-domain/schedules/schedules-api.port';
import { movedShift, resizedShift, stepsOf } from '../../../src-domain/schedules/shift-move.rules';

const shift: ScheduledShift = {
  id: 1,
  locationId: 7,
  weekStart: '2026-03-02',
  personId: 'rosa',
  personName: 'Rosa Crew',
  position: 'Server',
  // Friday 6 March 2026, 17:00–01:00 in Los Angeles (PST, UTC−8).
  startsAt: '2026-03-07T01:00:00.000Z',
  endsAt: '2026-03-07T09:00:00.000Z',
  breakMinutes: 30,
  note: 'bar',
  version: 3,
  flags: [],
  request: undefined,
};
const zone = 'America/Los_Angeles';

describe('movedShift', () => {
  it('moves to another day and person keeping the local start and the length', () => {
    expect(movedShift(shift, { day: '2026-03-03', personId: 'ari' }, zone)).toEqual({
      personId: 'ari',
      position: 'Server',
      startsAt: '2026-03-04T01:00:00.000Z',
      endsAt: '2026-03-04T09:00:00.000Z',
      breakMinutes: 30,
      note: 'bar',
    });
  });

  it('moves to the open shifts on the same day', () => {
    expect(movedShift(shift, { day: '2026-03-06', personId: undefined }, zone)).toMatchObject({
      personId: undefined,
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
    });
  });

  it('keeps the wall time across the daylight-saving change (Sunday 8 March 2026)', () => {
    const moved = movedShift(shift, { day: '2026-03-08', personId: 'rosa' }, zone);
    // 17:00 PDT is 00:00 UTC; the shift still lasts 8 real hours.
    expect(moved).toMatchObject({ startsAt: '2026-03-09T00:00:00.000Z', endsAt: '2026-03-09T08:00:00.000Z' });
  });

  it('answers undefined when nothing changes or the day is not a date', () => {
    expect(movedShift(shift, { day: '2026-03-06', personId: 'rosa' }, zone)).toBeUndefined();
    expect(movedShift(shift, { day: 'someday', personId: 'ari' }, zone)).toBeUndefined();
  });
});

describe('resizedShift', () => {
  it('moves the end by 15-minute steps', () => {
    expect(resizedShift(shift, 2)?.endsAt).toBe('2026-03-07T09:30:00.000Z');
    expect(resizedShift(shift, -4)).toMatchObject({
      startsAt: shift.startsAt,
      endsAt: '2026-03-07T08:00:00.000Z',
    });
  });

  it('refuses no step, an end not after the break, and a shift over 16 hours', () => {
    expect(resizedShift(shift, 0)).toBeUndefined();
    expect(resizedShift(shift, -30)).toBeUndefined();
    expect(resizedShift(shift, 33)).toBeUndefined();
    expect(resizedShift(shift, 32)?.endsAt).toBe('2026-03-07T17:00:00.000Z');
  });
});

describe('stepsOf', () => {
  it('counts whole steps toward zero', () => {
    expect(stepsOf(17, 8)).toBe(2);
    expect(stepsOf(-7, 8)).toBe(0);
    expect(Object.is(stepsOf(-7, 8), 0)).toBe(true);
    expect(stepsOf(-16, 8)).toBe(-2);
  });
});
