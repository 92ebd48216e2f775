import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../gateway.errors';
import { findBrand, type BrandRow } from './brands.repository';

/** A brand the user belongs to (membership or entry brand): the root of what the user may see. */
export interface ScopeRoot {
  readonly id: number;
  readonly path: string;
}

/**
 * What one caller may see of the brand tree: the subtrees of the brands the user belongs to
 * (memberships and the entry brand). Built per request; the roots load once.
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

  private async loadRoots(): Promise<ScopeRoot[]> {
    const memberships = this.db
      .selectFrom('brand_memberships')
      .innerJoin('brands', 'brands.id', 'brand_memberships.brand_id')
      .select(['brands.id', 'brands.path'])
      .where('brand_memberships.user_id', '=', this.userId);
    const entry = this.db
      .selectFrom('user_profiles')
      .innerJoin('brands', 'brands.id', 'user_profiles.entry_brand_id')
      .select(['brands.id', 'brands.path'])
      .where('user_profiles.user_id', '=', this.userId);
    const rows = await memberships.union(entry).execute();
    const sorted = [...rows].sort((a, b) => a.path.length - b.path.length || a.id - b.id);
    const roots: ScopeRoot[] = [];
    for (const row of sorted) {
      if (!roots.some((root) => row.path.startsWith(root.path))) roots.push(row);
    }
    return roots;
  }
}
