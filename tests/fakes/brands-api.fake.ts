import type { Brand } from '../../src-domain/brands/brand.model';
import type { BrandRef } from '../../src-domain/brands/brand-profile.model';
import type {
  BrandSearch,
  BrandSettings,
  BrandsApiPort,
  FoundEmployer,
  SearchPage,
} from '../../src-domain/brands/brands-api.port';
import type { BrandPolicy } from '../../src-domain/permissions/policy.model';
import {
  DEFAULT_ACCENT_COLOR,
  DEFAULT_HEADER_COLOR,
  type EntryBrandScheme,
  type ProfileScheme,
} from '../../src-domain/theme/theme.rules';
import { apiFailure } from './api-failure';

function flatten(brands: readonly Brand[]): Brand[] {
  return brands.flatMap((brand) => [brand, ...flatten(brand.brands ?? [])]);
}

/**
 * In-memory BrandsApiPort over one brand tree, with the server's scope rules: a brand id not
 * in the tree is 404 BRAND.NOT_FOUND when unknown and 403 BRAND.FORBIDDEN when it is listed in
 * `outside` (another employer's brand). Policies, settings and schemes default to empty; the
 * searches match names containing the term, case-insensitively, under the brand.
 */
export class FakeBrandsApi implements BrandsApiPort {
  readonly calls: string[] = [];
  readonly policies = new Map<number, BrandPolicy>();
  readonly settingsById = new Map<number, BrandSettings>();
  readonly schemes = new Map<number, ProfileScheme>();
  readonly employers: FoundEmployer[] = [];
  /** Brands that exist but are outside the caller's subtrees. */
  readonly outside = new Set<number>();
  /** The caller's workplaces; `workplaces()` rejects with a 503 while `failWorkplaces` is set. */
  workplaceList: BrandRef[] = [];
  failWorkplaces = false;
  /** The caller's entry-brand colours (defaults, no brand, unless set); rejects with a 503 while `failEntryScheme` is set. */
  entry: EntryBrandScheme = {
    brandId: undefined,
    headerColor: DEFAULT_HEADER_COLOR,
    accentColor: DEFAULT_ACCENT_COLOR,
  };
  failEntryScheme = false;

  constructor(public tree: readonly Brand[] = []) {}

  async brandTree(): Promise<readonly Brand[]> {
    this.calls.push('brandTree');
    this.answeredTree = this.tree;
    return this.tree;
  }

  /** The tree when it is another array than the last one answered (set `tree` to change it). */
  async brandTreeIfChanged(): Promise<readonly Brand[] | undefined> {
    this.calls.push('brandTreeIfChanged');
    const changed = this.tree !== this.answeredTree;
    this.answeredTree = this.tree;
    return changed ? this.tree : undefined;
  }

  private answeredTree: readonly Brand[] | undefined;

  async workplaces(): Promise<readonly BrandRef[]> {
    this.calls.push('workplaces');
    if (this.failWorkplaces) throw apiFailure(503, 'GATEWAY.UNAVAILABLE');
    return this.workplaceList;
  }

  async policy(brandId: number): Promise<BrandPolicy> {
    this.calls.push(`policy:${brandId}`);
    this.inScope(brandId);
    return this.policies.get(brandId) ?? { brandId, permissions: [], user_accesses: [] };
  }

  async settings(brandId: number): Promise<BrandSettings> {
    this.calls.push(`settings:${brandId}`);
    this.inScope(brandId);
    return this.settingsById.get(brandId) ?? {};
  }

  async profileScheme(brandId: number): Promise<ProfileScheme> {
    this.calls.push(`profileScheme:${brandId}`);
    this.inScope(brandId);
    return this.schemes.get(brandId) ?? {};
  }

  async entryScheme(): Promise<EntryBrandScheme> {
    this.calls.push('entryScheme');
    if (this.failEntryScheme) throw apiFailure(503, 'GATEWAY.UNAVAILABLE');
    return this.entry;
  }

  async searchBrands(brandId: number, search: BrandSearch): Promise<SearchPage<Brand>> {
    this.calls.push(`searchBrands:${brandId}:${search.term}`);
    const root = this.inScope(brandId);
    const found = flatten(root.brands ?? []).filter((brand) => matches(brand.name, search.term));
    return { total: found.length, items: found.slice(search.offset, search.offset + search.limit) };
  }

  async searchEmployers(brandId: number, search: BrandSearch): Promise<SearchPage<FoundEmployer>> {
    this.calls.push(`searchEmployers:${brandId}:${search.term}`);
    const root = this.inScope(brandId);
    const ids = new Set(flatten([root]).map((brand) => brand.id));
    const found = this.employers.filter(
      (employer) =>
        ids.has(employer.brandId) &&
        (matches(`${employer.firstName} ${employer.lastName}`, search.term) ||
          matches(employer.email, search.term)),
    );
    return { total: found.length, items: found.slice(search.offset, search.offset + search.limit) };
  }

  /** Brand ids starred through `setFavourite` (the tree's `is_favourite` is what it was built with). */
  readonly favourites = new Map<number, boolean>();

  async setFavourite(brandId: number, favourite: boolean): Promise<boolean> {
    this.calls.push(`setFavourite:${brandId}:${favourite}`);
    this.inScope(brandId);
    this.favourites.set(brandId, favourite);
    return favourite;
  }

  private inScope(brandId: number): Brand {
    const brand = flatten(this.tree).find((candidate) => candidate.id === brandId);
    if (brand) return brand;
    if (this.outside.has(brandId)) throw apiFailure(403, 'BRAND.FORBIDDEN');
    throw apiFailure(404, 'BRAND.NOT_FOUND');
  }
}

function matches(text: string, term: string): boolean {
  return text.toLowerCase().includes(term.toLowerCase());
}
