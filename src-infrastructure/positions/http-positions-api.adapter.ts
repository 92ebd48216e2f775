import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { PositionCategory, PositionsApiPort } from '../../src-domain/positions/positions-api.port';

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
}
