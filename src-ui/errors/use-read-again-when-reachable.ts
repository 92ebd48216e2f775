import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import { useInjection } from '../injection/use-injection';
import { ServerReachabilityStore } from './server-reachability.store';

/**
 * Calls `readAgain` when the server answers again (ServerReachabilityStore turns reachable) while
 * the caller's read has `failed` (issue #29: the page says within 5 s that the server cannot be
 * reached, keeps retrying in the background, and the screen recovers by itself; its own Retry
 * stays). The latest `failed` and `readAgain` are used.
 */
export function useReadAgainWhenReachable(failed: boolean, readAgain: () => void): void {
  const reachability = useInjection(ServerReachabilityStore);
  const latest = useRef({ failed, readAgain });
  useEffect(() => {
    latest.current = { failed, readAgain };
  });
  useEffect(() => {
    const stopReacting = reaction(
      () => reachability.reachable,
      (reachable, before) => {
        if (reachable && !before && latest.current.failed) latest.current.readAgain();
      },
    );
    const stopWatching = reachability.watch();
    return () => {
      stopWatching();
      stopReacting();
    };
  }, [reachability]);
}
