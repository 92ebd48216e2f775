import type { TeamApiPort, TeamLocation, TeamMember } from '../../src-domain/team/team-api.port';
import { apiFailure } from './api-failure';

/**
 * In-memory TeamApiPort: locations per brand (403 BRAND.FORBIDDEN for other brands) and members
 * under `${brandId}:${userId}` (404 TEAM.USER_NOT_FOUND for others).
 */
export class FakeTeamApi implements TeamApiPort {
  readonly calls: string[] = [];
  readonly byBrand = new Map<number, readonly TeamLocation[]>();
  readonly members = new Map<string, TeamMember>();

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
}
