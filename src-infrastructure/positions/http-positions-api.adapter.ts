import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { BRAND_READ_MAX_AGE_MS } from '../brands/http-brands-api.adapter';
import type { WireData, WireQuery } from '../gateway/gateway-wire';
import type {
  AtrFilter,
  PositionAtr,
  PositionCategory,
  PositionSettings,
  PositionsApiPort,
  PositionTypes,
} from '../../src-domain/positions/positions-api.port';

/**
 * The page's stale-while-revalidate cache for the position reads that change rarely and that
 * no screen writes (spec 001 §7): the position type lookup and a brand's position settings. The
 * positions themselves and their requests are read fresh: the screens that change them read
 * them again at once.
 */
const cache = { maxAgeMs: BRAND_READ_MAX_AGE_MS };

/** PositionsApiPort over the core gateway; the only place that knows these paths. */
@injectable()
export class HttpPositionsApi implements PositionsApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async positionsByCategory(brandId: number, includeArchived = false): Promise<readonly PositionCategory[]> {
    const wire = await this.gateway.request<WireData<'/v1/category_positions'>>({
      method: 'GET',
      path: '/v1/category_positions',
      query: {
        brand_id: brandId,
        get_all_positions: true,
        ...(includeArchived ? { include_archived: true } : {}),
      } satisfies WireQuery<'/v1/category_positions'>,
    });
    return wire.categories.map((entry) => ({
      category: entry.category,
      positions: entry.positions.map((position) => ({
        id: position.id,
        title: position.title,
        locationName: position.brand.name,
        locationId: position.brand.id,
        status: position.status,
        archived: position.archived,
      })),
    }));
  }

  async positionTypes(): Promise<PositionTypes> {
    const wire = await this.gateway.request<WireData<'/v1/position_type_lookup'>>({
      method: 'GET',
      path: '/v1/position_type_lookup',
      cache,
    });
    return { categories: wire.categories, levels: wire.levels, atrStatuses: wire.atr_statuses };
  }

  async settings(brandId: number): Promise<PositionSettings> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/positions/settings'>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/positions/settings`,
      cache,
    });
    // `level` is the spec's comma list ("ENTRY,LEAD"; empty when none).
    const levels = wire.level
      .split(',')
      .map((level) => level.trim())
      .filter((level) => level !== '');
    return { levels, managementMode: wire.position_management_mode ?? undefined };
  }

  async atrs(brandId: number, positionId: number, filter: AtrFilter): Promise<readonly PositionAtr[]> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/positions/{position}/atrs'>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/positions/${positionId}/atrs`,
      query: { filter_by: filter } satisfies WireQuery<'/v1/brands/{id}/positions/{position}/atrs'>,
    });
    return wire.atrs.map((atr) => ({
      id: atr.id,
      status: atr.status,
      headcount: atr.headcount,
      reason: atr.reason,
      createdAt: atr.created_at,
      requestedBy: atr.requested_by
        ? `${atr.requested_by.first_name} ${atr.requested_by.last_name}`.trim()
        : undefined,
    }));
  }
}
