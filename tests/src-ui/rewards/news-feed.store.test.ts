import type { NewsItem } from '../../../src-domain/rewards/rewards.model';
import { REWARDS_PAGE_SIZE } from '../../../src-ui/rewards/rewards.loadable';
import { NewsFeedStore } from '../../../src-ui/rewards/news-feed.store';
import { FakeRewardsApi } from '../../fakes/rewards-api.fake';

/** `count` announcements, newest first (id 1 the newest). */
const announcements = (count: number, from = 1): NewsItem[] =>
  Array.from({ length: count }, (_unused, index) => ({
    kind: 'ANNOUNCEMENT' as const,
    id: from + index,
    brand: { id: 3, name: 'Harbor Grill' },
    author: { id: 'owner', firstName: 'Olivia', lastName: 'Owner' },
    message: `Announcement ${from + index}`,
    createdAt: '2026-11-25T12:00:00.000Z',
  }));

const ids = (store: NewsFeedStore) => store.items.map((item) => item.id);

function setUp(count = REWARDS_PAGE_SIZE + 5) {
  const api = new FakeRewardsApi();
  api.news = announcements(count);
  return { api, store: new NewsFeedStore(api) };
}

describe('NewsFeedStore', () => {
  it('is idle until asked, loading while the first page is read, then ready with it', async () => {
    const { api, store } = setUp();
    expect(store.status).toBe('idle');
    const loading = store.load();
    expect(store.status).toBe('loading');
    await loading;
    expect(store.status).toBe('ready');
    expect(ids(store)).toEqual(announcements(REWARDS_PAGE_SIZE).map((item) => item.id));
    expect(store.total).toBe(REWARDS_PAGE_SIZE + 5);
    expect(store.hasMore).toBe(true);
    expect(api.calls).toEqual([`newsFeed:0:${REWARDS_PAGE_SIZE}`]);
  });

  it('appends the next page from the count shown, and has no more after the last', async () => {
    const { api, store } = setUp();
    await store.load();
    await store.loadMore();
    expect(api.calls.at(-1)).toBe(`newsFeed:${REWARDS_PAGE_SIZE}:${REWARDS_PAGE_SIZE}`);
    expect(ids(store)).toEqual(announcements(REWARDS_PAGE_SIZE + 5).map((item) => item.id));
    expect(store.hasMore).toBe(false);
    expect(store.loadingMore).toBe(false);
    // Nothing more to read: no call.
    await store.loadMore();
    expect(api.calls).toHaveLength(2);
  });

  it('a failed first read fails the feed; loading again recovers', async () => {
    const { api, store } = setUp();
    api.failing = { status: 503, code: 'GATEWAY.UNAVAILABLE' };
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.items).toEqual([]);
    api.failing = undefined;
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.items).toHaveLength(REWARDS_PAGE_SIZE);
  });

  it('a failed next page keeps the items shown and says so; a retry appends it', async () => {
    const { api, store } = setUp();
    await store.load();
    api.failing = { status: 503, code: 'GATEWAY.UNAVAILABLE' };
    await store.loadMore();
    expect(store.moreFailed).toBe(true);
    expect(store.loadingMore).toBe(false);
    expect(store.status).toBe('ready');
    expect(store.items).toHaveLength(REWARDS_PAGE_SIZE);
    api.failing = undefined;
    await store.loadMore();
    expect(store.moreFailed).toBe(false);
    expect(store.items).toHaveLength(REWARDS_PAGE_SIZE + 5);
  });

  it('a refresh reads as many items as are shown in place, and nothing before the first load', async () => {
    const { api, store } = setUp();
    await store.refresh();
    expect(api.calls).toEqual([]);
    await store.load();
    await store.loadMore();
    // A new announcement comes first.
    api.news = [...announcements(1, 100), ...api.news];
    const refreshing = store.refresh();
    expect(store.status).toBe('ready');
    expect(store.items).toHaveLength(REWARDS_PAGE_SIZE + 5);
    await refreshing;
    expect(api.calls.at(-1)).toBe(`newsFeed:0:${REWARDS_PAGE_SIZE + 5}`);
    expect(ids(store)[0]).toBe(100);
    expect(store.total).toBe(REWARDS_PAGE_SIZE + 6);
    // A failed refresh keeps what is shown.
    api.failing = { status: 503, code: 'GATEWAY.UNAVAILABLE' };
    await store.refresh();
    expect(store.status).toBe('ready');
    expect(ids(store)[0]).toBe(100);
  });
});
