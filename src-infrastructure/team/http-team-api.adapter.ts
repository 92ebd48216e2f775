import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { TeamApiPort, TeamLocation } from '../../src-domain/team/team-api.port';

/** GET /v1/brands/{id}/users/locations (wire). */
interface LocationsWire {
  readonly brand_id: number;
  readonly locations: readonly { readonly id: number; readonly name: string; readonly users: number }[];
}

/** TeamApiPort over the core gateway; the only place that knows these paths. */
@injectable()
export class HttpTeamApi implements TeamApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async locations(brandId: number): Promise<readonly TeamLocation[]> {
    const wire = await this.gateway.request<LocationsWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/users/locations`,
    });
    return wire.locations.map((location) => ({
      id: location.id,
      name: location.name,
      members: location.users,
    }));
  }
}
