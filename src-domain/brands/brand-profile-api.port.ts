import type { BrandPolicy } from '../permissions/policy.model';
import { token } from '../shared/token';
import type { Brand } from './brand.model';
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
} from './brand-profile.model';

/**
 * The brand reads of the brand profile page (spec 001 §7 "Brands", "Policy"): one call per
 * section, so each section loads, fails and retries on its own. Every method rejects with a
 * `GatewayError` when the call fails: 403 BRAND.FORBIDDEN outside the caller's subtree, 404
 * BRAND.NOT_FOUND for an unknown brand.
 */
export interface BrandProfileApiPort {
  /** The brand itself with its services and favourite flag (GET /v1/gps/{id}). */
  brand(brandId: number): Promise<Brand>;
  /** Name, type, address, currency and the locations below it. */
  basicInfo(brandId: number): Promise<BrandBasicInfo>;
  /** Address and coordinates of one location (the map's marker). */
  location(locationId: number): Promise<BrandPlace>;
  /** The brand's own services (ACTIVE, PASS or other types, with sub-services). */
  services(brandId: number): Promise<BrandServices>;
  /** Currencies used by the brand and every brand below it, by code. */
  currencies(brandId: number): Promise<readonly BrandCurrency[]>;
  jobTemplates(brandId: number): Promise<readonly JobTemplate[]>;
  businessSetup(brandId: number): Promise<BusinessSetup>;
  breakWaiver(brandId: number): Promise<BreakWaiverSettings>;
  /** The approval flows of one service of the brand (its own, else the nearest level above's). */
  approvalFlows(brandId: number, serviceCode: string): Promise<readonly ApprovalFlow[]>;
  reportsSettings(brandId: number): Promise<ReportsSettings>;
  /** The brand's parent and the brands directly below it (its subtree, archived ones left out). */
  structure(brandId: number): Promise<BrandStructure>;
  /** Every brand of the group `groupId` below the group itself, flat, in id order. */
  groupBrands(groupId: number): Promise<readonly GroupBrand[]>;
  /** The caller's own accesses and permissions on the brand, inherited from levels above (GET /v1/policy). */
  accessPolicy(brandId: number): Promise<BrandPolicy>;
  /** Which of `permissions` the caller holds on the brand, in the order asked (GET /v2/permissions/users). */
  grantedPermissions(brandId: number, permissions: readonly string[]): Promise<readonly string[]>;
  /** Reporting settings of one service of the brand. */
  serviceReporting(brandId: number, serviceCode: string): Promise<ServiceReporting>;
  /** The brand and every brand below it, each with whether `serviceCode` is on there. */
  operationEntities(brandId: number, serviceCode: string): Promise<readonly OperationEntity[]>;
}
export const BrandProfileApiPort = token<BrandProfileApiPort>('domain.brand-profile-api');
