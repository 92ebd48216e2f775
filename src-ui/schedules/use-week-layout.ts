import { useSyncExternalStore } from 'react';

/** The width below which the week is a day-by-day list (schedules.css uses the same). */
const PHONE_QUERY = '(max-width: 700px)';

const query = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY)
    : undefined;

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Which of the week's two layouts to render: the grid or the phone's day list, by the viewport;
 * 'both' where there is no matchMedia (server rendering, jsdom), the CSS then showing one. A 400-
 * shift week renders each shift once instead of twice.
 */
export function useWeekLayout(): 'grid' | 'list' | 'both' {
  return useSyncExternalStore(
    subscribe,
    () => {
      const list = query();
      return list === undefined ? 'both' : list.matches ? 'list' : 'grid';
    },
    () => 'both',
  );
}
