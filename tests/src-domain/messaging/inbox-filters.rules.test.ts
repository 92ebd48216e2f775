import fc from 'fast-check';
import {
  inboxFiltersFromQuery,
  inboxQueryOf,
  sameInboxFilters,
} from '../../../src-domain/messaging/inbox-filters.rules';
import { APPLICATION_STATUSES, type InboxFilters } from '../../../src-domain/messaging/messaging.model';

const read = (query: string) => {
  const params = new URLSearchParams(query);
  return inboxFiltersFromQuery((name) => params.get(name));
};

describe('inbox filters in the URL', () => {
  it('reads the parameters the hiring dashboard links with', () => {
    expect(read('position=12&location=7&status=INTERVIEW&unread=1&archived=1')).toEqual({
      positionId: 12,
      locationId: 7,
      status: 'INTERVIEW',
      unreadOnly: true,
      includeArchived: true,
    });
  });

  it('ignores malformed values instead of failing', () => {
    expect(read('position=abc&location=-3&status=LOST&unread=yes&archived=0')).toEqual({});
    expect(read('position=0&location=1e3')).toEqual({});
  });

  it('writes back what it reads, for any filters', () => {
    const filters = fc.record(
      {
        positionId: fc.integer({ min: 1, max: 1_000_000 }),
        locationId: fc.integer({ min: 1, max: 1_000_000 }),
        status: fc.constantFrom(...APPLICATION_STATUSES),
        unreadOnly: fc.constant(true),
        includeArchived: fc.constant(true),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filters, (value: InboxFilters) => {
        const query = new URLSearchParams(inboxQueryOf(value)).toString();
        expect(sameInboxFilters(read(query), value)).toBe(true);
        expect(read(query)).toEqual(value);
      }),
    );
  });
});
