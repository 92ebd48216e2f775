import { apiFailure } from '../../fakes/api-failure';
import { FakeClock } from '../../fakes/clock.fake';
import { FakeLogbookApi, logbookEntry } from '../../fakes/logbook-api.fake';
import { LogbookDayStore } from '../../../src-ui/logbook/logbook-day.store';
import { LogbookOverviewStore } from '../../../src-ui/logbook/logbook-overview.store';

function setUp() {
  const api = new FakeLogbookApi();
  const clock = new FakeClock(Date.UTC(2025, 0, 15, 12, 0, 0));
  return { api, store: new LogbookDayStore(api, clock), overview: new LogbookOverviewStore(api, clock) };
}

describe('LogbookDayStore', () => {
  it('opens today, filters by type and author, and shows open items of earlier days on top', async () => {
    const { api, store } = setUp();
    api.entries = [
      logbookEntry({ id: 1 }),
      logbookEntry({
        id: 2,
        type: 'INCIDENT',
        followUp: { status: 'OPEN', assignee: undefined, closedAt: undefined },
      }),
      logbookEntry({ id: 3, author: { id: 'u2', name: 'Ben' } }),
      logbookEntry({
        id: 4,
        date: '2025-01-13',
        type: 'INCIDENT',
        followUp: { status: 'OPEN', assignee: undefined, closedAt: undefined },
      }),
    ];
    await store.open(7, undefined);
    expect(store.date).toBe('2025-01-15');
    expect(store.shownEntries.map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(store.shownCarriedOver.map((entry) => entry.id)).toEqual([4]);
    await store.setTypeFilter('GENERAL');
    expect(store.shownEntries.map((entry) => entry.id)).toEqual([1, 3]);
    await store.setAuthorFilter('u2');
    expect(store.shownEntries.map((entry) => entry.id)).toEqual([3]);
    expect(store.shownCarriedOver).toEqual([]);
    expect(store.dateAfter(-1)).toBe('2025-01-14');
  });

  it('pages the day with the filters kept; the carried-over items head every page; a new filter starts over', async () => {
    const { api, store } = setUp();
    api.entries = [
      ...Array.from({ length: 120 }, (_, index) =>
        logbookEntry({
          id: index + 1,
          type: index % 2 === 0 ? 'GENERAL' : 'INCIDENT',
          author: index % 3 === 0 ? { id: 'u2', name: 'Ben' } : { id: 'u1', name: 'Ann' },
        }),
      ),
      logbookEntry({
        id: 500,
        date: '2025-01-10',
        type: 'INCIDENT',
        followUp: { status: 'OPEN', assignee: undefined, closedAt: undefined },
      }),
    ];
    await store.open(7, '2025-01-15');
    expect(store.day.kind === 'ready' && store.day.value.total).toBe(120);
    expect(store.shownEntries).toHaveLength(50);
    await store.showPage(100);
    expect(store.shownEntries.map((entry) => entry.id)).toEqual(
      Array.from({ length: 20 }, (_, index) => 101 + index),
    );
    expect(store.shownCarriedOver.map((entry) => entry.id)).toEqual([500]);
    await store.setTypeFilter('GENERAL');
    expect(store.offset).toBe(0);
    await store.showPage(50);
    expect(api.calls.at(-1)).toBe('day 7 2025-01-15 +50 type=GENERAL');
    expect(store.day.kind === 'ready' && store.day.value.total).toBe(60);
    expect(store.shownEntries.every((entry) => entry.type === 'GENERAL')).toBe(true);
    expect(store.shownCarriedOver).toEqual([]);
    await store.setAuthorFilter('u2');
    expect(api.calls.at(-1)).toBe('day 7 2025-01-15 type=GENERAL author=u2');
    // Another day keeps the filters and starts at its first page.
    await store.open(7, '2025-01-16');
    expect(api.calls.at(-1)).toBe('day 7 2025-01-16 type=GENERAL author=u2');
    await store.open(7, '2025-01-15');
    expect(store.day.kind === 'ready' && store.day.value.total).toBe(20);
  });

  it('a page read keeps the shown page until it comes; one emptied meanwhile falls back to the last page', async () => {
    const { api, store } = setUp();
    api.entries = Array.from({ length: 60 }, (_, index) => logbookEntry({ id: index + 1 }));
    await store.open(7, '2025-01-15');
    const paging = store.showPage(50);
    expect(store.paging).toBe(true);
    expect(store.day.kind).toBe('ready');
    await paging;
    expect(store.paging).toBe(false);
    expect(store.shownEntries).toHaveLength(10);
    api.entries = api.entries.slice(0, 50);
    await store.refresh();
    expect(store.offset).toBe(0);
    expect(store.shownEntries).toHaveLength(50);
  });

  it('a failed read keeps the code for the retry panel', async () => {
    const { api, store } = setUp();
    api.failNext = apiFailure(403, 'LOGBOOK.READ_FORBIDDEN');
    await store.open(7, '2025-01-15');
    expect(store.day).toEqual({ kind: 'failed', code: 'LOGBOOK.READ_FORBIDDEN' });
    await store.load();
    expect(store.day.kind).toBe('ready');
  });

  it('a live refresh reads the day again without showing it loading, and keeps the form and the list on failure', async () => {
    const { api, store } = setUp();
    await store.open(7, '2025-01-15');
    store.startNew();
    store.change({ title: 'Half typed' });
    api.entries = [logbookEntry({ id: 5 })];
    const refreshed = store.refresh();
    expect(store.day.kind).toBe('ready');
    await refreshed;
    expect(store.shownEntries.map((entry) => entry.id)).toEqual([5]);
    expect(store.form?.draft.title).toBe('Half typed');
    store.mention({ id: 'u2', name: 'Ben Cole' });
    expect(store.form?.draft.body).toBe('@Ben Cole ');
    api.failNext = apiFailure(503, 'GATEWAY.UNAVAILABLE');
    await store.refresh();
    expect(store.shownEntries.map((entry) => entry.id)).toEqual([5]);
  });

  it('keeps what was typed when saving fails, and saves it on the next try', async () => {
    const { api, store } = setUp();
    await store.open(7, '2025-01-15');
    store.startNew();
    store.change({ title: 'Fryer down', body: '**call** vendor', type: 'INCIDENT' });
    api.failNext = apiFailure(403, 'LOGBOOK.WRITE_FORBIDDEN');
    expect(await store.save()).toBe(false);
    expect(store.form?.draft).toEqual({
      type: 'INCIDENT',
      title: 'Fryer down',
      body: '**call** vendor',
      shift: undefined,
    });
    expect(store.form?.error).toBe('LOGBOOK.WRITE_FORBIDDEN');
    expect(await store.save()).toBe(true);
    expect(store.form).toBeUndefined();
    expect(store.shownEntries.map((entry) => entry.title)).toEqual(['Fryer down']);
  });

  it('checks the title before calling the server', async () => {
    const { api, store } = setUp();
    await store.open(7, '2025-01-15');
    store.startNew();
    store.change({ title: '   ' });
    expect(await store.save()).toBe(false);
    expect(store.form?.error).toBe('LOGBOOK.TITLE_EMPTY');
    expect(api.calls.filter((call) => call.startsWith('create'))).toEqual([]);
  });

  it('an edit sends the version it started from; assign and close reload the day', async () => {
    const { api, store } = setUp();
    api.entries = [
      logbookEntry({
        id: 5,
        type: 'INCIDENT',
        version: 3,
        followUp: { status: 'OPEN', assignee: undefined, closedAt: undefined },
      }),
    ];
    await store.open(7, '2025-01-15');
    store.startEdit(store.shownEntries[0]!);
    store.change({ title: 'Updated' });
    await store.save();
    expect(api.calls).toContain('edit 5 v3');
    await store.followUp(store.shownEntries[0]!, 'CLOSED', 'u1');
    expect(api.calls).toContain('followUp 5 CLOSED u1');
    expect(store.shownEntries[0]?.followUp?.status).toBe('CLOSED');
  });

  it('comments load on demand and a new one updates the count', async () => {
    const { api, store } = setUp();
    api.entries = [logbookEntry({ id: 9 })];
    await store.open(7, '2025-01-15');
    const entry = store.shownEntries[0]!;
    await store.toggleComments(entry);
    expect(store.comments.get(9)).toEqual({ kind: 'ready', value: [] });
    expect(await store.comment(entry, ' ')).toBe(false);
    expect(store.actionErrors.get(9)).toBe('LOGBOOK.COMMENT_EMPTY');
    expect(await store.comment(entry, 'Seen')).toBe(true);
    expect(store.shownEntries[0]?.commentCount).toBe(1);
  });

  it('a comment sent while the discussion loads is not undone by the older read', async () => {
    const { api, store } = setUp();
    api.entries = [logbookEntry({ id: 9 })];
    await store.open(7, '2025-01-15');
    const entry = store.shownEntries[0]!;
    // The discussion's read answers late, with what it found before the comment.
    const before = await api.entry(7, 9);
    let answerRead = () => undefined as void;
    jest
      .spyOn(api, 'entry')
      .mockReturnValueOnce(new Promise((resolve) => (answerRead = () => resolve(before))));
    const opening = store.toggleComments(entry);
    expect(await store.comment(entry, 'Electrician booked')).toBe(true);
    answerRead();
    await opening;
    const comments = store.comments.get(9);
    expect(comments?.kind === 'ready' && comments.value.map((item) => item.body)).toEqual([
      'Electrician booked',
    ]);
  });
});

describe('LogbookOverviewStore', () => {
  it('a search without a word makes no call', async () => {
    const { api, overview } = setUp();
    overview.setQuery('*"');
    await overview.search(3);
    expect(overview.results).toEqual({ kind: 'failed', code: 'LOGBOOK.SEARCH_EMPTY' });
    expect(api.calls).toEqual([]);
    api.entries = [logbookEntry({ title: 'Cooler seal' })];
    overview.setQuery('Cooler');
    await overview.search(3);
    expect(overview.results?.kind).toBe('ready');
    expect(api.calls).toEqual(['search 3 Cooler']);
  });

  it('pages the results of the words searched, even when the box was edited since', async () => {
    const { api, overview } = setUp();
    api.entries = Array.from({ length: 45 }, (_, index) =>
      logbookEntry({ id: index + 1, title: `Leak ${index}` }),
    );
    overview.setQuery('Leak');
    await overview.search(3);
    const page = () => (overview.results?.kind === 'ready' ? overview.results.value : undefined);
    expect([page()?.total, page()?.items.length]).toEqual([45, 20]);
    overview.setQuery('Leak 4');
    await overview.showPage(40);
    expect(api.calls.at(-1)).toBe('search 3 Leak +40');
    expect(page()?.items.map((entry) => entry.id)).toEqual([41, 42, 43, 44, 45]);
    await overview.search(3);
    expect([overview.offset, page()?.total]).toEqual([0, 6]);
    overview.clearSearch();
    await overview.showPage(20);
    expect(api.calls.at(-1)).toBe('search 3 Leak 4');
  });
});
