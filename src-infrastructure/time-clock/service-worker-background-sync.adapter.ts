import { inject, injectable } from 'inversify';
import { IdentityPort } from '../../src-domain/identity/identity.port';
import type { BackgroundSyncPort } from '../../src-domain/time-clock/background-sync.port';
import { ClockPort } from '../../src-domain/time/clock.port';
import { IndexedDbPunchQueue } from './indexeddb-punch-queue.adapter';
import { PUNCH_SYNC_TAG } from './service-worker-punch-sender';

/** The part of a service worker registration Background Sync adds (not in TypeScript's DOM lib). */
interface SyncRegistration {
  readonly sync?: { register(tag: string): Promise<void> };
}

/**
 * BackgroundSyncPort over the Background Sync API: saves who sends (the user and the app's
 * current access token) beside the queue, then registers the `time-clock-punches` tag with the
 * service worker, which sends the queue when the network returns (src/sw.ts). Does nothing where
 * the browser has no service worker or no SyncManager, or nobody is signed in; never rejects.
 */
@injectable()
export class ServiceWorkerBackgroundSync implements BackgroundSyncPort {
  constructor(
    @inject(IndexedDbPunchQueue) private readonly queue: IndexedDbPunchQueue,
    @inject(IdentityPort) private readonly identity: IdentityPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  async request(userId: string): Promise<void> {
    try {
      if (typeof navigator === 'undefined' || !navigator.serviceWorker || typeof SyncManager === 'undefined')
        return;
      const tokens = this.identity.currentTokens();
      if (!tokens) return;
      await this.queue.saveSender({ userId, accessToken: tokens.accessToken, savedAt: this.clock.now() });
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration &
        SyncRegistration;
      await registration.sync?.register(PUNCH_SYNC_TAG);
    } catch {
      // Background Sync is a convenience: the app still sends the queue when it is open.
    }
  }
}

declare const SyncManager: unknown;
