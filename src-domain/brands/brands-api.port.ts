import type { BrandPolicy } from '../permissions/policy.model';
import { token } from '../shared/token';
import type { EntryBrandScheme, ProfileScheme } from '../theme/theme.rules';
import type { Brand } from './brand.model';
import type { BrandRef } from './brand-profile.model';

/** The brand settings the feature table reads (spec 001 §6 ATR and risk filter); `undefined` = not set. */
export interface BrandSettings {
  readonly atrType?: string;
  readonly locationFilterType?: string;
}

/** A manager found by the global search. */
export interface FoundEmployer {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly role: string;
  readonly brandId: number;
  readonly brandName: string;
}

/** One page of a search under a brand: the items and how many match in all. */
export interface SearchPage<Item> {
  readonly total: number;
  readonly items: readonly Item[];
}

/** A search under a brand: names containing `term` (trimmed by the caller), `limit` from `offset`. */
export interface BrandSearch {
  readonly term: string;
  readonly limit: number;
  readonly offset: number;
}

/**
 * The brand calls of spec 001 §7 the app makes: the signed-in employer's brand tree, a brand's
 * policy, settings and profile scheme, and the searches under a brand. Rejects with a
 * `GatewayError` when a call fails; a brand outside the caller's subtree is 403.
 */
export interface BrandsApiPort {
  /** The employer's brands as a tree (top-level brands with their descendants). */
  brandTree(): Promise<readonly Brand[]>;
  /**
   * The tree again when it changed since this page's last `brandTree` or `brandTreeIfChanged`
   * answer, `undefined` when it did not (revalidated with the server's entity tag: an unchanged
   * tree costs a 304 with no body).
   */
  brandTreeIfChanged(): Promise<readonly Brand[] | undefined>;
  /** The caller's permissions on `brandId`. */
  policy(brandId: number): Promise<BrandPolicy>;
  /** The brand's settings (may be a few minutes old: stale-while-revalidate). */
  settings(brandId: number): Promise<BrandSettings>;
  /** The brand's profile scheme (colours, images; may be a few minutes old). */
  profileScheme(brandId: number): Promise<ProfileScheme>;
  /** The colours of the caller's entry brand, defaults when none (may be a few minutes old). */
  entryScheme(): Promise<EntryBrandScheme>;
  /** Brands under `brandId` whose name contains the term. */
  searchBrands(brandId: number, search: BrandSearch): Promise<SearchPage<Brand>>;
  /** Managers under `brandId` whose name or e-mail contains the term. */
  searchEmployers(brandId: number, search: BrandSearch): Promise<SearchPage<FoundEmployer>>;
  /** Stars (`true`) or unstars the brand for the caller; resolves with the saved flag. */
  setFavourite(brandId: number, favourite: boolean): Promise<boolean>;
  /** The brands the caller works at as an employee (memberships and hired applications), by id. */
  workplaces(): Promise<readonly BrandRef[]>;
}
export const BrandsApiPort = token<BrandsApiPort>('domain.brands-api');
