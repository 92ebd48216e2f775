import {
  AvailabilityRefusedError,
  BookingLinkInvalidError,
  SlotTakenError,
} from '../../../src-domain/interviews/interviews.errors';

describe('interview errors', () => {
  it('carry their codes and the next free slots', () => {
    const taken = new SlotTakenError([{ startsAt: 'a', endsAt: 'b' }]);
    expect(taken.code).toBe('INTERVIEWS.SLOT_TAKEN');
    expect(taken.nextSlots).toHaveLength(1);
    expect(new BookingLinkInvalidError().code).toBe('INTERVIEWS.LINK_INVALID');
    const refused = new AvailabilityRefusedError('weekly_hours[1].end', 'OVERLAP');
    expect([refused.code, refused.field, refused.reason]).toEqual([
      'INTERVIEWS.AVAILABILITY_INVALID',
      'weekly_hours[1].end',
      'OVERLAP',
    ]);
  });
});
