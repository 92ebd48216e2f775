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
import { apiFailure } from './api-failure';

/**
 * In-memory BrandProfileApiPort over a few brands: a brand without an entry in `brands` is 404
 * BRAND.NOT_FOUND, one in `outside` 403 BRAND.FORBIDDEN. Sections default to empty answers;
 * `failing` names sections (method names) that reject with a 503 until removed.
 */
export class FakeBrandProfileApi implements BrandProfileApiPort {
  readonly calls: string[] = [];
  readonly brands = new Map<number, Brand>();
  readonly outside = new Set<number>();
  readonly infos = new Map<number, BrandBasicInfo>();
  readonly places = new Map<number, BrandPlace>();
  readonly servicesById = new Map<number, BrandServices>();
  readonly currenciesById = new Map<number, BrandCurrency[]>();
  readonly templates = new Map<number, JobTemplate[]>();
  readonly setups = new Map<number, BusinessSetup>();
  readonly waivers = new Map<number, BreakWaiverSettings>();
  /** Flows by `${brandId}:${serviceCode}`. */
  readonly flows = new Map<string, ApprovalFlow[]>();
  readonly reports = new Map<number, ReportsSettings>();
  /** Structures by brand; a brand without one is a group with nothing below it. */
  readonly structures = new Map<number, BrandStructure>();
  /** The flat brand lists of groups; a group without one has no brands below it. */
  readonly groups = new Map<number, GroupBrand[]>();
  /** The caller's policies by brand; a brand without one grants nothing. */
  readonly policies = new Map<number, BrandPolicy>();
  /** Reporting settings by `${brandId}:${serviceCode}`; default: enabled, no filter. */
  readonly reporting = new Map<string, ServiceReporting>();
  /** Operation entities by `${brandId}:${serviceCode}`; default: none. */
  readonly entities = new Map<string, OperationEntity[]>();
  readonly failing = new Set<keyof BrandProfileApiPort>();

  async brand(brandId: number): Promise<Brand> {
    return this.read('brand', brandId, () => this.brands.get(brandId)!);
  }

  async basicInfo(brandId: number): Promise<BrandBasicInfo> {
    return this.read(
      'basicInfo',
      brandId,
      () =>
        this.infos.get(brandId) ?? {
          id: brandId,
          name: this.brands.get(brandId)!.name,
          type: this.brands.get(brandId)!.type,
          groupId: brandId,
          locations: [],
        },
    );
  }

  async location(locationId: number): Promise<BrandPlace> {
    this.calls.push(`location:${locationId}`);
    if (this.failing.has('location')) throw apiFailure(503, 'GATEWAY.UNAVAILABLE');
    const place = this.places.get(locationId);
    if (!place) throw apiFailure(404, 'BRAND.NOT_FOUND');
    return place;
  }

  async services(brandId: number): Promise<BrandServices> {
    return this.read('services', brandId, () => this.servicesById.get(brandId) ?? { brandId, services: [] });
  }

  async currencies(brandId: number): Promise<readonly BrandCurrency[]> {
    return this.read('currencies', brandId, () => this.currenciesById.get(brandId) ?? []);
  }

  async jobTemplates(brandId: number): Promise<readonly JobTemplate[]> {
    return this.read('jobTemplates', brandId, () => this.templates.get(brandId) ?? []);
  }

  async businessSetup(brandId: number): Promise<BusinessSetup> {
    return this.read('businessSetup', brandId, () => this.setups.get(brandId) ?? { positionLevels: [] });
  }

  async breakWaiver(brandId: number): Promise<BreakWaiverSettings> {
    return this.read(
      'breakWaiver',
      brandId,
      () => this.waivers.get(brandId) ?? { enabled: false, requireSignature: false, files: [] },
    );
  }

  async approvalFlows(brandId: number, serviceCode: string): Promise<readonly ApprovalFlow[]> {
    return this.read('approvalFlows', brandId, () => this.flows.get(`${brandId}:${serviceCode}`) ?? []);
  }

  async reportsSettings(brandId: number): Promise<ReportsSettings> {
    return this.read('reportsSettings', brandId, () => this.reports.get(brandId) ?? {});
  }

  async structure(brandId: number): Promise<BrandStructure> {
    return this.read('structure', brandId, () => {
      const brand = this.brands.get(brandId)!;
      return (
        this.structures.get(brandId) ?? {
          brand: { id: brandId, name: brand.name, type: brand.type },
          children: [],
        }
      );
    });
  }

  async groupBrands(groupId: number): Promise<readonly GroupBrand[]> {
    return this.read('groupBrands', groupId, () => this.groups.get(groupId) ?? []);
  }

  async accessPolicy(brandId: number): Promise<BrandPolicy> {
    return this.read(
      'accessPolicy',
      brandId,
      () => this.policies.get(brandId) ?? { brandId, permissions: [], user_accesses: [] },
    );
  }

  async grantedPermissions(brandId: number, permissions: readonly string[]): Promise<readonly string[]> {
    return this.read('grantedPermissions', brandId, () => {
      const held = new Set((this.policies.get(brandId)?.permissions ?? []).map((item) => item.name));
      return permissions.filter((name) => held.has(name));
    });
  }

  async serviceReporting(brandId: number, serviceCode: string): Promise<ServiceReporting> {
    return this.read(
      'serviceReporting',
      brandId,
      () => this.reporting.get(`${brandId}:${serviceCode}`) ?? { serviceCode, enabled: true },
    );
  }

  async operationEntities(brandId: number, serviceCode: string): Promise<readonly OperationEntity[]> {
    return this.read(
      'operationEntities',
      brandId,
      () => this.entities.get(`${brandId}:${serviceCode}`) ?? [],
    );
  }

  private read<Answer>(section: keyof BrandProfileApiPort, brandId: number, answer: () => Answer): Answer {
    this.calls.push(`${section}:${brandId}`);
    if (this.outside.has(brandId)) throw apiFailure(403, 'BRAND.FORBIDDEN');
    if (!this.brands.has(brandId)) throw apiFailure(404, 'BRAND.NOT_FOUND');
    if (this.failing.has(section)) throw apiFailure(503, 'GATEWAY.UNAVAILABLE');
    return answer();
  }
}
