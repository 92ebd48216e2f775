import { injectable } from 'inversify';
import { GeolocationError, type GeolocationPort } from '../../src-domain/location/geolocation.port';
import type { Coordinates } from '../../src-domain/location/user-location.model';

/** How long one fix may take, in milliseconds, and how old a cached fix may be. */
const TIMEOUT_MS = 15_000;
const MAXIMUM_AGE_MS = 5 * 60_000;

/**
 * GeolocationPort over the browser's Geolocation API: one fix, city-level accuracy (no high
 * accuracy: no GPS warm-up for a location kept a week). The browser asks the user for permission.
 */
@injectable()
export class BrowserGeolocation implements GeolocationPort {
  currentPosition(): Promise<Coordinates> {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) return Promise.reject(new GeolocationError('GEOLOCATION.UNSUPPORTED'));
    return new Promise((resolve, reject) => {
      geolocation.getCurrentPosition(
        (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        (error) =>
          reject(
            new GeolocationError(
              error.code === error.PERMISSION_DENIED ? 'GEOLOCATION.DENIED' : 'GEOLOCATION.UNAVAILABLE',
              error.message,
            ),
          ),
        { enableHighAccuracy: false, timeout: TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
      );
    });
  }
}
