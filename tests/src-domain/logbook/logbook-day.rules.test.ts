import {
  filterLogbookEntries,
  isCarriedOver,
  isFollowedUp,
  isLogbookDate,
  logbookWeekOf,
  shiftLogbookDate,
} from '../../../src-domain/logbook/logbook-day.rules';
import type { LogbookEntry } from '../../../src-domain/logbook/logbook.model';

const entry = (fields: Partial<LogbookEntry>): LogbookEntry => ({
  id: 1,
  locationId: 1,
  locationName: 'Downtown',
  date: '2031-03-10',
  type: 'GENERAL',
  title: 'Note',
  body: '',
  shift: undefined,
  author: { id: 'a', name: 'Ann' },
  attachments: [],
  createdAt: '2031-03-10T09:00:00.000Z',
  editedAt: undefined,
  version: 1,
  followUp: undefined,
  commentCount: 0,
  ...fields,
});

describe('logbook dates', () => {
  it('accepts real calendar dates only', () => {
    expect(isLogbookDate('2031-03-10')).toBe(true);
    expect(isLogbookDate('2031-02-29')).toBe(false);
    expect(isLogbookDate('2032-02-29')).toBe(true);
    expect(isLogbookDate('10/03/2031')).toBe(false);
  });

  it('moves by days across months and years', () => {
    expect(shiftLogbookDate('2031-03-01', -1)).toBe('2031-02-28');
    expect(shiftLogbookDate('2031-12-31', 1)).toBe('2032-01-01');
  });

  it('the ISO week runs Monday to Sunday', () => {
    const week = logbookWeekOf('2031-03-12');
    expect(week.from).toBe('2031-03-10');
    expect(week.days).toHaveLength(7);
    expect(week.days[6]).toBe('2031-03-16');
    expect(logbookWeekOf('2031-03-16').from).toBe('2031-03-10');
  });
});

describe('follow-up and carry-over', () => {
  it('INCIDENT and MAINTENANCE are followed up', () => {
    expect(isFollowedUp('INCIDENT')).toBe(true);
    expect(isFollowedUp('MAINTENANCE')).toBe(true);
    expect(isFollowedUp('GENERAL')).toBe(false);
  });

  it('an open item of an earlier day is carried over; a closed one or one of the same day is not', () => {
    const open = entry({
      type: 'INCIDENT',
      followUp: { status: 'OPEN', assignee: undefined, closedAt: undefined },
    });
    expect(isCarriedOver(open, '2031-03-11')).toBe(true);
    expect(isCarriedOver(open, '2031-03-10')).toBe(false);
    const closed = entry({
      followUp: { status: 'CLOSED', assignee: undefined, closedAt: '2031-03-10T12:00:00Z' },
    });
    expect(isCarriedOver(closed, '2031-03-11')).toBe(false);
  });

  it('filters by type and author', () => {
    const list = [
      entry({ id: 1 }),
      entry({ id: 2, type: 'INCIDENT' }),
      entry({ id: 3, author: { id: 'b', name: 'Ben' } }),
    ];
    expect(filterLogbookEntries(list, {}).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(filterLogbookEntries(list, { type: 'GENERAL' }).map((item) => item.id)).toEqual([1, 3]);
    expect(filterLogbookEntries(list, { type: 'GENERAL', authorId: 'b' }).map((item) => item.id)).toEqual([
      3,
    ]);
  });
});
