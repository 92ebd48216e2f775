import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { TeamApiPort, TeamLocation, TeamMember } from '../../src-domain/team/team-api.port';

/** GET /v1/brands/{id}/users/locations (wire). */
interface LocationsWire {
  readonly brand_id: number;
  readonly locations: readonly { readonly id: number; readonly name: string; readonly users: number }[];
}

/** GET /v1/brands/{id}/users/{id}/basic_info (wire). */
interface BasicInfoWire {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly profile_image: { readonly uuid: string; readonly path: string } | null;
  readonly memberships: readonly { readonly role: string; readonly brand: { id: number; name: string } }[];
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

  async basicInfo(brandId: number, userId: string): Promise<TeamMember> {
    const wire = await this.gateway.request<BasicInfoWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/users/${encodeURIComponent(userId)}/basic_info`,
    });
    return {
      id: wire.id,
      firstName: wire.first_name,
      lastName: wire.last_name,
      email: wire.email,
      photoPath: wire.profile_image?.path,
      memberships: wire.memberships.map((membership) => ({
        role: membership.role,
        brandId: membership.brand.id,
        brandName: membership.brand.name,
      })),
    };
  }
}
