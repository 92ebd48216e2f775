import {
  shiftInWeek,
  templateShiftsOf,
  templateSkips,
} from '../../../src-domain/schedules/schedule-template.rules';

const zone = 'America/Los_Angeles';

describe('templateShiftsOf and shiftInWeek', () => {
  it('keeps the local weekday, wall time and length, across a daylight-saving change', () => {
    // Friday 6 March 2026, 17:00–01:00 PST; laid into the week of 9 March (PDT).
    const [shift] = templateShiftsOf(
      [
        {
          personId: 'rosa',
          position: 'Server',
          startsAt: '2026-03-07T01:00:00.000Z',
          endsAt: '2026-03-07T09:00:00.000Z',
          breakMinutes: 30,
          note: '',
        },
      ],
      zone,
    );
    expect(shift).toEqual({
      personId: 'rosa',
      position: 'Server',
      weekday: 5,
      start: '17:00',
      minutes: 480,
      breakMinutes: 30,
      note: '',
    });
    expect(shiftInWeek(shift!, '2026-03-09', zone)).toEqual({
      startsAt: '2026-03-14T00:00:00.000Z',
      endsAt: '2026-03-14T08:00:00.000Z',
    });
  });
});

describe('templateSkips', () => {
  const laid = (personId: string | undefined, startsAt: string, endsAt: string) => ({
    personId,
    position: 'Cook',
    weekday: 1,
    start: '09:00',
    minutes: 60,
    breakMinutes: 0,
    note: '',
    startsAt,
    endsAt,
  });
  it('skips a person’s overlap with the week or an earlier template shift, and a former member', () => {
    const skips = templateSkips(
      [
        laid('rosa', '2026-12-07T09:00:00.000Z', '2026-12-07T12:00:00.000Z'),
        laid('ari', '2026-12-07T09:00:00.000Z', '2026-12-07T12:00:00.000Z'),
        laid('ari', '2026-12-07T11:00:00.000Z', '2026-12-07T13:00:00.000Z'),
        laid(undefined, '2026-12-07T09:00:00.000Z', '2026-12-07T12:00:00.000Z'),
        laid('gone', '2026-12-08T09:00:00.000Z', '2026-12-08T12:00:00.000Z'),
        laid('rosa', '2026-12-07T12:00:00.000Z', '2026-12-07T14:00:00.000Z'),
      ],
      [{ personId: 'rosa', startsAt: '2026-12-07T11:00:00.000Z', endsAt: '2026-12-07T12:00:00.000Z' }],
      new Set(['rosa', 'ari']),
    );
    expect(skips).toEqual(['OVERLAP', undefined, 'OVERLAP', undefined, 'NOT_A_MEMBER', undefined]);
  });
});
