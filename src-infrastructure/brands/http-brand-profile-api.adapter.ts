import { inject, injectable } from 'inversify';
import type { BrandProfileApiPort } from '../../src-domain/brands/brand-profile-api.port';
import type {
  ApprovalFlow,
  BrandBasicInfo,
  BrandCurrency,
  BrandPlace,
  BrandServices,
  BrandStructure,
  BreakWaiverSettings,
  BusinessSetup,
  GroupBrand,
  JobTemplate,
  OperationEntity,
  ReportsSettings,
  ServiceReporting,
} from '../../src-domain/brands/brand-profile.model';
import type { BrandPolicy } from '../../src-domain/permissions/policy.model';
import type { Brand } from '../../src-domain/brands/brand.model';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { WireData, WireQuery } from '../gateway/gateway-wire';
import { BRAND_READ_MAX_AGE_MS } from './http-brands-api.adapter';

type BasicInfoWire = WireData<'/v1/brands/{id}/basic_info'>;
type CurrencyWire = BasicInfoWire['currency'];
/** GET /v1/brand/location/{id}; basic_info's own fields and its locations have the same (or fewer). */
type PlaceWire = WireData<'/v1/brand/location/{id}'> | NonNullable<BasicInfoWire['locations']>[number];
/** A brand node of GET /v1/brands/{id}/tree and GET /v1/groups/{id}/brands. */
type NodeWire = WireData<'/v1/brands/{id}/tree'>;
/** GET /v1/policy and GET /v2/permissions/users: one policy per brand asked. */
type PoliciesWire = WireData<'/v1/policy'>;

function countBelow(node: NodeWire): number {
  return (node.brands ?? []).reduce((sum, child) => sum + 1 + countBelow(child), 0);
}

const cache = { maxAgeMs: BRAND_READ_MAX_AGE_MS };

function currencyOf(wire: CurrencyWire | undefined): BrandCurrency | undefined {
  return wire ? { code: wire.code, name: wire.name, symbol: wire.symbol } : undefined;
}

function placeOf(wire: PlaceWire): BrandPlace {
  return {
    id: wire.id,
    name: wire.name,
    type: wire.type,
    ...(wire.address ? { address: wire.address } : {}),
    ...('latitude' in wire && wire.latitude !== null ? { latitude: wire.latitude } : {}),
    ...('longitude' in wire && wire.longitude !== null ? { longitude: wire.longitude } : {}),
  };
}

/**
 * BrandProfileApiPort over the core gateway (spec 001 §7 Brands, Policy); the only place that
 * knows these paths. Reads of slow-changing settings use the page's stale-while-revalidate cache.
 */
