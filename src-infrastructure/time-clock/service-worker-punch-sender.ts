import type { PunchQueuePort } from '../../src-domain/time-clock/punch-queue.port';
import type { PunchSender } from './punch-queue.database';
import { punchBody, punchOutcome } from './punch-wire';

/** The tag the page registers and the service worker's `sync` event carries. */
export const PUNCH_SYNC_TAG = 'time-clock-punches';

/** Where the service worker reads the queue and its senders (PunchQueueDatabase). */
export interface PunchSenderStorage extends Pick<PunchQueuePort, 'list' | 'put' | 'remove'> {
  senders(): Promise<PunchSender[]>;
  forgetSender(userId: string): Promise<void>;
}

/**
 * Sends each sender's pending punches as the app's sync does (device-time order, one at a time,
 * each with its Idempotency-Key; accepted ones leave the queue, refused ones stay with their
 * code; the first unsent one ends that user's round), to `coreBase` + /v1/time-clock/punches.
 * A sender whose queue is empty is forgotten. Resolves true when nothing waits any more; false
 * when something is left unsent (the browser tries the sync again later, and the app sends it
 * when it opens). Rejects only when the device's storage fails.
 */
export async function sendQueuedPunches(
  storage: PunchSenderStorage,
  send: typeof fetch,
  coreBase: string,
): Promise<boolean> {
  let done = true;
  for (const sender of await storage.senders()) {
    let unsent = false;
    for (const punch of await storage.list(sender.userId)) {
      if (punch.status !== 'PENDING') continue;
      let status = 0;
      let code: string | undefined;
      try {
        const response = await send(`${coreBase}/v1/time-clock/punches`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${sender.accessToken}`,
            'content-type': 'application/json',
            'idempotency-key': punch.key,
          },
          body: JSON.stringify(punchBody(punch)),
        });
        status = response.status;
        if (!response.ok) {
          code = ((await response.json().catch(() => undefined)) as { error?: { code?: string } } | undefined)
            ?.error?.code;
        }
      } catch {
        status = 0;
      }
      const outcome = punchOutcome(status, code);
      if (outcome.kind === 'UNSENT') {
        unsent = true;
        break;
      }
      if (outcome.kind === 'ACCEPTED') await storage.remove(punch.key);
      else await storage.put({ ...punch, status: 'REFUSED', refusal: outcome.code });
    }
    if (unsent) done = false;
    else await storage.forgetSender(sender.userId);
  }
  return done;
}
