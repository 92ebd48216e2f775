import { useEffect, useRef, type ReactNode } from 'react';
import { LoadingMore } from './LoadingMore';

interface InfiniteScrollProps {
  /** Asks for the next page; called when the end of the list comes into view. */
  readonly onLoadMore: () => void;
  /** False once every page is in: the end no longer triggers a load. */
  readonly hasMore: boolean;
  /** True while a page is loading: shows 'Loading more...' and does not ask again. */
  readonly loading: boolean;
  /** Accessible name of the scrolling region. */
  readonly label: string;
  /** Height of the scrolling region (CSS length); the region scrolls itself. */
  readonly maxBlockSize?: string;
  readonly children: ReactNode;
}

/**
 * A scrolling region that asks for more when its end comes into view (IntersectionObserver on a
 * sentinel after the content, 100 px ahead). The region is focusable, so the keyboard scrolls it.
 */
export function InfiniteScroll({
  onLoadMore,
  hasMore,
  loading,
  label,
  maxBlockSize = '20rem',
  children,
}: InfiniteScrollProps) {
  const regionRef = useRef<HTMLDivElement | null>(null);
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const latest = useRef({ onLoadMore, hasMore, loading });
  useEffect(() => {
    latest.current = { onLoadMore, hasMore, loading };
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { onLoadMore: load, hasMore: more, loading: busy } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) load();
      },
      { root: regionRef.current, rootMargin: '100px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
    // A new observer reports at once: after a page arrives, a sentinel still in view loads the next.
  }, [loading, hasMore]);

  return (
    <div
      ref={regionRef}
      className="infinite-scroll"
      role="region"
      aria-label={label}
      aria-busy={loading}
      // A scrolling region must be reachable by keyboard to be scrolled by it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      style={{ maxBlockSize }}
    >
      {children}
      {loading && <LoadingMore />}
      <div ref={sentinelRef} className="infinite-scroll__sentinel" data-testid="infinite-scroll-sentinel" />
    </div>
  );
}
