import { InAppNoticesStore } from '../../../src-ui/notifications/in-app-notices.store';
import { FakeLiveEvents } from '../../fakes/live-events.fake';

const message = (applicationId: number, notice?: true) =>
  ({
    kind: 'message.created',
    applicationId,
    messageId: applicationId * 10,
    brandId: 3,
    sender: 'EMPLOYER',
    ...(notice ? { notice } : {}),
  }) as const;

describe('InAppNoticesStore', () => {
  it('shows the events the server marked as notices while it listens, and holds the stream open meanwhile', () => {
    const live = new FakeLiveEvents();
    const store = new InAppNoticesStore(live);
    expect(live.open).toBe(false);
    const stop = store.listen();
    expect(live.open).toBe(true);
    live.push(message(7));
    expect(store.notices).toEqual([]);
    live.push(message(7, true));
    live.push(message(8, true));
    expect(store.notices.map((notice) => notice.path)).toEqual([
      '/dashboard/member/applications/7',
      '/dashboard/member/applications/8',
    ]);
    stop();
    expect(live.open).toBe(false);
    live.push(message(9, true));
    expect(store.notices).toHaveLength(2);
  });

  it('dismisses one notice, and clears them all', () => {
    const live = new FakeLiveEvents();
    const store = new InAppNoticesStore(live);
    store.listen();
    live.push(message(7, true));
    live.push(message(8, true));
    store.dismiss('MESSAGE:7');
    expect(store.notices.map((notice) => notice.applicationId)).toEqual([8]);
    store.dismiss('unknown');
    expect(store.notices).toHaveLength(1);
    store.clear();
    expect(store.notices).toEqual([]);
  });
});
