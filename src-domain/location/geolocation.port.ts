import { DomainError } from '../shared/domain-error';
import { token } from '../shared/token';
import type { Coordinates } from './user-location.model';

/** Why the device gave no position: the user or browser refused, no fix, or no such service. */
export type GeolocationErrorCode =
  'GEOLOCATION.DENIED' | 'GEOLOCATION.UNAVAILABLE' | 'GEOLOCATION.UNSUPPORTED';

export class GeolocationError extends DomainError<GeolocationErrorCode> {
  constructor(code: GeolocationErrorCode, message: string = code) {
    super(code, message);
    this.name = 'GeolocationError';
  }
}

/** The device's position, asked for only when the user chose to share it. */
export interface GeolocationPort {
  /** One position fix; rejects with a `GeolocationError` (a time-out counts as unavailable). */
  currentPosition(): Promise<Coordinates>;
}
export const GeolocationPort = token<GeolocationPort>('domain.geolocation');
