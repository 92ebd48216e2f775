import type { TeamApiPort, TeamLocation } from '../../src-domain/team/team-api.port';
import { apiFailure } from './api-failure';

/** In-memory TeamApiPort: locations per brand; 403 BRAND.FORBIDDEN for other brands. */
export class FakeTeamApi implements TeamApiPort {
  readonly calls: string[] = [];
  readonly byBrand = new Map<number, readonly TeamLocation[]>();

  async locations(brandId: number): Promise<readonly TeamLocation[]> {
    this.calls.push(`locations:${brandId}`);
    const locations = this.byBrand.get(brandId);
    if (!locations) throw apiFailure(403, 'BRAND.FORBIDDEN');
    return locations;
  }
}
