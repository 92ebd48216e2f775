import { useEffect } from 'react';
import { useLiveView } from '../live/use-live-view';
import type { MessagingCountsStore } from './messaging-counts.store';

/**
 * Keeps an unread count fresh while the component is shown (issue #32): reads it now, then again
 * whenever a live event changes it (a message written or read on any device), or on the safety
 * poll while the stream is down; for the employer's `brandId` or, without one, the candidate.
 * `enabled` false reads nothing.
 */
export function useUnreadPolling(
  counts: MessagingCountsStore,
  side: 'employer' | 'candidate',
  brandId: number | undefined,
  enabled: boolean,
): void {
  const active = enabled && (side === 'candidate' || brandId !== undefined);
  const refresh = () =>
    void (side === 'employer' && brandId !== undefined
      ? counts.refreshEmployer(brandId)
      : counts.refreshCandidate());
  useEffect(() => {
    if (active) refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads when what it reads changes
  }, [counts, side, brandId, active]);
  useLiveView(active ? { kind: 'unread' } : undefined, refresh);
}
