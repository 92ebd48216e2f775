import type { BackgroundSyncPort } from '../../src-domain/time-clock/background-sync.port';

/** BackgroundSyncPort that records the users it was asked for. */
export class FakeBackgroundSync implements BackgroundSyncPort {
  readonly requested: string[] = [];

  async request(userId: string): Promise<void> {
    this.requested.push(userId);
  }
}
