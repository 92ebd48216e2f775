import {
  calendarRange,
  isIsoDay,
  layoutCalendar,
  locationsUnder,
  shiftDay,
  todayIn,
} from '../../../src-domain/interviews/interview-calendar.rules';
import type { InterviewRow } from '../../../src-domain/interviews/interview.model';

const row = (
  id: number,
  state: InterviewRow['state'],
  startsAt?: string,
  createdAt = '2026-11-01T00:00:00Z',
): InterviewRow => ({
  id,
  applicationId: id,
  locationId: 7,
  positionId: 2,
  state,
  startsAt,
  endsAt: startsAt,
  invitedBy: 'u1',
  createdAt,
  updatedAt: createdAt,
  candidateFirstName: 'Ana',
  candidateLastName: 'Ruiz',
  positionTitle: 'Server',
  locationName: 'Downtown',
});

describe('calendar ranges', () => {
  it('reads the ISO week (Monday to Sunday) or the day itself', () => {
    expect(calendarRange('2026-12-03', 'week')).toEqual({
      from: '2026-11-30',
      to: '2026-12-06',
      days: [
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
        '2026-12-03',
        '2026-12-04',
        '2026-12-05',
        '2026-12-06',
      ],
    });
    expect(calendarRange('2026-12-03', 'day')).toEqual({
      from: '2026-12-03',
      to: '2026-12-03',
      days: ['2026-12-03'],
    });
    expect(calendarRange('2026-13-40', 'day')).toBeUndefined();
    expect(isIsoDay('03/12/2026')).toBe(false);
  });

  it('steps by a day or a week, and knows today in a zone', () => {
    expect(shiftDay('2026-12-31', 'day', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-12-03', 'week', -1)).toBe('2026-11-26');
    expect(todayIn('America/Los_Angeles', Date.parse('2026-12-03T05:00:00Z'))).toBe('2026-12-02');
  });
});

describe('layoutCalendar', () => {
  it('puts booked rows on their local day in time order and waiting ones apart, newest first', () => {
    const days = ['2026-12-02', '2026-12-03'];
    const layout = layoutCalendar(
      [
        row(1, 'BOOKED', '2026-12-03T01:00:00Z'), // 2 Dec 17:00 in Los Angeles
        row(2, 'DONE', '2026-12-02T17:00:00Z'),
        row(3, 'INVITED', undefined, '2026-11-01T00:00:00Z'),
        row(4, 'INVITED', undefined, '2026-11-02T00:00:00Z'),
        row(5, 'BOOKED', '2026-12-09T17:00:00Z'), // outside the days
        row(6, 'CANCELLED', undefined),
      ],
      days,
      'America/Los_Angeles',
    );
    expect(layout.byDay.map((day) => [day.day, day.rows.map((r) => r.id)])).toEqual([
      ['2026-12-02', [2, 1]],
      ['2026-12-03', []],
    ]);
    expect(layout.waiting.map((r) => r.id)).toEqual([4, 3]);
  });
});

describe('locationsUnder', () => {
  it('lists the locations of a brand’s subtree by name', () => {
    expect(
      locationsUnder({
        id: 1,
        type: 'GP-1',
        name: 'Harbor',
        brands: [
          { id: 3, type: 'LOCATION', name: 'Uptown' },
          { id: 2, type: 'GP-2', name: 'West', brands: [{ id: 4, type: 'LOCATION', name: 'Downtown' }] },
        ],
      }),
    ).toEqual([
      { id: 4, name: 'Downtown' },
      { id: 3, name: 'Uptown' },
    ]);
    expect(locationsUnder(undefined)).toEqual([]);
  });
});