@injectable()
export class HttpBrandProfileApi implements BrandProfileApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  brand(brandId: number): Promise<Brand> {
    return this.gateway.request<WireData<'/v1/gps/{id}'>>({ method: 'GET', path: `/v1/gps/${brandId}` });
  }

  async basicInfo(brandId: number): Promise<BrandBasicInfo> {
    const wire = await this.gateway.request<BasicInfoWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/basic_info`,
      query: { include_locations: true } satisfies WireQuery<'/v1/brands/{id}/basic_info'>,
    });
    const currency = currencyOf(wire.currency);
    return {
      ...placeOf(wire),
      ...(wire.parent_id !== null ? { parentId: wire.parent_id } : {}),
      groupId: wire.group_id,
      ...(currency ? { currency } : {}),
      locations: (wire.locations ?? []).map(placeOf),
    };
  }

  async location(locationId: number): Promise<BrandPlace> {
    return placeOf(
      await this.gateway.request<WireData<'/v1/brand/location/{id}'>>({
        method: 'GET',
        path: `/v1/brand/location/${locationId}`,
      }),
    );
  }

  async services(brandId: number): Promise<BrandServices> {
    const wire = await this.gateway.request<WireData<'/v1/brands/services'>>({
      method: 'GET',
      path: '/v1/brands/services',
      query: { brand_ids: [String(brandId)] } satisfies WireQuery<'/v1/brands/services'>,
      cache,
    });
    return { brandId, services: wire.find((entry) => entry.brand_id === brandId)?.services ?? [] };
  }

  async currencies(brandId: number): Promise<readonly BrandCurrency[]> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/currencies'>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/currencies`,
      query: { include_lower_tree: true } satisfies WireQuery<'/v1/brands/{id}/currencies'>,
      cache,
    });
    return wire.map((currency) => currencyOf(currency)!);
  }

  async jobTemplates(brandId: number): Promise<readonly JobTemplate[]> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/jobs/templates'>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/jobs/templates`,
    });
    return wire.map((template) => ({
      id: template.id,
      title: template.title,
      category: template.category,
      ...(template.level ? { level: template.level } : {}),
    }));
  }

  async businessSetup(brandId: number): Promise<BusinessSetup> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/business_setup/settings'>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/business_setup/settings`,
      cache,
    });
    const currency = currencyOf(wire.currency);
    return {
      ...(currency ? { currency } : {}),
      ...(wire.position_management_mode ? { positionManagementMode: wire.position_management_mode } : {}),
      positionLevels: wire.position_levels,
    };
  }

  async breakWaiver(brandId: number): Promise<BreakWaiverSettings> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/break_waiver_files/settings'>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/break_waiver_files/settings`,
      cache,
    });
    return {
      ...(wire.source_brand_id !== null ? { sourceBrandId: wire.source_brand_id } : {}),
      enabled: wire.enabled,
      ...(wire.retention_days !== null ? { retentionDays: wire.retention_days } : {}),
      requireSignature: wire.require_signature,
      files: wire.files.map((file) => ({ id: file.id, name: file.name })),
    };
  }

  async approvalFlows(brandId: number, serviceCode: string): Promise<readonly ApprovalFlow[]> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/services/{code}/approval_flows'>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/services/${encodeURIComponent(serviceCode)}/approval_flows`,
      cache,
    });
    return wire.approval_flows.map((flow) => ({
      id: flow.id,
      name: flow.name,
      steps: flow.steps,
      brandId: flow.brand_id,
    }));
  }

  async reportsSettings(brandId: number): Promise<ReportsSettings> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/reports/settings'>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/reports/settings`,
      cache,
    });
    return wire.location_filter_type ? { locationFilterType: wire.location_filter_type } : {};
  }

  async structure(brandId: number): Promise<BrandStructure> {
    const wire = await this.gateway.request<NodeWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/tree`,
      query: { include_parent: true } satisfies WireQuery<'/v1/brands/{id}/tree'>,
    });
    return {
      brand: { id: wire.id, name: wire.name, type: wire.type },
      ...(wire.parent
        ? { parent: { id: wire.parent.id, name: wire.parent.name, type: wire.parent.type } }
        : {}),
      children: (wire.brands ?? []).map((child) => ({
        id: child.id,
        name: child.name,
        type: child.type,
        descendants: countBelow(child),
      })),
    };
  }

  async groupBrands(groupId: number): Promise<readonly GroupBrand[]> {
    const wire = await this.gateway.request<WireData<'/v1/groups/{id}/brands'>>({
      method: 'GET',
      path: `/v1/groups/${groupId}/brands`,
    });
    return wire
      .filter((node) => node.id !== groupId)
      .map((node) => ({
        id: node.id,
        name: node.name,
        type: node.type,
        ...(node.parent_id !== null ? { parentId: node.parent_id } : {}),
      }));
  }

  async accessPolicy(brandId: number): Promise<BrandPolicy> {
    const wire = await this.gateway.request<PoliciesWire>({
      method: 'GET',
      path: '/v1/policy',
      query: { brands_ids: [String(brandId)] } satisfies WireQuery<'/v1/policy'>,
    });
    const policy = wire.find((entry) => entry.brandId === brandId);
    return {
      brandId,
      permissions: (policy?.permissions ?? []).map((permission) => ({
        name: permission.name,
        ...(permission.conditions.length > 0 ? { conditions: permission.conditions } : {}),
      })),
      user_accesses: policy?.user_accesses ?? [],
    };
  }

  async grantedPermissions(brandId: number, permissions: readonly string[]): Promise<readonly string[]> {
    if (permissions.length === 0) return [];
    const wire = await this.gateway.request<WireData<'/v2/permissions/users'>>({
      method: 'GET',
      path: '/v2/permissions/users',
      query: {
        brands_ids: [String(brandId)],
        permissions: [...permissions],
      } satisfies WireQuery<'/v2/permissions/users'>,
    });
    const held = new Set(
      (wire.find((entry) => entry.brandId === brandId)?.permissions ?? []).map((item) => item.name),
    );
    return permissions.filter((name) => held.has(name));
  }

  async serviceReporting(brandId: number, serviceCode: string): Promise<ServiceReporting> {
    // The spec writes this path without the /v1 prefix (001 §7); the server answers both.
    const wire = await this.gateway.request<WireData<'/brands/{id}/services/{code}/reporting_settings'>>({
      method: 'GET',
      path: `/brands/${brandId}/services/${encodeURIComponent(serviceCode)}/reporting_settings`,
      cache,
    });
    return {
      serviceCode: wire.service_code,
      enabled: wire.enabled,
      ...(wire.location_filter_type ? { locationFilterType: wire.location_filter_type } : {}),
    };
  }

  async operationEntities(brandId: number, serviceCode: string): Promise<readonly OperationEntity[]> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/services/{code}/operation_entities'>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/services/${encodeURIComponent(serviceCode)}/operation_entities`,
      cache,
    });
    return wire.map((entity) => ({
      id: entity.id,
      name: entity.name,
      type: entity.type,
      enabled: entity.enabled,
    }));
  }
}
