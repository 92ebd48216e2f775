import {
  installLinkPrefetch,
  PREFETCH_TYPING_QUIET_MS,
  PREFETCH_VIEW_IDLE_TIMEOUT_MS,
  PREFETCH_VIEW_THRESHOLD,
} from '../../../src-infrastructure/browser/link-prefetch';

describe('installLinkPrefetch', () => {
  let observed: Element[];
  let callback: IntersectionObserverCallback;
  let options: IntersectionObserverInit | undefined;

  beforeEach(() => {
    jest.useFakeTimers();
    observed = [];
    document.body.innerHTML =
      '<a id="login" href="/user/login">Login</a><a id="away" href="https://elsewhere.example/x">Away</a>';
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        callback = cb;
        options = init;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('prefetches a same-origin link after 100 ms of hover, once', () => {
    const prefetch = jest.fn();
    const stop = installLinkPrefetch(prefetch);
    const link = document.getElementById('login')!;
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    jest.advanceTimersByTime(99);
    expect(prefetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(prefetch).toHaveBeenCalledWith('/user/login');
    link.dispatchEvent(new Event('focusin', { bubbles: true }));
    jest.advanceTimersByTime(100);
    expect(prefetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing when the pointer leaves within 100 ms, or for other origins', () => {
    const prefetch = jest.fn();
    const stop = installLinkPrefetch(prefetch);
    const link = document.getElementById('login')!;
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    jest.advanceTimersByTime(50);
    link.dispatchEvent(new Event('pointerout', { bubbles: true }));
    document.getElementById('away')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    jest.advanceTimersByTime(200);
    expect(prefetch).not.toHaveBeenCalled();
    stop();
  });

  it('prefetches links that come half into view, at the next idle moment', () => {
    const idle: { task: () => void; timeout: number | undefined }[] = [];
    const globals = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
    globals.requestIdleCallback = (task: () => void, options?: IdleRequestOptions) =>
      idle.push({ task, timeout: options?.timeout });
    globals.cancelIdleCallback = () => undefined;
    const prefetch = jest.fn();
    const stop = installLinkPrefetch(prefetch);
    expect(options?.threshold).toBe(PREFETCH_VIEW_THRESHOLD);
    expect(observed.map((element) => element.id)).toEqual(['login', 'away']);
    callback(
      [
        {
          isIntersecting: true,
          target: document.getElementById('login')!,
        } as unknown as IntersectionObserverEntry,
      ],
      {} as IntersectionObserver,
    );
    // Seen, but the page is still busy: nothing is fetched until it is idle (or the wait ends).
    expect(prefetch).not.toHaveBeenCalled();
    expect(idle.map((wait) => wait.timeout)).toEqual([PREFETCH_VIEW_IDLE_TIMEOUT_MS]);
    idle[0]!.task();
    expect(prefetch).toHaveBeenCalledWith('/user/login');
    stop();
    delete globals.requestIdleCallback;
    delete globals.cancelIdleCallback;
  });

  it('holds a link in view back while keys come, until none for PREFETCH_TYPING_QUIET_MS', () => {
    const idle: (() => void)[] = [];
    const globals = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
    globals.requestIdleCallback = (task: () => void) => idle.push(task);
    globals.cancelIdleCallback = () => undefined;
    const prefetch = jest.fn();
    const stop = installLinkPrefetch(prefetch);
    const key = () => document.dispatchEvent(new Event('keydown', { bubbles: true }));
    key();
    callback(
      [
        {
          isIntersecting: true,
          target: document.getElementById('login')!,
        } as unknown as IntersectionObserverEntry,
      ],
      {} as IntersectionObserver,
    );
    // Idle, but a key came just now: the chunk would be evaluated among the keys.
    idle.shift()!();
    expect(prefetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(PREFETCH_TYPING_QUIET_MS / 2);
    key();
    jest.advanceTimersByTime(PREFETCH_TYPING_QUIET_MS / 2);
    // The wait ended on the first key's quiet; the second key restarts it.
    idle.shift()!();
    expect(prefetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(PREFETCH_TYPING_QUIET_MS / 2);
    idle.shift()!();
    expect(prefetch).toHaveBeenCalledWith('/user/login');
    stop();
    delete globals.requestIdleCallback;
    delete globals.cancelIdleCallback;
  });

  it('on a guest page, watches links in view only from the first input; hover prefetches before it', () => {
    const prefetch = jest.fn();
    const stop = installLinkPrefetch(prefetch, document, 'after-first-input');
    // Nothing observed while the visitor has not touched the page (issue #20).
    expect(observed).toEqual([]);
    document.getElementById('login')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    jest.advanceTimersByTime(100);
    expect(prefetch).toHaveBeenCalledWith('/user/login');
    // A pointer moving over the page is not an input; a key press is, once.
    document.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(observed).toEqual([]);
    document.dispatchEvent(new Event('keydown', { bubbles: true }));
    document.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(observed.map((element) => element.id)).toEqual(['login', 'away']);
    stop();
  });

  it('stops waiting for the first input when stopped', () => {
    const stop = installLinkPrefetch(jest.fn(), document, 'after-first-input');
    stop();
    document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(observed).toEqual([]);
  });
});
