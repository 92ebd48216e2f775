import { PAUSED_NOTICE_AFTER_MS, SAFETY_POLL_MS } from '../../../src-domain/live/live-views.rules';
import { LiveUpdatesStore } from '../../../src-ui/live/live-updates.store';
import { FakeLiveEvents } from '../../fakes/live-events.fake';
import { FakePageVisibility } from '../../fakes/page-visibility.fake';

const message = (applicationId: number) =>
  ({ kind: 'message.created', applicationId, messageId: 1, brandId: 3, sender: 'CANDIDATE' }) as const;

function setUp() {
  const live = new FakeLiveEvents();
  const visibility = new FakePageVisibility();
  const store = new LiveUpdatesStore(live, visibility);
  return { live, visibility, store };
}

describe('LiveUpdatesStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads a view again when an event changes it, and only that view', () => {
    const { live, store } = setUp();
    live.connect();
    const thread7 = jest.fn();
    const thread8 = jest.fn();
    const news = jest.fn();
    store.watch({ kind: 'thread', applicationId: 7 }, thread7);
    store.watch({ kind: 'thread', applicationId: 8 }, thread8);
    store.watch({ kind: 'news' }, news);
    live.push(message(7));
    expect(thread7).toHaveBeenCalledTimes(1);
    expect(thread8).not.toHaveBeenCalled();
    expect(news).not.toHaveBeenCalled();
  });

  it('opens the stream with the first watcher and closes it with the last; an unwatched view hears nothing', () => {
    const { live, store } = setUp();
    const refresh = jest.fn();
    expect(live.open).toBe(false);
    const stopA = store.watch({ kind: 'unread' }, refresh);
    const stopB = store.watch({ kind: 'unread' }, jest.fn());
    expect(live.open).toBe(true);
    stopA();
    stopA(); // twice is harmless
    expect(live.open).toBe(true);
    live.push(message(1));
    expect(refresh).not.toHaveBeenCalled();
    stopB();
    expect(live.open).toBe(false);
  });

  it('does not poll while the stream is live', () => {
    const { live, store } = setUp();
    live.connect();
    const refresh = jest.fn();
    store.watch({ kind: 'unread' }, refresh);
    jest.advanceTimersByTime(SAFETY_POLL_MS * 5);
    expect(refresh).not.toHaveBeenCalled();
    expect(store.status).toBe('live');
  });

  it('polls slowly while the stream is down, and stops when it comes back', () => {
    const { live, store } = setUp();
    live.connect();
    const refresh = jest.fn();
    store.watch({ kind: 'unread' }, refresh);
    live.disconnect();
    expect(store.status).toBe('down');
    jest.advanceTimersByTime(SAFETY_POLL_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    live.connect();
    jest.advanceTimersByTime(SAFETY_POLL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not poll in a hidden tab, and catches up at once when it is shown while down', () => {
    const { visibility, store } = setUp();
    const refresh = jest.fn();
    store.watch({ kind: 'applications' }, refresh);
    visibility.hide();
    jest.advanceTimersByTime(SAFETY_POLL_MS * 3);
    expect(refresh).not.toHaveBeenCalled();
    visibility.show();
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(SAFETY_POLL_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('stops polling when the last watcher leaves', () => {
    const { store } = setUp();
    const refresh = jest.fn();
    const stop = store.watch({ kind: 'unread' }, refresh);
    stop();
    jest.advanceTimersByTime(SAFETY_POLL_MS * 3);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a reload reads every view', () => {
    const { live, store } = setUp();
    const views = [jest.fn(), jest.fn(), jest.fn()];
    store.watch({ kind: 'risk' }, views[0]!);
    store.watch({ kind: 'thread', applicationId: 4 }, views[1]!);
    store.watch({ kind: 'news' }, views[2]!);
    live.push({ kind: 'reload', reason: 'TOO_FAR_BEHIND' });
    views.forEach((refresh) => expect(refresh).toHaveBeenCalledTimes(1));
  });
});

describe('LiveUpdatesStore: the "paused" notice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows when a stream that was live stays down for the notice delay, and goes when it is back', () => {
    const { live, store } = setUp();
    store.watch({ kind: 'unread' }, jest.fn());
    live.connect();
    live.disconnect();
    jest.advanceTimersByTime(PAUSED_NOTICE_AFTER_MS - 1);
    expect(store.paused).toBe(false);
    jest.advanceTimersByTime(1);
    expect(store.paused).toBe(true);
    live.connect();
    expect(store.paused).toBe(false);
  });

  it('does not show before the stream was ever live, nor for a short break', () => {
    const { live, store } = setUp();
    store.watch({ kind: 'unread' }, jest.fn());
    jest.advanceTimersByTime(PAUSED_NOTICE_AFTER_MS * 3);
    expect(store.paused).toBe(false);
    live.connect();
    live.disconnect();
    jest.advanceTimersByTime(PAUSED_NOTICE_AFTER_MS / 2);
    live.connect();
    jest.advanceTimersByTime(PAUSED_NOTICE_AFTER_MS * 2);
    expect(store.paused).toBe(false);
  });
});
