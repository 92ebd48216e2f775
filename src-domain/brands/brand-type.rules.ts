import type { Brand, BrandContext, BrandService } from './brand.model';

const GP_PREFIX = 'GP-';

/** True for top-level (group / enterprise) types: those starting with 'GP-' (case-insensitive). */
export function isTopLevelType(type: string | undefined): boolean {
  return type !== undefined && type.toUpperCase().startsWith(GP_PREFIX);
}

/** The n of a 'GP-n' type ('GP-5' → 5), or `undefined` for non-GP or malformed types. */
export function gpLevel(type: string | undefined): number | undefined {
  if (!isTopLevelType(type)) return undefined;
  const level = Number((type as string).slice(GP_PREFIX.length));
  return Number.isInteger(level) && level >= 0 ? level : undefined;
}

/** Service types that grant access (spec 000 §6). */
const GRANTING_SERVICE_TYPES: ReadonlySet<string> = new Set(['ACTIVE', 'PASS']);

/** True when the service's type grants access (ACTIVE or PASS). */
export function isServiceGranting(service: BrandService): boolean {
  return GRANTING_SERVICE_TYPES.has(service.type.toUpperCase());
}

/**
 * True when the brand has the service `code` as an ACTIVE or PASS service, or as a sub-service
 * of one. An undefined brand has no services.
 */
export function brandHasService(brand: Pick<Brand, 'services'> | undefined, code: string): boolean {
  for (const service of brand?.services ?? []) {
    if (!isServiceGranting(service)) continue;
    if (service.code === code) return true;
    if (service.sub_services?.some((sub) => sub.code === code)) return true;
  }
  return false;
}

/** The context a brand gives when chosen: its id, type and whether it is top level. */
export function contextOf(brand: Pick<Brand, 'id' | 'type'>): BrandContext {
  return { brand_id: brand.id, brand_type: brand.type, top_level: isTopLevelType(brand.type) };
}

/**
 * Whether a route's nested layout sets the context for its entry (spec 000 §2: "sets the
 * context unless the entry is top level").
 */
export function shouldSetContextForEntry(entry: BrandContext | undefined): boolean {
  return entry !== undefined && !entry.top_level;
}
