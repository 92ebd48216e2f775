import type { BrandPolicy, ConditionType, Permission, PolicyCheck } from './policy.model';

interface IndexedBrand {
  readonly permissions: ReadonlyMap<string, readonly Permission[]>;
  readonly accesses: ReadonlySet<string>;
}

const CHECK_TO_CONDITION: readonly (readonly [keyof PolicyCheck, ConditionType])[] = [
  ['positionCategory', 'POSITION_CATEGORY'],
  ['jobBoard', 'JOB_BOARD'],
  ['logbookEntryType', 'LOGBOOK_ENTRY_TYPE'],
];

/** True when `permission` allows the condition values asked for in `check`. */
function satisfiesConditions(permission: Permission, check: PolicyCheck): boolean {
  for (const [field, type] of CHECK_TO_CONDITION) {
    const asked = check[field];
    if (typeof asked !== 'string') continue;
    const conditions = (permission.conditions ?? []).filter((condition) => condition.type === type);
    if (conditions.length === 0) continue;
    if (!conditions.some((condition) => condition.values.some((value) => value.code === asked))) return false;
  }
  return true;
}

/**
 * The permission policy of a user over brands (spec 000 §6): `has`, `hasAny`, `hasAll`,
 * `hasAccess`. Pure and immutable; every check is O(brands × names). Unknown brands and empty
 * lists deny (a check with nothing to check is never a grant).
 */
export class PermissionPolicy {
  private readonly brands = new Map<number, IndexedBrand>();

  constructor(policies: readonly BrandPolicy[]) {
    for (const policy of policies) {
      const permissions = new Map<string, Permission[]>();
      for (const permission of policy.permissions) {
        const same = permissions.get(permission.name);
        if (same) same.push(permission);
        else permissions.set(permission.name, [permission]);
      }
      this.brands.set(policy.brandId, { permissions, accesses: new Set(policy.user_accesses) });
    }
  }

  /** The brand ids the policy knows, in insertion order. */
  brandIds(): number[] {
    return [...this.brands.keys()];
  }

  /** True when the permission is granted (with its conditions) on the brands of `check`. */
  has(permission: string, check: PolicyCheck = {}): boolean {
    return this.overBrands(check, (brand) => this.grantedOn(brand, permission, check));
  }

  /** True when at least one permission is granted, per brand combined by `brandsMode`. Empty list: false. */
  hasAny(permissions: readonly string[], check: PolicyCheck = {}): boolean {
    if (permissions.length === 0) return false;
    return this.overBrands(check, (brand) => permissions.some((name) => this.grantedOn(brand, name, check)));
  }

  /** True when every permission is granted, per brand combined by `brandsMode`. Empty list: false. */
  hasAll(permissions: readonly string[], check: PolicyCheck = {}): boolean {
    if (permissions.length === 0) return false;
    return this.overBrands(check, (brand) => permissions.every((name) => this.grantedOn(brand, name, check)));
  }

  /** True when the user access (e.g. 'SOURCE_HIRE', 'TEAM_LIVE') is held on the brands of `check`. */
  hasAccess(access: string, check: Pick<PolicyCheck, 'brands' | 'brandsMode'> = {}): boolean {
    return this.overBrands(check, (brand) => brand.accesses.has(access));
  }

  private grantedOn(brand: IndexedBrand, name: string, check: PolicyCheck): boolean {
    const candidates = brand.permissions.get(name);
    return (
      candidates !== undefined && candidates.some((permission) => satisfiesConditions(permission, check))
    );
  }

  private overBrands(check: PolicyCheck, test: (brand: IndexedBrand) => boolean): boolean {
    const ids = check.brands ?? [...this.brands.keys()];
    if (ids.length === 0) return false;
    const holds = (id: number): boolean => {
      const brand = this.brands.get(id);
      return brand !== undefined && test(brand);
    };
    return check.brandsMode === 'ALL' ? ids.every(holds) : ids.some(holds);
  }
}
