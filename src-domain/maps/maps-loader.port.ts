import type { Unsubscribe } from '../connectivity/connectivity.port';
import { token } from '../shared/token';

/** Loading states of the maps service (spec 001 §4). */
export type MapsLoadState = 'not-loaded' | 'loading' | 'loaded' | 'failed' | 'auth-failure';

/** The maps provider's script, loaded once per page, as a map component observes it. */
export interface MapsLoaderPort {
  /** The state now; never throws. */
  state(): MapsLoadState;
  /** Calls `listener` on every state change; returns the unsubscribe function. */
  onStateChange(listener: (state: MapsLoadState) => void): Unsubscribe;
  /**
   * Starts loading (once; later calls share it). Resolves when loaded; rejects with
   * Error('The Google Maps JavaScript API could not load.') on failure, state 'failed'.
   * An API-key rejection reported later by the provider turns the state to 'auth-failure'.
   */
  load(): Promise<void>;
}
export const MapsLoaderPort = token<MapsLoaderPort>('domain.maps-loader');
