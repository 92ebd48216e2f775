import {
  GeolocationError,
  type GeolocationErrorCode,
  type GeolocationPort,
} from '../../src-domain/location/geolocation.port';
import type { Coordinates } from '../../src-domain/location/user-location.model';

/** GeolocationPort that answers `position`, or rejects with `failure` when set; counts requests. */
export class FakeGeolocation implements GeolocationPort {
  position: Coordinates = { latitude: 48.8566, longitude: 2.3522 };
  failure: GeolocationErrorCode | undefined = undefined;
  requests = 0;

  async currentPosition(): Promise<Coordinates> {
    this.requests += 1;
    if (this.failure) throw new GeolocationError(this.failure);
    return this.position;
  }
}
