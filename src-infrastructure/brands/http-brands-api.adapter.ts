import { inject, injectable } from 'inversify';
import type { Brand } from '../../src-domain/brands/brand.model';
import type { BrandRef } from '../../src-domain/brands/brand-profile.model';
import type {
  BrandSearch,
  BrandSettings,
  BrandsApiPort,
  FoundEmployer,
  SearchPage,
} from '../../src-domain/brands/brands-api.port';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { WireBody, WireData, WireQuery } from '../gateway/gateway-wire';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import type { BrandPolicy } from '../../src-domain/permissions/policy.model';
import {
  entryBrandScheme,
  type EntryBrandScheme,
  type ProfileScheme,
} from '../../src-domain/theme/theme.rules';

/**
 * How long a brand's settings and profile scheme are served from the page's cache without a
 * request (spec 001 §7 asks stale-while-revalidate for brand reads without a figure): 5 minutes,
 * after which the cached answer is still served and refreshed in the background.
 */
export const BRAND_READ_MAX_AGE_MS = 5 * 60_000;

/** GET /v1/brands/{id}/settings (also the session bootstrap's context settings): the fields the app reads. */
export type BrandSettingsWire = Pick<
  WireData<'/v1/brands/{id}/settings'>,
  'atr_type' | 'location_filter_type'
>;

/** The domain's settings from the wire's (absent and null fields left out). */
export function brandSettingsFrom(wire: BrandSettingsWire): BrandSettings {
  return {
    ...(wire.atr_type ? { atrType: wire.atr_type } : {}),
    ...(wire.location_filter_type ? { locationFilterType: wire.location_filter_type } : {}),
  };
}

type EmployerSearchWire = WireData<'/v1/brands/{id}/employers/search', 'post'>;
type EmployerSearchBody = WireBody<'/v1/brands/{id}/employers/search', 'post'>;

/** GET /v1/users/brands: a tree per root brand. */
type BrandListWire = WireData<'/v1/users/brands'>;

/** BrandsApiPort over the core gateway (spec 001 §7 Brands, Policy); the only place that knows these paths. */
@injectable()
export class HttpBrandsApi implements BrandsApiPort {
  /** The entity tag of the last brand tree answered (the server's copy per caller and brands revision). */
  private treeTag: string | undefined;

  constructor(
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(RandomTokenPort) private readonly random: RandomTokenPort,
  ) {}

  async brandTree(): Promise<readonly Brand[]> {
    return (await this.taggedTree(undefined)) ?? [];
  }

  brandTreeIfChanged(): Promise<readonly Brand[] | undefined> {
    return this.taggedTree(this.treeTag);
  }

  /** GET /v1/users/brands (STRUCTURED) revalidated against `knownTag`; keeps the answer's tag. */
  private async taggedTree(knownTag: string | undefined): Promise<readonly Brand[] | undefined> {
    const request = {
      method: 'GET',
      path: '/v1/users/brands',
      query: { view_mode: 'STRUCTURED' } satisfies WireQuery<'/v1/users/brands'>,
    } as const;
    if (!this.gateway.requestTagged) return this.gateway.request<BrandListWire>(request);
    const answer = await this.gateway.requestTagged<BrandListWire>(request, knownTag);
    if (!answer.changed) return undefined;
    this.treeTag = answer.tag;
    return answer.data;
  }

  policy(brandId: number): Promise<BrandPolicy> {
    return this.gateway.request<WireData<'/v1/users/brands/{id}/policy'>>({
      method: 'GET',
      path: `/v1/users/brands/${brandId}/policy`,
    });
  }

  async settings(brandId: number): Promise<BrandSettings> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/settings'>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/settings`,
      cache: { maxAgeMs: BRAND_READ_MAX_AGE_MS },
    });
    return brandSettingsFrom(wire);
  }

  profileScheme(brandId: number): Promise<ProfileScheme> {
    return this.gateway.request<WireData<'/v1/employers/profile_scheme'>>({
      method: 'GET',
      path: '/v1/employers/profile_scheme',
      query: { brand_id: brandId },
      cache: { maxAgeMs: BRAND_READ_MAX_AGE_MS },
    });
  }

  async entryScheme(): Promise<EntryBrandScheme> {
    const wire = await this.gateway.request<WireData<'/v1/js_dashboard/profile_scheme'>>({
      method: 'GET',
      path: '/v1/js_dashboard/profile_scheme',
      cache: { maxAgeMs: BRAND_READ_MAX_AGE_MS },
    });
    return entryBrandScheme(wire);
  }

  async searchBrands(brandId: number, search: BrandSearch): Promise<SearchPage<Brand>> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/brands/search', 'post'>>({
      method: 'POST',
      path: `/v1/brands/${brandId}/brands/search`,
      body: searchBody(search) satisfies WireBody<'/v1/brands/{id}/brands/search', 'post'>,
    });
    return { total: wire.total, items: wire.brands };
  }

  async searchEmployers(brandId: number, search: BrandSearch): Promise<SearchPage<FoundEmployer>> {
    const wire = await this.gateway.request<EmployerSearchWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/employers/search`,
      body: {
        search_term: search.term,
        limit: search.limit,
        offset: search.offset,
      } satisfies EmployerSearchBody,
    });
    return {
      total: wire.total,
      items: wire.employers.map((employer) => ({
        id: employer.id,
        firstName: employer.first_name,
        lastName: employer.last_name,
        email: employer.email,
        role: employer.role,
        brandId: employer.brand_id,
        brandName: employer.brand_name,
      })),
    };
  }

  async setFavourite(brandId: number, favourite: boolean): Promise<boolean> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/employers/favourites', 'post'>>({
      method: favourite ? 'POST' : 'DELETE',
      path: `/v1/brands/${brandId}/employers/favourites`,
      // An empty JSON body: a bodiless POST may go out form-encoded (415 on the gateway).
      ...(favourite ? { body: {} } : {}),
      // A retried star (after a lost answer) is answered once, never applied twice.
      idempotencyKey: this.random.next(16),
    });
    return wire.is_favourite;
  }

  async workplaces(): Promise<readonly BrandRef[]> {
    const wire = await this.gateway.request<WireData<'/v1/employees/businesses/brands'>>({
      method: 'GET',
      path: '/v1/employees/businesses/brands',
    });
    return wire.map(({ id, name, type }) => ({ id, name, type }));
  }
}

/** The body of the brand and employer searches (the same fields). */
function searchBody(search: BrandSearch) {
  return { search_term: search.term, limit: search.limit, offset: search.offset };
}
