import { createElement, use, type ComponentType } from 'react';
import { retryableOnce } from '../../src-domain/shared/retryable-once';
import type { ServiceResolver } from '../injection/injection-context';

/**
 * A screen module: the screen, and optionally `prepare`, which starts what the screen will read
 * before the router renders it (called with the container once the signed-in areas are bound),
 * and `prepareOnStoredSession`, which a hard load of a signed-in screen calls at boot, alongside
 * the session bootstrap (the reads go with the stored session's token; a screen that has it
 * must cope with their failure when the stored session turns out refused), and
 * `prepareFirstRender`, which puts in the screen's stores what its first render shows for `url`
 * (path and query) — the reads it would make as it mounts — before the server renders the page
 * and before the browser hydrates it, so both render the final content (issue #30); it must not
 * reject.
 */
type ScreenModule<P> = {
  default: ComponentType<P>;
  prepare?: (services: ServiceResolver) => void;
  prepareOnStoredSession?: (services: ServiceResolver) => void;
  prepareFirstRender?: (services: ServiceResolver, url: string) => Promise<void>;
};

/**
 * A screen loaded on demand that can also be loaded ahead (`preload`) before render or hydration,
 * and prepared ahead (`prepare`: loads it, then runs the module's `prepare` if it has one; never
 * rejects).
 */
export type LazyScreen<P = object> = ComponentType<P> & {
  preload(): Promise<ScreenModule<P>>;
  prepare(services: ServiceResolver): Promise<void>;
  /** Loads it, then runs the module's `prepareOnStoredSession` if it has one; never rejects. */
  prepareOnStoredSession(services: ServiceResolver): Promise<void>;
  /**
   * Loads it, then awaits the module's `prepareFirstRender` for `url` (path and query) if it has
   * one; rejects only when the screen's chunk cannot load.
   */
  prepareFirstRender(services: ServiceResolver, url: string): Promise<void>;
};

/**
 * Wraps `import()` of a screen module. Unlike React.lazy, a screen that was preloaded renders
 * synchronously, so the server can render it to a string and the client can hydrate it with
 * no suspended boundary. Before it is loaded it suspends (needs a Suspense boundary above).
 * A failed load rejects `preload` and lets the nearest error boundary show the failure.
 */
export function lazyScreen<P extends object>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let loaded: ScreenModule<P> | undefined;
  const preload = retryableOnce(() => load().then((module) => (loaded = module)));
  function Screen(props: P) {
    const module = loaded ?? use(preload());
    return createElement(module.default, props);
  }
  const prepare = (services: ServiceResolver) =>
    preload().then(
      (module) => module.prepare?.(services),
      () => undefined,
    );
  const prepareOnStoredSession = (services: ServiceResolver) =>
    preload().then(
      (module) => module.prepareOnStoredSession?.(services),
      () => undefined,
    );
  const prepareFirstRender = async (services: ServiceResolver, url: string) =>
    (await preload()).prepareFirstRender?.(services, url);
  return Object.assign(Screen, { preload, prepare, prepareOnStoredSession, prepareFirstRender });
}
