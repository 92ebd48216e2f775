import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type {
  BrandMembership,
  TeamApiPort,
  TeamLocation,
  TeamMember,
  TeamPage,
} from '../../src-domain/team/team-api.port';

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

/** GET /v3/brands/{id}/users with view BASIC (wire). */
interface UsersV3Wire {
  readonly brand_id: number;
  readonly total: number;
  readonly users: readonly {
    readonly id: string;
    readonly first_name: string;
    readonly last_name: string;
    readonly profile_image: { readonly uuid: string; readonly path: string } | null;
  }[];
}

/** GET /v1/brands/{id}/users (wire). */
interface BrandUsersWire {
  readonly brand_id: number;
  readonly users: readonly {
    readonly id: string;
    readonly first_name: string;
    readonly last_name: string;
    readonly email: string;
    readonly role: string;
    readonly brand: { readonly id: number; readonly name: string };
  }[];
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

  async teamPage(
    brandId: number,
    page: { readonly offset: number; readonly limit: number },
  ): Promise<TeamPage> {
    const wire = await this.gateway.request<UsersV3Wire>({
      method: 'GET',
      path: `/v3/brands/${brandId}/users`,
      query: { view: 'BASIC', offset: page.offset, limit: page.limit },
    });
    return {
      total: wire.total,
      members: wire.users.map((user) => ({
        id: user.id,
        firstName: user.first_name,
        lastName: user.last_name,
        photoPath: user.profile_image?.path,
      })),
    };
  }

  async memberships(brandId: number, includeChildren: boolean): Promise<readonly BrandMembership[]> {
    const wire = await this.gateway.request<BrandUsersWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/users`,
      query: { include_children: includeChildren },
    });
    return wire.users.map((user) => ({
      userId: user.id,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      role: user.role,
      brandId: user.brand.id,
      brandName: user.brand.name,
    }));
  }
}
