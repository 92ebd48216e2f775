import {
  allInterviewSlots,
  freeInterviewSlots,
  minutesOfClock,
  slotCollides,
  slotStartingAt,
  type InterviewAvailabilityRules,
} from '../../../src-domain/interviews/interview-slots.rules';

const rules = (over: Partial<InterviewAvailabilityRules>): InterviewAvailabilityRules => ({
  weeklyHours: [],
  lengthMinutes: 30,
  bufferMinutes: 0,
  horizonDays: 14,
  minimumNoticeHours: 0,
  ...over,
});
const starts = (slots: { startsAt: string }[]) => slots.map((slot) => slot.startsAt);

describe('minutesOfClock', () => {
  it('reads HH:mm, 24:00 as the end of the day, and refuses anything else', () => {
    expect(minutesOfClock('00:00')).toBe(0);
    expect(minutesOfClock('09:30')).toBe(570);
    expect(minutesOfClock('24:00')).toBe(1440);
    expect(minutesOfClock('24:30')).toBeUndefined();
    expect(minutesOfClock('12:60')).toBeUndefined();
    expect(minutesOfClock('9:30')).toBeUndefined();
  });
});

describe('allInterviewSlots', () => {
  it('cuts a range into slots stepping length + buffer from its start', () => {
    const slots = allInterviewSlots(
      rules({
        weeklyHours: [{ weekday: 1, start: '10:00', end: '12:00' }],
        bufferMinutes: 10,
        horizonDays: 7,
      }),
      'UTC',
      '2026-06-07T00:00:00.000Z', // a Sunday
    );
    expect(slots).toEqual([
      { startsAt: '2026-06-08T10:00:00.000Z', endsAt: '2026-06-08T10:30:00.000Z' },
      { startsAt: '2026-06-08T10:40:00.000Z', endsAt: '2026-06-08T11:10:00.000Z' },
      { startsAt: '2026-06-08T11:20:00.000Z', endsAt: '2026-06-08T11:50:00.000Z' },
    ]);
  });

  it('keeps the wall clock across the spring-forward of America/New_York (2026-03-08)', () => {
    const slots = allInterviewSlots(
      rules({
        weeklyHours: [
          { weekday: 6, start: '10:00', end: '10:30' },
          { weekday: 7, start: '10:00', end: '10:30' },
        ],
        horizonDays: 3,
      }),
      'America/New_York',
      '2026-03-07T00:00:00.000Z',
    );
    // Saturday 10:00 EST is 15:00 UTC; Sunday 10:00 EDT is 14:00 UTC.
    expect(starts(slots)).toEqual(['2026-03-07T15:00:00.000Z', '2026-03-08T14:00:00.000Z']);
  });

  it('gives a range across the skipped hour only its real hours', () => {
    const slots = allInterviewSlots(
      rules({
        weeklyHours: [{ weekday: 7, start: '01:00', end: '04:00' }],
        lengthMinutes: 60,
        horizonDays: 2,
      }),
      'America/New_York',
      '2026-03-08T00:00:00.000Z',
    );
    // 01:00 EST (06:00Z) to 04:00 EDT (08:00Z): two hours, two slots.
    expect(starts(slots)).toEqual(['2026-03-08T06:00:00.000Z', '2026-03-08T07:00:00.000Z']);
  });

  it('gives a range across the repeated hour of Europe/Berlin (2026-10-25) its four real hours', () => {
    const slots = allInterviewSlots(
      rules({
        weeklyHours: [{ weekday: 7, start: '01:00', end: '04:00' }],
        lengthMinutes: 60,
        horizonDays: 3,
      }),
      'Europe/Berlin',
      '2026-10-24T00:00:00.000Z',
    );
    expect(starts(slots)).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ]);
  });

  it('runs a range ending at 24:00 to local midnight', () => {
    const slots = allInterviewSlots(
      rules({
        weeklyHours: [{ weekday: 3, start: '22:00', end: '24:00' }],
        lengthMinutes: 60,
        horizonDays: 7,
      }),
      'Europe/Berlin',
      '2026-06-01T00:00:00.000Z', // a Monday
    );
    expect(slots).toEqual([
      { startsAt: '2026-06-03T20:00:00.000Z', endsAt: '2026-06-03T21:00:00.000Z' },
      { startsAt: '2026-06-03T21:00:00.000Z', endsAt: '2026-06-03T22:00:00.000Z' },
    ]);
  });

  it('starts after the minimum notice and ends within the horizon', () => {
    const daily = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '10:00' }));
    const slots = allInterviewSlots(
      rules({ weeklyHours: daily, lengthMinutes: 60, minimumNoticeHours: 12, horizonDays: 2 }),
      'UTC',
      '2026-06-01T08:00:00.000Z',
    );
    // 09:00 today is within the notice; 09:00 in two days is past the horizon (08:00).
    expect(starts(slots)).toEqual(['2026-06-02T09:00:00.000Z']);
  });

  it('skips ranges it cannot read', () => {
    const slots = allInterviewSlots(
      rules({
        weeklyHours: [
          { weekday: 1, start: 'x', end: '12:00' },
          { weekday: 1, start: '10:00', end: 'y' },
          { weekday: 1, start: '12:00', end: '11:00' },
        ],
      }),
      'UTC',
      '2026-06-01T00:00:00.000Z',
    );
    expect(slots).toEqual([]);
  });
});

