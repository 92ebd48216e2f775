import { useEffect, useRef } from 'react';
import { POSTING_FOLLOW_POLL_MS } from '../../src-domain/job-ads/job-ad-posting.rules';
import { PageVisibilityPort } from '../../src-domain/live/page-visibility.port';
import { useInjection } from '../injection/use-injection';

/**
 * While `pending` (a provider posting waits for its job, postingAwaitsProvider) and the page is
 * visible, calls `read` every POSTING_FOLLOW_POLL_MS, the next one only once the last has
 * settled; none while the page is hidden, one at once when it is shown again. No live event
 * tells of a posting job's result (issue #38), so the editor follows it this way until it
 * settles. The latest `read` is called.
 */
export function usePostingFollow(pending: boolean, read: () => Promise<void>): void {
  const visibility = useInjection(PageVisibilityPort);
  const latest = useRef(read);
  useEffect(() => {
    latest.current = read;
  });
  useEffect(() => {
    if (!pending) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      clearTimeout(timer);
      if (!stopped && visibility.isVisible()) timer = setTimeout(readNow, POSTING_FOLLOW_POLL_MS);
    };
    const readNow = () => void latest.current().finally(wait);
    wait();
    const detach = visibility.onVisibilityChange((visible) => {
      clearTimeout(timer);
      if (visible) readNow();
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      detach();
    };
  }, [pending, visibility]);
}
