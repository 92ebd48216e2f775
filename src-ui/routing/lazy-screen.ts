import { createElement, use, type ComponentType } from 'react';

type ScreenModule<P> = { default: ComponentType<P> };

/** A screen loaded on demand that can also be loaded ahead (`preload`) before render or hydration. */
export type LazyScreen<P = object> = ComponentType<P> & { preload(): Promise<ScreenModule<P>> };

/**
 * Wraps `import()` of a screen module. Unlike React.lazy, a screen that was preloaded renders
 * synchronously, so the server can render it to a string and the client can hydrate it with
 * no suspended boundary. Before it is loaded it suspends (needs a Suspense boundary above).
 * A failed load rejects `preload` and lets the nearest error boundary show the failure.
 */
export function lazyScreen<P extends object>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let loaded: ScreenModule<P> | undefined;
  let pending: Promise<ScreenModule<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  function Screen(props: P) {
    const module = loaded ?? use(preload());
    return createElement(module.default, props);
  }
  return Object.assign(Screen, { preload });
}