describe('freeInterviewSlots', () => {
  const weekly = rules({
    weeklyHours: [{ weekday: 1, start: '10:00', end: '12:00' }],
    bufferMinutes: 10,
    horizonDays: 7,
  });
  const now = '2026-06-07T00:00:00.000Z';

  it('drops a booked slot and keeps its neighbours, which the buffer already separates', () => {
    const free = freeInterviewSlots(weekly, 'UTC', now, [
      { startsAt: '2026-06-08T10:40:00.000Z', endsAt: '2026-06-08T11:10:00.000Z' },
    ]);
    expect(starts(free)).toEqual(['2026-06-08T10:00:00.000Z', '2026-06-08T11:20:00.000Z']);
  });

  it('drops every slot closer to a booking than the buffer', () => {
    const free = freeInterviewSlots(weekly, 'UTC', now, [
      { startsAt: '2026-06-08T10:35:00.000Z', endsAt: '2026-06-08T11:05:00.000Z' },
    ]);
    expect(starts(free)).toEqual(['2026-06-08T11:20:00.000Z']);
  });

  it('slotCollides is symmetric in the buffer', () => {
    const slot = { startsAt: '2026-06-08T10:00:00.000Z', endsAt: '2026-06-08T10:30:00.000Z' };
    expect(
      slotCollides(slot, { startsAt: '2026-06-08T10:35:00.000Z', endsAt: '2026-06-08T11:05:00.000Z' }, 10),
    ).toBe(true);
    expect(
      slotCollides(slot, { startsAt: '2026-06-08T10:35:00.000Z', endsAt: '2026-06-08T11:05:00.000Z' }, 0),
    ).toBe(false);
    expect(
      slotCollides(slot, { startsAt: '2026-06-08T09:25:00.000Z', endsAt: '2026-06-08T09:55:00.000Z' }, 10),
    ).toBe(true);
  });
});

describe('slotStartingAt', () => {
  const weekly = rules({ weeklyHours: [{ weekday: 1, start: '10:00', end: '11:00' }], horizonDays: 7 });
  const now = '2026-06-07T00:00:00.000Z';

  it('finds the slot by its instant, whatever the ISO form', () => {
    expect(slotStartingAt(weekly, 'UTC', now, '2026-06-08T12:30:00+02:00')).toEqual({
      startsAt: '2026-06-08T10:30:00.000Z',
      endsAt: '2026-06-08T11:00:00.000Z',
    });
  });

  it('answers undefined off the grid and for text that is no instant', () => {
    expect(slotStartingAt(weekly, 'UTC', now, '2026-06-08T10:15:00.000Z')).toBeUndefined();
    expect(slotStartingAt(weekly, 'UTC', now, 'tomorrow')).toBeUndefined();
  });
});
