import type { PositionCategory, PositionsApiPort } from '../../src-domain/positions/positions-api.port';
import { apiFailure } from './api-failure';

/** In-memory PositionsApiPort: categories per brand; 403 BRAND.FORBIDDEN for other brands. */
export class FakePositionsApi implements PositionsApiPort {
  readonly calls: string[] = [];
  readonly byBrand = new Map<number, readonly PositionCategory[]>();

  async positionsByCategory(brandId: number): Promise<readonly PositionCategory[]> {
    this.calls.push(`positionsByCategory:${brandId}`);
    const categories = this.byBrand.get(brandId);
    if (!categories) throw apiFailure(403, 'BRAND.FORBIDDEN');
    return categories;
  }
}
