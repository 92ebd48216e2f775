import type { IndexedDbPunchQueue } from '../../../src-infrastructure/time-clock/indexeddb-punch-queue.adapter';
import type { PunchSender } from '../../../src-infrastructure/time-clock/punch-queue.database';
import { ServiceWorkerBackgroundSync } from '../../../src-infrastructure/time-clock/service-worker-background-sync.adapter';
import { PUNCH_SYNC_TAG } from '../../../src-infrastructure/time-clock/service-worker-punch-sender';
import { FakeClock } from '../../fakes/clock.fake';
import { FakeIdentity } from '../../fakes/identity.fake';

/** The senders the adapter saves beside the queue (the rest of IndexedDbPunchQueue is unused). */
function senderQueue() {
  const saved: PunchSender[] = [];
  const queue = { saveSender: async (sender: PunchSender) => void saved.push(sender) };
  return { saved, queue: queue as unknown as IndexedDbPunchQueue };
}

/** Installs a service worker container whose registration has Background Sync (or not). */
function installServiceWorker(withSync: boolean): string[] {
  const tags: string[] = [];
  const registration = withSync ? { sync: { register: async (tag: string) => void tags.push(tag) } } : {};
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  if (withSync) Object.assign(globalThis, { SyncManager: class SyncManager {} });
  return tags;
}

describe('ServiceWorkerBackgroundSync (issue #33)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(globalThis, 'SyncManager');
  });

  it('saves who sends (the user and the current access token) and registers the punches tag', async () => {
    const tags = installServiceWorker(true);
    const { saved, queue } = senderQueue();
    const clock = new FakeClock();
    const sync = new ServiceWorkerBackgroundSync(queue, new FakeIdentity().signedInAs('crew'), clock);
    await sync.request('crew');
    expect(saved).toEqual([{ userId: 'crew', accessToken: 'access-crew', savedAt: clock.nowMs }]);
    expect(tags).toEqual([PUNCH_SYNC_TAG]);
  });

  it('does nothing where the browser has no Background Sync, or nobody is signed in; never rejects', async () => {
    installServiceWorker(false);
    const { saved, queue } = senderQueue();
    await expect(
      new ServiceWorkerBackgroundSync(queue, new FakeIdentity().signedInAs('crew'), new FakeClock()).request(
        'crew',
      ),
    ).resolves.toBeUndefined();
    const tags = installServiceWorker(true);
    await new ServiceWorkerBackgroundSync(queue, new FakeIdentity(), new FakeClock()).request('crew');
    expect(saved).toEqual([]);
    expect(tags).toEqual([]);
  });
});
