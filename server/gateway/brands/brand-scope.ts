import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../gateway.errors';
import { findBrand, pathIds, type BrandRow } from './brands.repository';

/** A brand the user belongs to (a membership or a grant on it): the root of what the user may see. */
export interface ScopeRoot {
  readonly id: number;
  readonly path: string;
}

/**
 * What one caller may see of the brand tree: the subtrees of the brands the user is a member of
 * (`brand_memberships`) or holds a grant on (`user_accesses`, `user_permissions`). Built per
 * request; the roots load once.
 *
 * The entry brand (`user_profiles.entry_brand_id`, the careers page a job seeker signed up
 * through) is branding and context only (spec 000: the profile scheme, `entry_mode`): it opens
 * nothing here (issue #28). The few reads that need it name it explicitly (the profile scheme
 * without a brand id, the user record's `entry_mode`, the user's fallback location).
 */
export class BrandScope {
  private rootsLoad: Promise<ScopeRoot[]> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    readonly userId: string,
  ) {}

  /** The user's root brands, outermost first, with nested roots dropped. */
  roots(): Promise<ScopeRoot[]> {
    this.rootsLoad ??= this.loadRoots();
    return this.rootsLoad;
  }

  /** True when the brand at `path` is inside one of the user's subtrees. */
  async canSee(brand: Pick<BrandRow, 'path'>): Promise<boolean> {
    return (await this.roots()).some((root) => brand.path.startsWith(root.path));
  }

  /** The brand; 404 BRAND.NOT_FOUND when it does not exist, 403 BRAND.FORBIDDEN when not the user's. */
  async require(id: number): Promise<BrandRow> {
    const brand = await findBrand(this.db, id);
    if (!brand) throw notFound('BRAND.NOT_FOUND', `Brand ${id} does not exist`);
    if (!(await this.canSee(brand))) throw forbidden('BRAND.FORBIDDEN', `You may not see brand ${id}`);
    return brand;
  }

  /** Every brand, in the order asked; the first failing id decides (see `require`). */
  async requireAll(ids: readonly number[]): Promise<BrandRow[]> {
    const brands: BrandRow[] = [];
    for (const id of ids) brands.push(await this.require(id));
    return brands;
  }

  /**
   * The brand if the caller is a member of it or of an ancestor (a grant alone is not enough):
   * what acting as the brand's own people needs, e.g. giving a recognition. 404 BRAND.NOT_FOUND,
   * 403 BRAND.FORBIDDEN outside the scope, 403 BRAND.NOT_A_MEMBER inside it without a membership.
   */
  async requireMember(id: number): Promise<BrandRow> {
    const brand = await this.require(id);
    const member = await this.db
      .selectFrom('brand_memberships')
      .select('brand_id')
      .where('user_id', '=', this.userId)
      .where('brand_id', 'in', pathIds(brand.path))
      .executeTakeFirst();
    if (!member) throw forbidden('BRAND.NOT_A_MEMBER', `You are not a member of brand ${id}`);
    return brand;
  }

  private async loadRoots(): Promise<ScopeRoot[]> {
    const { db, userId } = this;
    const memberships = db
      .selectFrom('brand_memberships')
      .innerJoin('brands', 'brands.id', 'brand_memberships.brand_id')
      .select(['brands.id', 'brands.path'])
      .where('brand_memberships.user_id', '=', userId);
    const accesses = db
      .selectFrom('user_accesses')
      .innerJoin('brands', 'brands.id', 'user_accesses.brand_id')
      .select(['brands.id', 'brands.path'])
      .where('user_accesses.user_id', '=', userId);
    const permissions = db
      .selectFrom('user_permissions')
      .innerJoin('brands', 'brands.id', 'user_permissions.brand_id')
      .select(['brands.id', 'brands.path'])
      .where('user_permissions.user_id', '=', userId);
    const rows = await memberships.union(accesses).union(permissions).execute();
    const sorted = [...rows].sort((a, b) => a.path.length - b.path.length || a.id - b.id);
    const roots: ScopeRoot[] = [];
    for (const row of sorted) {
      if (!roots.some((root) => row.path.startsWith(root.path))) roots.push(row);
    }
    return roots;
  }
}
