/** A sub-service of a brand service (wire shape). */
export interface BrandSubService {
  readonly code: string;
}

/** A service of a brand (wire shape); ACTIVE and PASS grant access, any other type does not. */
export interface BrandService {
  readonly code: string;
  readonly type: string;
  readonly sub_services?: readonly BrandSubService[];
}

/**
 * A node of the brand tree (spec 000 §3, 001 §3; wire shape). Types starting with `GP-` are
 * top level (GP-n group/enterprise levels); other types (locations, …) are non-GP.
 */
export interface Brand {
  readonly id: number;
  readonly type: string;
  readonly name: string;
  readonly group_id?: number | null;
  readonly parent_id?: number | null;
  readonly parent_type?: string | null;
  readonly is_favourite?: boolean;
  readonly access_type?: string;
  readonly services?: readonly BrandService[];
  readonly brands?: readonly Brand[];
}

/** The brand the user works in (spec 000 §3 "Context"); the active brand has the same fields. */
export interface BrandContext {
  readonly brand_id: number;
  readonly brand_type: string;
  readonly top_level: boolean;
}
