import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { SearchApiPort, SearchKind, SearchResult } from '../../src-domain/search/search-api.port';
import type { WireData, WireQuery } from '../gateway/gateway-wire';

type SearchWire = WireData<'/v1/search'>;

const toResult = (wire: SearchWire): SearchResult => ({
  query: wire.query,
  mode: wire.mode,
  counts: wire.counts,
  capped: wire.capped,
  pages: wire.pages.map((page) => ({
    kind: page.kind,
    page: page.page,
    perPage: page.per_page,
    total: page.total,
    items: page.items.map((item) => ({
      kind: item.kind,
      id: item.id,
      userId: item.user_id ?? undefined,
      brandId: item.brand_id,
      brandName: item.brand_name,
      title: item.title,
      subtitle: item.subtitle,
    })),
  })),
});

/** The global search over GET /v1/search and /v1/search/suggestions (issue #37). */
@injectable()
export class HttpSearchApi implements SearchApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async search(
    term: string,
    options: { readonly kind?: SearchKind; readonly page: number; readonly perPage: number },
  ): Promise<SearchResult> {
    const wire = await this.gateway.request<SearchWire>({
      method: 'GET',
      path: '/v1/search',
      query: {
        q: term,
        kind: options.kind,
        page: options.page,
        per_page: options.perPage,
      } satisfies WireQuery<'/v1/search'>,
    });
    return toResult(wire);
  }

  async suggest(term: string): Promise<SearchResult> {
    const wire = await this.gateway.request<WireData<'/v1/search/suggestions'>>({
      method: 'GET',
      path: '/v1/search/suggestions',
      query: { q: term } satisfies WireQuery<'/v1/search/suggestions'>,
    });
    return toResult(wire);
  }
}
