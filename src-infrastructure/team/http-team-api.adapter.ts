import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type {
  BrandMembership,
  TeamApiPort,
  TeamLocation,
  TeamMember,
  TeamPage,
} from '../../src-domain/team/team-api.port';
import type { WireData, WireQuery } from '../gateway/gateway-wire';

type LocationsWire = WireData<'/v1/brands/{id}/users/locations'>;
type BasicInfoWire = WireData<'/v1/brands/{id}/users/{user}/basic_info'>;
type UsersV3Wire = WireData<'/v3/brands/{id}/users'>;
type UsersV3Query = WireQuery<'/v3/brands/{id}/users'>;
type BrandUsersWire = WireData<'/v1/brands/{id}/users'>;
type BrandUsersQuery = WireQuery<'/v1/brands/{id}/users'>;

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
      query: { view: 'BASIC', offset: page.offset, limit: page.limit } satisfies UsersV3Query,
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
      query: { include_children: includeChildren } satisfies BrandUsersQuery,
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
