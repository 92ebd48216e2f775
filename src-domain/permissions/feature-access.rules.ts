import type { Brand, BrandContext } from '../brands/brand.model';
import { brandHasService, isTopLevelType } from '../brands/brand-type.rules';
import type { PermissionPolicy } from './permission-policy.rules';

/** The features of the access table (spec 000 §6). */
export const FEATURES = [
  'HALO_DASHBOARD',
  'RISK_DASHBOARD',
  'ENGAGEMENT_DASHBOARD',
  'TTS_DASHBOARD',
  'ATR',
  'GLOBAL_SEARCH',
  'THEMED_BRANDING',
  'SALES',
] as const;
export type Feature = (typeof FEATURES)[number];

/** The persona that loses sales access. */
export const PERSONA_MANAGER_NO_SALES = 'MANAGER_NO_SALES';
/** Location filter types that open the risk dashboard (CHILDREN_ONLY only below top level). */
export const RISK_LOCATION_FILTERS = { allLevels: 'ALL_LEVELS', childrenOnly: 'CHILDREN_ONLY' } as const;
/** ATR settings types that enable ATR. */
export const ATR_TYPES: readonly string[] = ['MB', 'BNB_WORKDAY'];

/** The user fields access depends on (spec 000 §3). */
export interface AccessUser {
  readonly user_employer: boolean;
  readonly entry_mode?: BrandContext;
  readonly persona?: { readonly name?: string } | null;
}

/**
 * Everything the feature table reads for one brand (the context brand). `brand` undefined means
 * no brand is chosen: every brand-scoped feature is off.
 */
export interface AccessFacts {
  readonly user: AccessUser;
  readonly brand: Pick<Brand, 'id' | 'type' | 'services'> | undefined;
  readonly policy: PermissionPolicy;
  /** `location_filter_type` of the reporting settings. */
  readonly locationFilterType?: string;
  /** `atr_type` of the ATR settings. */
  readonly atrType?: string;
}

type Rule = (facts: AccessFacts, brand: Pick<Brand, 'id' | 'type' | 'services'>) => boolean;

const permitted = (facts: AccessFacts, brandId: number, permission: string): boolean =>
  facts.policy.has(permission, { brands: [brandId] });
const holds = (facts: AccessFacts, brandId: number, access: string): boolean =>
  facts.policy.hasAccess(access, { brands: [brandId] });

const RULES: Readonly<Record<Exclude<Feature, 'GLOBAL_SEARCH' | 'SALES'>, Rule>> = {
  HALO_DASHBOARD: (facts, brand) =>
    brandHasService(brand, 'TEAM_SCHEDULING') &&
    brandHasService(brand, 'HALO_DASHBOARD') &&
    permitted(facts, brand.id, 'VIEW_HALO_DASHBOARD'),
  RISK_DASHBOARD: (facts, brand) =>
    holds(facts, brand.id, 'TEAM_LIVE') &&
    brandHasService(brand, 'RISK_DETECTION') &&
    permitted(facts, brand.id, 'ACCESS_RISK_DETECTION_DASHBOARD') &&
    riskLocationFilterAllows(facts.locationFilterType, isTopLevelType(brand.type)),
  ENGAGEMENT_DASHBOARD: (facts, brand) =>
    brandHasService(brand, 'HARRI_ENGAGE') && permitted(facts, brand.id, 'VIEW_TEAM_ENGAGEMENT'),
  TTS_DASHBOARD: (facts, brand) =>
    holds(facts, brand.id, 'SOURCE_HIRE') &&
    brandHasService(brand, 'TTS_DASHBOARD') &&
    !isTopLevelType(brand.type),
  ATR: (facts, brand) =>
    holds(facts, brand.id, 'SOURCE_HIRE') &&
    brandHasService(brand, 'ATR') &&
    facts.atrType !== undefined &&
    ATR_TYPES.includes(facts.atrType),
  THEMED_BRANDING: (_facts, brand) => brandHasService(brand, 'MICE'),
};

/**
 * The risk dashboard's location-filter rule: ALL_LEVELS always, CHILDREN_ONLY only when the
 * brand is not top level; anything else (or undefined) denies.
 */
export function riskLocationFilterAllows(filter: string | undefined, topLevel: boolean): boolean {
  if (filter === RISK_LOCATION_FILTERS.allLevels) return true;
  return filter === RISK_LOCATION_FILTERS.childrenOnly && !topLevel;
}

/** Global search (employers only): a top-level entry, or SOURCE_HIRE on the brand. */
export function canUseGlobalSearch(facts: AccessFacts): boolean {
  if (!facts.user.user_employer) return false;
  if (facts.user.entry_mode?.top_level === true) return true;
  return facts.brand !== undefined && holds(facts, facts.brand.id, 'SOURCE_HIRE');
}

/** Sales access: everybody except the persona MANAGER_NO_SALES. */
export function hasSalesAccess(user: AccessUser): boolean {
  return user.persona?.name !== PERSONA_MANAGER_NO_SALES;
}

/** Whether one feature is open for these facts. Never throws. */
export function canUse(feature: Feature, facts: AccessFacts): boolean {
  if (feature === 'GLOBAL_SEARCH') return canUseGlobalSearch(facts);
  if (feature === 'SALES') return hasSalesAccess(facts.user);
  return facts.brand !== undefined && RULES[feature](facts, facts.brand);
}

/** The whole table at once: every feature to whether it is open. */
export function featureAccess(facts: AccessFacts): Record<Feature, boolean> {
  const table = {} as Record<Feature, boolean>;
  for (const feature of FEATURES) table[feature] = canUse(feature, facts);
  return table;
}

/**
 * Scheduling-only access (home-page step 5): TEAM_LIVE without SOURCE_HIRE on the brand.
 * False without a brand.
 */
export function hasSchedulingOnlyAccess(facts: Pick<AccessFacts, 'brand' | 'policy'>): boolean {
  if (facts.brand === undefined) return false;
  const brands = [facts.brand.id];
  return (
    facts.policy.hasAccess('TEAM_LIVE', { brands }) && !facts.policy.hasAccess('SOURCE_HIRE', { brands })
  );
}

/** Employers alone get the side navigation, menu toggle and brand switcher (spec 000 §2, §6). */
export function showsEmployerChrome(user: Pick<AccessUser, 'user_employer'>): boolean {
  return user.user_employer;
}
