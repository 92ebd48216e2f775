import type { BrandService } from './brand.model';

/** A brand's currency (GET /v1/brands/{id}/currencies); `symbol` from the symbol map. */
export interface BrandCurrency {
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
}

/** A place of a brand: address and coordinates (degrees), each `undefined` when not known. */
export interface BrandPlace {
  readonly id: number;
  readonly name: string;
  readonly type: string;
  readonly address?: string;
  readonly latitude?: number;
  readonly longitude?: number;
}

/** A brand's basic information (GET /v1/brands/{id}/basic_info with its locations). */
export interface BrandBasicInfo extends BrandPlace {
  readonly parentId?: number;
  readonly groupId: number;
  readonly currency?: BrandCurrency;
  /** Locations (non-GP brands) below the brand, in id order. */
  readonly locations: readonly BrandPlace[];
}

/** A position template a brand can post from (defined on it or a level above). */
export interface JobTemplate {
  readonly id: number;
  readonly title: string;
  readonly category: string;
  readonly level?: string;
}

/** Business set-up of a brand (inherited field by field). */
export interface BusinessSetup {
  readonly currency?: BrandCurrency;
  readonly positionManagementMode?: string;
  readonly positionLevels: readonly string[];
}

/** Break-waiver settings; `sourceBrandId` is the brand that set them (undefined = none did). */
export interface BreakWaiverSettings {
  readonly sourceBrandId?: number;
  readonly enabled: boolean;
  /** Days a signed waiver is kept; `undefined` = no limit set. */
  readonly retentionDays?: number;
  readonly requireSignature: boolean;
  readonly files: readonly { readonly id: number; readonly name: string }[];
}

/** An approval flow of a brand service: named steps (role codes), in order. */
export interface ApprovalFlow {
  readonly id: number;
  readonly name: string;
  readonly steps: readonly string[];
  /** The brand that defines it (the brand itself or a level above). */
  readonly brandId: number;
}

/** Reporting settings of a brand (location_filter_type; `undefined` = not set). */
export interface ReportsSettings {
  readonly locationFilterType?: string;
}

/** The services of one brand (GET /v1/brands/services). */
export interface BrandServices {
  readonly brandId: number;
  readonly services: readonly BrandService[];
}

/** A brand named with its type: enough to link to its profile. */
export interface BrandRef {
  readonly id: number;
  readonly name: string;
  readonly type: string;
}

/** One brand of a group's flat list (GET /v1/groups/{id}/brands); `parentId` unset for the group. */
export interface GroupBrand extends BrandRef {
  readonly parentId?: number;
}

/** A brand directly below another, with how many brands lie below it in turn. */
export interface BrandChild extends BrandRef {
  readonly descendants: number;
}

/**
 * A brand's place in the tree (GET /v1/brands/{id}/tree?include_parent=true): the level above
 * (unset for a group, the top of its tree) and the brands directly below, in the server's order.
 */
export interface BrandStructure {
  readonly brand: BrandRef;
  readonly parent?: BrandRef;
  readonly children: readonly BrandChild[];
}

/** Reporting settings of one service of a brand (GET /brands/{id}/services/{code}/reporting_settings). */
export interface ServiceReporting {
  readonly serviceCode: string;
  /** The brand has the service (ACTIVE, PASS or TRIAL). */
  readonly enabled: boolean;
  /** The reports' location filter; `undefined` = not set. */
  readonly locationFilterType?: string;
}

/** A brand of the subtree a service operates on, and whether the service is on there. */
export interface OperationEntity extends BrandRef {
  readonly enabled: boolean;
}

/**
 * The capabilities the brand profile's "Your access" section asks about
 * (GET /v2/permissions/users): each product area's main permission, in the order shown.
 */
export const PROFILE_CAPABILITIES = [
  'MANAGE_JOBS',
  'VIEW_CANDIDATES',
  'MANAGE_TAGS',
  'MANAGE_REWARDS',
  'MANAGE_CLOCKOUT_ATTESTATION',
  'VIEW_REPORTS',
  'VIEW_HALO_DASHBOARD',
  'ACCESS_RISK_DETECTION_DASHBOARD',
  'VIEW_TEAM_ENGAGEMENT',
  'VIEW_LOGBOOK',
] as const;
