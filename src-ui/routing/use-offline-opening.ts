import { useState } from 'react';
import { ServerReachabilityStore } from '../errors/server-reachability.store';
import { useInjection } from '../injection/use-injection';
import { SessionStore } from '../session/session.store';

/**
 * Whether a signed-in screen that works with no network (`offline`, issue #33's time clock)
 * shows before its session check is answered: once the server cannot be reached (the gateway's
 * calls fail, or the check itself got no answer) while a session is stored, and from then on
 * until the check answers, so the screen is never taken down in between (the check starts again
 * when the server can be reached: `useSessionRecheck`). Always false for other screens. Call it
 * from an observer component.
 */
export function useOfflineOpening(offline: boolean): boolean {
  const session = useInjection(SessionStore);
  const reachability = useInjection(ServerReachabilityStore);
  const [opened, setOpened] = useState(false);
  const waiting = session.status === 'unknown' && session.username !== undefined;
  const open = offline && waiting && (opened || !reachability.reachable || session.unreachable);
  // Remembered from render to render (React's pattern for state derived from earlier renders).
  if (open && !opened) setOpened(true);
  return open;
}
