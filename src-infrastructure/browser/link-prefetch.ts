/** Spec 001 §9: prefetch after hovering or focusing a link for 100 ms, or when half of it is in view. */
export const PREFETCH_HOVER_DELAY_MS = 100;
export const PREFETCH_VIEW_THRESHOLD = 0.5;

/**
 * Prefetches same-origin link targets: `prefetch(pathname)` runs once per path, after a pointer
 * or focus rests on a link for 100 ms, or when a link is at least half visible. Links added later
 * are observed too. Returns the function that stops it all.
 */
export function installLinkPrefetch(
  prefetch: (pathname: string) => void,
  root: Document = document,
): () => void {
  const done = new Set<string>();
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();

  const target = (element: Element | null): URL | undefined => {
    const link = element?.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) {
      return undefined;
    }
    const url = new URL(link.href, root.baseURI);
    return url.origin === root.location.origin ? url : undefined;
  };
  const run = (url: URL | undefined) => {
    if (!url || done.has(url.pathname)) return;
    done.add(url.pathname);
    prefetch(url.pathname);
  };

  const arm = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link || timers.has(link)) return;
    timers.set(
      link,
      setTimeout(() => {
        timers.delete(link);
        run(target(link));
      }, PREFETCH_HOVER_DELAY_MS),
    );
  };
  const disarm = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const timer = link ? timers.get(link) : undefined;
    if (!link || timer === undefined) return;
    clearTimeout(timer);
    timers.delete(link);
  };
  root.addEventListener('pointerover', arm);
  root.addEventListener('focusin', arm);
  root.addEventListener('pointerout', disarm);
  root.addEventListener('focusout', disarm);

  let visibility: IntersectionObserver | undefined;
  let additions: MutationObserver | undefined;
  if (typeof IntersectionObserver !== 'undefined') {
    visibility = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          visibility?.unobserve(entry.target);
          run(target(entry.target));
        }
      },
      { threshold: PREFETCH_VIEW_THRESHOLD },
    );
    const observeLinks = (node: ParentNode) =>
      node.querySelectorAll('a[href]').forEach((link) => visibility?.observe(link));
    observeLinks(root);
    additions = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLAnchorElement) visibility?.observe(node);
          else if (node instanceof Element) observeLinks(node);
        });
      }
    });
    additions.observe(root.body, { childList: true, subtree: true });
  }

  return () => {
    root.removeEventListener('pointerover', arm);
    root.removeEventListener('focusin', arm);
    root.removeEventListener('pointerout', disarm);
    root.removeEventListener('focusout', disarm);
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    visibility?.disconnect();
    additions?.disconnect();
  };
}
