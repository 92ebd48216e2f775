import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import type { MapsLoaderPort, MapsLoadState } from '../../src-domain/maps/maps-loader.port';

/** MapsLoaderPort the test drives: `load()` waits for `settle(state)`; `set(state)` notifies at once. */
export class FakeMapsLoader implements MapsLoaderPort {
  loads = 0;
  private current: MapsLoadState = 'not-loaded';
  private readonly listeners = new Set<(state: MapsLoadState) => void>();
  private finish: (() => void) | undefined;
  private fail: ((error: Error) => void) | undefined;

  state(): MapsLoadState {
    return this.current;
  }

  onStateChange(listener: (state: MapsLoadState) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  load(): Promise<void> {
    this.loads++;
    this.set('loading');
    return new Promise<void>((resolve, reject) => {
      this.finish = resolve;
      this.fail = reject;
    });
  }

  /** Ends the pending load: 'loaded' resolves it, 'failed' rejects it, 'auth-failure' only reports. */
  settle(state: 'loaded' | 'failed' | 'auth-failure'): void {
    this.set(state);
    if (state === 'loaded') this.finish?.();
    if (state === 'failed') this.fail?.(new Error('The Google Maps JavaScript API could not load.'));
  }

  set(state: MapsLoadState): void {
    this.current = state;
    this.listeners.forEach((listener) => listener(state));
  }
}
