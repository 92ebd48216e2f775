import { reaction } from 'mobx';
import { useEffect } from 'react';
import { ServerReachabilityStore } from '../errors/server-reachability.store';
import { useInjection } from '../injection/use-injection';
import { SessionStore } from '../session/session.store';

/**
 * On a signed-in screen (`enabled`): while the session check is unanswered (the server could not
 * be reached, and the check gave up), the check starts again as soon as the server can be reached,
 * so the screen opens by itself when the network returns instead of staying on its frame (issue
 * #29). Follows the server's reachability meanwhile. Call it from a component.
 */
export function useSessionRecheck(enabled: boolean): void {
  const session = useInjection(SessionStore);
  const reachability = useInjection(ServerReachabilityStore);
  useEffect(() => (enabled ? reachability.watch() : undefined), [enabled, reachability]);
  useEffect(() => {
    if (!enabled) return undefined;
    return reaction(
      () => reachability.reachable,
      (reachable) => {
        if (reachable && session.status === 'unknown' && !session.checking)
          session.restore().catch(() => undefined);
      },
    );
  }, [enabled, reachability, session]);
}
