import { useEffect } from 'react';
import { UNREAD_POLL_MS, type MessagingCountsStore } from './messaging-counts.store';

/**
 * Keeps an unread count fresh while the component is shown: reads it now and every
 * UNREAD_POLL_MS, for the employer's `brandId` or, without one, the candidate. `enabled` false
 * reads nothing.
 */
export function useUnreadPolling(
  counts: MessagingCountsStore,
  side: 'employer' | 'candidate',
  brandId: number | undefined,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled || (side === 'employer' && brandId === undefined)) return undefined;
    const refresh = () =>
      void (side === 'employer' && brandId !== undefined
        ? counts.refreshEmployer(brandId)
        : counts.refreshCandidate());
    refresh();
    const timer = setInterval(refresh, UNREAD_POLL_MS);
    return () => clearInterval(timer);
  }, [counts, side, brandId, enabled]);
}
