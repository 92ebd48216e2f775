import { token } from '../shared/token';

/**
 * Background Sync for the punch queue: asks the browser to wake the service worker when the
 * network returns, so `userId`'s queued punches are sent even with the app closed. Where the
 * browser has no Background Sync (or no service worker) it does nothing: the app sends them when
 * the network returns while it is open, or when it opens (the fallback). Never rejects.
 */
export interface BackgroundSyncPort {
  request(userId: string): Promise<void>;
}
export const BackgroundSyncPort = token<BackgroundSyncPort>('domain.background-sync');
