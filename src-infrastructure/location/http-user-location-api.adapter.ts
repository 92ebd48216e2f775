import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import type { UserLocationApiPort } from '../../src-domain/location/user-location-api.port';
import type { Coordinates, UserLocation } from '../../src-domain/location/user-location.model';
import type { WireBody, WireData } from '../gateway/gateway-wire';

/** GET, PUT and DELETE /v1/user_lat_long answer the same shape. */
type UserLocationWire = WireData<'/v1/user_lat_long'>;

function fromWire(wire: UserLocationWire): UserLocation {
  if (wire.lat === null || wire.long === null) return { source: 'unknown' };
  const coordinates = { latitude: wire.lat, longitude: wire.long };
  if (wire.source === 'USER' && wire.shared_at && wire.expires_at) {
    return { source: 'user', coordinates, sharedAt: wire.shared_at, expiresAt: wire.expires_at };
  }
  return { source: 'brand', coordinates };
}

/**
 * UserLocationApiPort over the core gateway; the only place that knows this path. Writes carry a
 * fresh Idempotency-Key, so the transport may retry them without writing twice.
 */
@injectable()
export class HttpUserLocationApi implements UserLocationApiPort {
  constructor(
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(RandomTokenPort) private readonly random: RandomTokenPort,
  ) {}

  async current(): Promise<UserLocation> {
    return fromWire(
      await this.gateway.request<UserLocationWire>({ method: 'GET', path: '/v1/user_lat_long' }),
    );
  }

  async share(coordinates: Coordinates, consent: boolean): Promise<UserLocation> {
    const wire = await this.gateway.request<WireData<'/v1/user_lat_long', 'put'>>({
      method: 'PUT',
      path: '/v1/user_lat_long',
      body: {
        lat: coordinates.latitude,
        long: coordinates.longitude,
        consent,
      } satisfies WireBody<'/v1/user_lat_long', 'put'>,
      idempotencyKey: this.random.next(16),
    });
    return fromWire(wire);
  }

  async forget(): Promise<UserLocation> {
    const wire = await this.gateway.request<WireData<'/v1/user_lat_long', 'delete'>>({
      method: 'DELETE',
      path: '/v1/user_lat_long',
      idempotencyKey: this.random.next(16),
    });
    return fromWire(wire);
  }
}
