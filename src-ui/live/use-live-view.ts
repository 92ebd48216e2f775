import { useEffect, useRef } from 'react';
import type { LiveView } from '../../src-domain/live/live-views.rules';
import { useInjection } from '../injection/use-injection';
import { LiveUpdatesStore } from './live-updates.store';

/**
 * While the component is shown and `view` is defined, calls `refresh` whenever the view may have
 * changed (a live event, or the safety poll while the stream is down; see LiveUpdatesStore).
 * The latest `refresh` is called; a new `view` (by value) re-subscribes.
 */
export function useLiveView(view: LiveView | undefined, refresh: () => void): void {
  const live = useInjection(LiveUpdatesStore);
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  const key = view === undefined ? undefined : JSON.stringify(view);
  useEffect(() => {
    if (key === undefined) return undefined;
    return live.watch(JSON.parse(key) as LiveView, () => latest.current());
  }, [live, key]);
}
