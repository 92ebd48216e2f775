import type {
  BrandMembership,
  TeamApiPort,
  TeamListMember,
  TeamLocation,
  TeamMember,
  TeamPage,
} from '../../src-domain/team/team-api.port';
import { apiFailure } from './api-failure';

/**
 * In-memory TeamApiPort: locations per brand (403 BRAND.FORBIDDEN for other brands) and members
 * under `${brandId}:${userId}` (404 TEAM.USER_NOT_FOUND for others); team lists per brand in
 * `teams` (403 BRAND.FORBIDDEN for other brands), kept in the order given (by name); memberships
 * of a brand's whole subtree in `subtrees` (403 BRAND.FORBIDDEN for other brands), of which those
 * on the brand itself answer without `includeChildren`.
 */
export class FakeTeamApi implements TeamApiPort {
  readonly calls: string[] = [];
  readonly byBrand = new Map<number, readonly TeamLocation[]>();
  readonly members = new Map<string, TeamMember>();
  readonly teams = new Map<number, readonly TeamListMember[]>();
  readonly subtrees = new Map<number, readonly BrandMembership[]>();

  async locations(brandId: number): Promise<readonly TeamLocation[]> {
    this.calls.push(`locations:${brandId}`);
    const locations = this.byBrand.get(brandId);
    if (!locations) throw apiFailure(403, 'BRAND.FORBIDDEN');
    return locations;
  }

  async basicInfo(brandId: number, userId: string): Promise<TeamMember> {
    this.calls.push(`basicInfo:${brandId}:${userId}`);
    const member = this.members.get(`${brandId}:${userId}`);
    if (!member) throw apiFailure(404, 'TEAM.USER_NOT_FOUND');
    return member;
  }

  async teamPage(
    brandId: number,
    page: { readonly offset: number; readonly limit: number },
  ): Promise<TeamPage> {
    this.calls.push(`teamPage:${brandId}:${page.offset}:${page.limit}`);
    const team = this.teams.get(brandId);
    if (!team) throw apiFailure(403, 'BRAND.FORBIDDEN');
    return { total: team.length, members: team.slice(page.offset, page.offset + page.limit) };
  }

  async memberships(brandId: number, includeChildren: boolean): Promise<readonly BrandMembership[]> {
    this.calls.push(`memberships:${brandId}:${includeChildren}`);
    const subtree = this.subtrees.get(brandId);
    if (!subtree) throw apiFailure(403, 'BRAND.FORBIDDEN');
    return includeChildren ? subtree : subtree.filter((membership) => membership.brandId === brandId);
  }
}
