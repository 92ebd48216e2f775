import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type {
  AtrFilter,
  PositionAtr,
  PositionCategory,
  PositionSettings,
  PositionsApiPort,
  PositionTypes,
} from '../../src-domain/positions/positions-api.port';

/** GET /v1/category_positions (wire). */
interface CategoryPositionsWire {
  readonly brand_id: number;
  readonly categories: readonly {
    readonly category: string;
    readonly positions: readonly {
      readonly id: number;
      readonly title: string;
      readonly archived: boolean;
      readonly brand: { readonly id: number; readonly name: string };
    }[];
  }[];
}

/** GET /v1/position_type_lookup (wire). */
interface PositionTypesWire {
  readonly categories: readonly string[];
  readonly levels: readonly string[];
  readonly atr_statuses: readonly string[];
}

/** GET /v1/brands/{id}/positions/settings (wire). */
interface PositionSettingsWire {
  readonly brand_id: number;
  readonly level: string;
  readonly levels: readonly string[];
  readonly position_management_mode: string | null;
}

/** GET /v1/brands/{id}/positions/{id}/atrs (wire). */
interface AtrsWire {
  readonly brand_id: number;
  readonly position_id: number;
  readonly atrs: readonly {
    readonly id: number;
    readonly status: string;
    readonly headcount: number;
    readonly reason: string;
    readonly created_at: string;
    readonly requested_by: {
      readonly id: string;
      readonly first_name: string;
      readonly last_name: string;
    } | null;
  }[];
}

/** PositionsApiPort over the core gateway; the only place that knows these paths. */
@injectable()
export class HttpPositionsApi implements PositionsApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async positionsByCategory(brandId: number): Promise<readonly PositionCategory[]> {
    const wire = await this.gateway.request<CategoryPositionsWire>({
      method: 'GET',
      path: '/v1/category_positions',
      query: { brand_id: brandId, get_all_positions: true },
    });
    return wire.categories.map((entry) => ({
      category: entry.category,
      positions: entry.positions.map((position) => ({
        id: position.id,
        title: position.title,
        locationName: position.brand.name,
      })),
    }));
  }

  async positionTypes(): Promise<PositionTypes> {
    const wire = await this.gateway.request<PositionTypesWire>({
      method: 'GET',
      path: '/v1/position_type_lookup',
    });
    return { categories: wire.categories, levels: wire.levels, atrStatuses: wire.atr_statuses };
  }

  async settings(brandId: number): Promise<PositionSettings> {
    const wire = await this.gateway.request<PositionSettingsWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/positions/settings`,
    });
    // `level` is the spec's comma list ("ENTRY,LEAD"; empty when none).
    const levels = wire.level
      .split(',')
      .map((level) => level.trim())
      .filter((level) => level !== '');
    return { levels, managementMode: wire.position_management_mode ?? undefined };
  }

  async atrs(brandId: number, positionId: number, filter: AtrFilter): Promise<readonly PositionAtr[]> {
    const wire = await this.gateway.request<AtrsWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/positions/${positionId}/atrs`,
      query: { filter_by: filter },
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
