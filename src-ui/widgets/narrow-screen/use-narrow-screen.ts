import { useSyncExternalStore } from 'react';

/**
 * Below this width the side navigation is a drawer and the header keeps only icon buttons; the
 * CSS of the layout uses the same width (app-layout.css, `max-width: 59.99rem`).
 */
export const NARROW_SCREEN_QUERY = '(max-width: 59.99rem)';

/** The matchMedia that made `cachedQuery` (a test may put in another). */
let cachedFor: typeof window.matchMedia | undefined;
let cachedQuery: MediaQueryList | undefined;

/**
 * The breakpoint's media query list, made once per matchMedia (every render reads it: a new list
 * each time cost a style query per render); undefined where the browser has no matchMedia
 * (server, jsdom).
 */
function narrowQuery(): MediaQueryList | undefined {
  if (typeof window.matchMedia !== 'function') return undefined;
  if (cachedFor !== window.matchMedia) {
    cachedFor = window.matchMedia;
    cachedQuery = window.matchMedia(NARROW_SCREEN_QUERY);
  }
  return cachedQuery;
}

function subscribe(onChange: () => void): () => void {
  const query = narrowQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the viewport is narrower than the layout's breakpoint; false without matchMedia or a window. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => narrowQuery()?.matches ?? false,
    () => false,
  );
}
