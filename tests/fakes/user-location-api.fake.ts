import type { UserLocationApiPort } from '../../src-domain/location/user-location-api.port';
import type { Coordinates, UserLocation } from '../../src-domain/location/user-location.model';
import { USER_LOCATION_KEPT_MS } from '../../src-domain/location/user-location.rules';
import { apiFailure } from './api-failure';

/**
 * In-memory UserLocationApiPort: the user's shared location (with `consent` only, as the server
 * insists), else `fallback` (the workplace's). `failNext` makes the next call of that name reject
 * with the server code given.
 */
export class FakeUserLocationApi implements UserLocationApiPort {
  shared: { coordinates: Coordinates; sharedAtMs: number } | undefined = undefined;
  fallback: UserLocation = { source: 'brand', coordinates: { latitude: 45.52, longitude: -122.68 } };
  readonly calls: string[] = [];
  failNext: Partial<Record<keyof UserLocationApiPort, { status: number; code: string }>> = {};

  constructor(private readonly now: () => number = () => Date.UTC(2025, 0, 15, 12, 0, 0)) {}

  private fail(name: keyof UserLocationApiPort): void {
    this.calls.push(name);
    const failure = this.failNext[name];
    if (failure) {
      delete this.failNext[name];
      throw apiFailure(failure.status, failure.code);
    }
  }

  private answer(): UserLocation {
    if (!this.shared) return this.fallback;
    return {
      source: 'user',
      coordinates: this.shared.coordinates,
      sharedAt: new Date(this.shared.sharedAtMs).toISOString(),
      expiresAt: new Date(this.shared.sharedAtMs + USER_LOCATION_KEPT_MS).toISOString(),
    };
  }

  async current(): Promise<UserLocation> {
    this.fail('current');
    return this.answer();
  }

  async share(coordinates: Coordinates, consent: boolean): Promise<UserLocation> {
    this.fail('share');
    if (!consent) throw apiFailure(400, 'LOCATION.CONSENT_REQUIRED');
    this.shared = { coordinates, sharedAtMs: this.now() };
    return this.answer();
  }

  async forget(): Promise<UserLocation> {
    this.fail('forget');
    this.shared = undefined;
    return this.answer();
  }
}
