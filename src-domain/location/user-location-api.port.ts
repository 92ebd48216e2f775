import { token } from '../shared/token';
import type { Coordinates, UserLocation } from './user-location.model';

/**
 * The user's location on the server (spec 000 §7 GET /v1/user_lat_long; sharing and withdrawing
 * it are ours). Every method rejects with a `GatewayError` (`serverCode` e.g.
 * LOCATION.CONSENT_REQUIRED) when the call fails.
 */
export interface UserLocationApiPort {
  /** The user's shared location, else their entry brand's, else unknown. */
  current(): Promise<UserLocation>;
  /** Saves the user's own location; only called once they agreed (`consent` is sent as given). */
  share(coordinates: Coordinates, consent: boolean): Promise<UserLocation>;
  /** Forgets the user's own location (withdraws the consent); answers what is used instead. */
  forget(): Promise<UserLocation>;
}
export const UserLocationApiPort = token<UserLocationApiPort>('domain.user-location-api');
