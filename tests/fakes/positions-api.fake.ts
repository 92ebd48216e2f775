import type {
  AtrFilter,
  PositionAtr,
  PositionCategory,
  PositionSettings,
  PositionsApiPort,
  PositionTypes,
} from '../../src-domain/positions/positions-api.port';
import { apiFailure } from './api-failure';

/**
 * In-memory PositionsApiPort: categories and settings per brand (403 BRAND.FORBIDDEN for other
 * brands); the server's codes for `positionTypes`; ATRs under `${brandId}:${positionId}`, newest
 * first (403 POSITIONS.ATR_FORBIDDEN for a brand in `atrForbidden`, 404 POSITIONS.NOT_FOUND for
 * others), narrowed by status unless the filter is ALL.
 */
export class FakePositionsApi implements PositionsApiPort {
  readonly calls: string[] = [];
  readonly byBrand = new Map<number, readonly PositionCategory[]>();
  readonly settingsByBrand = new Map<number, PositionSettings>();
  readonly atrsByPosition = new Map<string, readonly PositionAtr[]>();
  readonly atrForbidden = new Set<number>();
  types: PositionTypes = {
    categories: ['FOH', 'BOH', 'MANAGEMENT'],
    levels: ['ENTRY', 'SENIOR', 'LEAD', 'SUPERVISOR', 'MANAGER'],
    atrStatuses: ['PENDING', 'APPROVED', 'REJECTED', 'FILLED'],
  };

  async positionsByCategory(brandId: number): Promise<readonly PositionCategory[]> {
    this.calls.push(`positionsByCategory:${brandId}`);
    const categories = this.byBrand.get(brandId);
    if (!categories) throw apiFailure(403, 'BRAND.FORBIDDEN');
    return categories;
  }

  async positionTypes(): Promise<PositionTypes> {
    this.calls.push('positionTypes');
    return this.types;
  }

  async settings(brandId: number): Promise<PositionSettings> {
    this.calls.push(`settings:${brandId}`);
    const settings = this.settingsByBrand.get(brandId);
    if (!settings) throw apiFailure(403, 'BRAND.FORBIDDEN');
    return settings;
  }

  async atrs(brandId: number, positionId: number, filter: AtrFilter): Promise<readonly PositionAtr[]> {
    this.calls.push(`atrs:${brandId}:${positionId}:${filter}`);
    if (this.atrForbidden.has(brandId)) throw apiFailure(403, 'POSITIONS.ATR_FORBIDDEN');
    const atrs = this.atrsByPosition.get(`${brandId}:${positionId}`);
    if (!atrs) throw apiFailure(404, 'POSITIONS.NOT_FOUND');
    return filter === 'ALL' ? atrs : atrs.filter((atr) => atr.status === filter);
  }
}
