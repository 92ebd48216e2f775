import { useSyncExternalStore } from 'react';

/**
 * Below this width the side navigation is a drawer and the header keeps only icon buttons; the
 * CSS of the layout uses the same width (app-layout.css, `max-width: 59.99rem`).
 */
export const NARROW_SCREEN_QUERY = '(max-width: 59.99rem)';

/** The breakpoint's media query list; undefined where the browser has no matchMedia (server, jsdom). */
function narrowQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN_QUERY) : undefined;
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
