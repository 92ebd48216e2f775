/** Spec 001 §9: prefetch after hovering or focusing a link for 100 ms, or when half of it is in view. */
export const PREFETCH_HOVER_DELAY_MS = 100;
export const PREFETCH_VIEW_THRESHOLD = 0.5;
/**
 * A link seen in view is prefetched at the browser's next idle moment, at most this long after
 * (ms): speculative downloads never compete with the reads and chunks of the screen being shown
 * (issue #20, the way in). A hover or focus, which says what the user is about to do, does not wait.
 */
export const PREFETCH_VIEW_IDLE_TIMEOUT_MS = 3000;
/**
 * A link seen in view is prefetched only once no key has been pressed for this long (ms): the chunk
 * it fetches is evaluated on the main thread when it arrives, and would land among the keys of a
 * person typing (issue #30, the brand switcher's keys). Hover and focus do not wait.
 */
export const PREFETCH_TYPING_QUIET_MS = 1000;

import { afterFirstInput } from './first-input';
import { trackTyping, whenIdleAfterTyping } from './typing-quiet';

/**
 * When links in view start being prefetched: `at-once`, or `after-first-input` — a guest page
 * (login, sign-up) fetches only what it shows until the visitor does something, so its
 * speculative downloads wait for the first press, key, touch or wheel (issue #20). Hover and
 * focus, which say what the user is about to do, prefetch either way.
 */
export type ViewportPrefetch = 'at-once' | 'after-first-input';

/**
 * Prefetches same-origin link targets: `prefetch(pathname)` runs once per path, after a pointer
 * or focus rests on a link for 100 ms, or at the next idle moment once a link is at least half
 * visible (from the start, or from the first input: `viewport`) and no key has been pressed for
 * PREFETCH_TYPING_QUIET_MS. Links added later are observed
 * too. Returns the function that stops it all.
 */
export function installLinkPrefetch(
  prefetch: (pathname: string) => void,
  root: Document = document,
  viewport: ViewportPrefetch = 'at-once',
): () => void {
  const done = new Set<string>();
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const idleWaits = new Set<() => void>();

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
  const typing = trackTyping(root);

  let visibility: IntersectionObserver | undefined;
  let additions: MutationObserver | undefined;
  const observeViewport = () => {
    if (typeof IntersectionObserver === 'undefined') return;
    visibility = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          visibility?.unobserve(entry.target);
          const url = target(entry.target);
          if (!url) continue;
          const cancel = whenIdleAfterTyping(
            () => {
              idleWaits.delete(cancel);
              run(url);
            },
            typing.lastKeyAt,
            PREFETCH_TYPING_QUIET_MS,
            PREFETCH_VIEW_IDLE_TIMEOUT_MS,
          );
          idleWaits.add(cancel);
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
  };
  let stopWaiting: (() => void) | undefined;
  if (viewport === 'at-once') observeViewport();
  else stopWaiting = afterFirstInput(observeViewport, root);

  return () => {
    stopWaiting?.();
    root.removeEventListener('pointerover', arm);
    root.removeEventListener('focusin', arm);
    root.removeEventListener('pointerout', disarm);
    root.removeEventListener('focusout', disarm);
    typing.stop();
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    idleWaits.forEach((cancel) => cancel());
    idleWaits.clear();
    visibility?.disconnect();
    additions?.disconnect();
  };
}
