/** Condition types a permission may carry (spec 000 §3, 001 §6). */
export const CONDITION_TYPES = ['LOGBOOK_ENTRY_TYPE', 'POSITION_CATEGORY', 'JOB_BOARD'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** A condition restricting a permission to some values (wire shape). */
export interface PermissionCondition {
  readonly type: string;
  readonly values: readonly { readonly code: string }[];
}

/** A permission granted on a brand (wire shape). */
export interface Permission {
  readonly name: string;
  readonly conditions?: readonly PermissionCondition[];
}

/** The policy of one brand (wire shape of GET /v1/policy and /v1/users/brands/{id}/policy). */
export interface BrandPolicy {
  readonly brandId: number;
  readonly permissions: readonly Permission[];
  readonly user_accesses: readonly string[];
}

/** How a check over several brands combines: at least one brand, or every brand. */
export type BrandsMode = 'ANY' | 'ALL';

/**
 * Restrictions of one check. `brands` defaults to every brand in the policy; an empty list
 * denies. A condition value given here must be among the permission's values of that condition
 * type; a permission without a condition of that type is unrestricted.
 */
export interface PolicyCheck {
  readonly brands?: readonly number[];
  readonly brandsMode?: BrandsMode;
  readonly positionCategory?: string;
  readonly jobBoard?: string;
  readonly logbookEntryType?: string;
}
