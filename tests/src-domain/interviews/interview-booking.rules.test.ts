import {
  bookingStage,
  canChooseSlot,
  inviteBlocked,
  isOpen,
  localDay,
  managerActions,
  slotsByDay,
} from '../../../src-domain/interviews/interview-booking.rules';
import type { BookingPage } from '../../../src-domain/interviews/interview.model';

const slot = (startsAt: string) => ({ startsAt, endsAt: startsAt });

describe('slotsByDay', () => {
  it('groups slots by the day they start on in the viewer’s zone, in time order', () => {
    // 00:00Z on 3 Dec is 16:00 on 2 Dec in Los Angeles but 01:00 on 3 Dec in Madrid.
    const slots = [slot('2026-12-03T16:00:00Z'), slot('2026-12-02T17:00:00Z'), slot('2026-12-03T00:00:00Z')];
    expect(slotsByDay(slots, 'America/Los_Angeles')).toEqual([
      { day: '2026-12-02', slots: [slot('2026-12-02T17:00:00Z'), slot('2026-12-03T00:00:00Z')] },
      { day: '2026-12-03', slots: [slot('2026-12-03T16:00:00Z')] },
    ]);
    expect(slotsByDay(slots, 'Europe/Madrid').map((day) => day.day)).toEqual(['2026-12-02', '2026-12-03']);
    expect(slotsByDay(slots, 'Europe/Madrid')[1]!.slots).toEqual([
      slot('2026-12-03T00:00:00Z'),
      slot('2026-12-03T16:00:00Z'),
    ]);
  });

  it('leaves out invalid instants and reads an invalid zone as UTC', () => {
    expect(slotsByDay([slot('nonsense'), slot('2026-12-02T23:30:00Z')], 'Not/AZone')).toEqual([
      { day: '2026-12-02', slots: [slot('2026-12-02T23:30:00Z')] },
    ]);
    expect(localDay('2026-12-02T23:30:00Z', 'Asia/Tokyo')).toBe('2026-12-03');
    expect(localDay('bad', 'UTC')).toBeUndefined();
  });
});

describe('booking page stages', () => {
  const page = (state: BookingPage['interview']['state'], slots = 1): BookingPage => ({
    interview: { id: 1, state, startsAt: undefined, endsAt: undefined, lengthMinutes: 30 },
    candidateFirstName: 'Ana',
    positionTitle: 'Server',
    brandName: 'Harbor Grill',
    location: { name: 'Downtown', timeZone: 'America/Los_Angeles', address: undefined },
    slots: Array.from({ length: slots }, () => slot('2026-12-02T17:00:00Z')),
  });

  it('offers slots while invited or booked, nothing once closed', () => {
    expect(bookingStage('INVITED')).toBe('CHOOSE');
    expect(bookingStage('BOOKED')).toBe('BOOKED');
    for (const state of ['DONE', 'NO_SHOW', 'CANCELLED'] as const) expect(bookingStage(state)).toBe('CLOSED');
    expect(canChooseSlot(page('INVITED'))).toBe(true);
    expect(canChooseSlot(page('INVITED', 0))).toBe(false);
    expect(canChooseSlot(page('CANCELLED'))).toBe(false);
  });
});

describe('managerActions', () => {
  const now = Date.parse('2026-12-02T12:00:00Z');
  it('cancels an open interview and records the outcome once a booked one has started', () => {
    expect(managerActions({ state: 'INVITED', startsAt: undefined }, now)).toEqual(['CANCELLED']);
    expect(managerActions({ state: 'BOOKED', startsAt: '2026-12-02T13:00:00Z' }, now)).toEqual(['CANCELLED']);
    expect(managerActions({ state: 'BOOKED', startsAt: '2026-12-02T12:00:00Z' }, now)).toEqual([
      'DONE',
      'NO_SHOW',
      'CANCELLED',
    ]);
    expect(managerActions({ state: 'BOOKED', startsAt: undefined }, now)).toEqual(['CANCELLED']);
    expect(managerActions({ state: 'DONE', startsAt: '2026-12-01T12:00:00Z' }, now)).toEqual([]);
  });

  it('blocks a second invitation while one is open', () => {
    expect(isOpen({ state: 'BOOKED' })).toBe(true);
    expect(inviteBlocked({ state: 'INVITED' })).toBe('ALREADY_OPEN');
    expect(inviteBlocked({ state: 'NO_SHOW' })).toBeUndefined();
    expect(inviteBlocked(undefined)).toBeUndefined();
  });
});
