import { FakeClock } from '../../fakes/clock.fake';
import { FakeLogbookApi, logbookEntry } from '../../fakes/logbook-api.fake';
import { apiFailure } from '../../fakes/api-failure';
import { LogbookDayStore } from '../../../src-ui/logbook/logbook-day.store';
import { LOGBOOK_LINK_REFRESH_MS } from '../../../src-domain/logbook/logbook-attachments.rules';

/** An entry holding one photo whose signed link is `url`. */
const withPhoto = (url: string) =>
  logbookEntry({
    id: 1,
    attachments: [{ id: 9, name: 'window.jpg', contentType: 'image/jpeg', sizeBytes: 10, url }],
  });

function setUp() {
  const api = new FakeLogbookApi();
  const clock = new FakeClock(Date.UTC(2025, 0, 15, 12, 0, 0));
  api.entries = [withPhoto('/files/first')];
  return { api, clock, store: new LogbookDayStore(api, clock) };
}

const dayReads = (api: FakeLogbookApi) => api.calls.filter((call) => call.startsWith('day ')).length;

describe('LogbookDayStore: the attachments’ signed links (valid 5 minutes on the server)', () => {
  it('opens a photo by the link it has while it is young, and reads the day again first once it is 4 minutes old', async () => {
    const { api, clock, store } = setUp();
    await store.open(7, '2025-01-15');
    clock.advance(LOGBOOK_LINK_REFRESH_MS - 1);
    expect(await store.freshFileUrl(1, 9)).toBe('/files/first');
    expect(dayReads(api)).toBe(1);

    api.entries = [withPhoto('/files/second')];
    clock.advance(1);
    expect(store.linksStale()).toBe(true);
    expect(await store.freshFileUrl(1, 9)).toBe('/files/second');
    expect(dayReads(api)).toBe(2);
    expect(store.linksStale()).toBe(false);
    // The list shows the new links too (thumbnails, the other files).
    expect(store.shownEntries[0]?.attachments[0]?.url).toBe('/files/second');
  });

  it('keeps the link it had when the read fails, and answers undefined for a file no longer there', async () => {
    const { api, clock, store } = setUp();
    await store.open(7, '2025-01-15');
    clock.advance(LOGBOOK_LINK_REFRESH_MS);
    api.failNext = apiFailure(503, 'GATEWAY.UNAVAILABLE');
    expect(await store.freshFileUrl(1, 9)).toBe('/files/first');
    api.entries = [logbookEntry({ id: 1 })];
    expect(await store.freshFileUrl(1, 9)).toBeUndefined();
  });

  it('a thumbnail that fails to load reads the day again only when its links are old: once, never in a loop', async () => {
    const { api, clock, store } = setUp();
    await store.open(7, '2025-01-15');
    await store.fileBroken();
    expect(dayReads(api)).toBe(1);
    clock.advance(5 * 60_000);
    api.entries = [withPhoto('/files/second')];
    await store.fileBroken();
    expect(dayReads(api)).toBe(2);
    expect(store.shownEntries[0]?.attachments[0]?.url).toBe('/files/second');
    // The new link failing as well is not the links' age: no further read.
    await store.fileBroken();
    expect(dayReads(api)).toBe(2);
  });
});
