import { DomainError } from '../shared/domain-error';
import type { Brand, BrandContext } from './brand.model';
import { contextOf, isTopLevelType } from './brand-type.rules';

/** A name folded for search: lower case, without accents ("Café Zürich" → "cafe zurich"). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The first matches of a search and how many match in all. */
export interface BrandMatches {
  readonly brands: readonly Brand[];
  readonly total: number;
}

/**
 * An indexed brand tree: lookups by id and parent chains in O(1)/O(depth), name search in one
 * linear pass over names folded once when the tree is built (fast for tens of thousands of
 * locations).
 * Built once per tree load; the input is not mutated. Throws a DomainError
 * 'BRANDS.CYCLE' when a brand appears twice (a malformed tree is a bug upstream).
 */
/** How many needles' matches a BrandTree keeps for narrowing (see `firstMatches`). */
const RECENT_NEEDLES = 32;

export class BrandTree {
  private readonly byId = new Map<number, Brand>();
  private readonly parentOf = new Map<number, number>();
  private readonly ordered: Brand[] = [];
  private readonly foldedNames: string[] = [];
  /**
   * The indices (tree order) of the names matching the last few needles searched: a needle that
   * contains an earlier one is looked for among that one's matches only (a name that contains the
   * longer contains the shorter), and a needle searched again (a Backspace) is a look-up. Typing
   * in the switcher then scans tens of thousands of names only at the first key.
   */
  private readonly recentMatches = new Map<string, Int32Array>();

  constructor(readonly roots: readonly Brand[]) {
    const stack: { brand: Brand; parent: number | undefined }[] = [];
    for (let index = roots.length - 1; index >= 0; index--)
      stack.push({ brand: roots[index]!, parent: undefined });
    while (stack.length > 0) {
      const { brand, parent } = stack.pop()!;
      if (this.byId.has(brand.id)) throw new DomainError('BRANDS.CYCLE', `Brand ${brand.id} appears twice`);
      this.byId.set(brand.id, brand);
      const parentId = parent ?? brand.parent_id ?? undefined;
      if (parentId !== undefined) this.parentOf.set(brand.id, parentId);
      this.ordered.push(brand);
      this.foldedNames.push(foldForSearch(brand.name));
      const children = brand.brands ?? [];
      for (let index = children.length - 1; index >= 0; index--)
        stack.push({ brand: children[index]!, parent: brand.id });
    }
  }

  /** Number of brands in the tree. */
  get size(): number {
    return this.ordered.length;
  }

  /** The brand with `id`, or `undefined`. */
  find(id: number): Brand | undefined {
    return this.byId.get(id);
  }

  /** Every brand, depth-first in the order of the tree (parents before children). */
  flatten(): readonly Brand[] {
    return this.ordered;
  }

  /** The top-level (GP-n) brands that have no top-level ancestor. */
  topLevel(): Brand[] {
    return this.ordered.filter(
      (brand) =>
        isTopLevelType(brand.type) && !this.parents(brand.id).some((parent) => isTopLevelType(parent.type)),
    );
  }

  /** Ancestors of `id`, nearest parent first; empty for roots and unknown ids. Parents outside the tree stop the chain. */
  parents(id: number): Brand[] {
    const chain: Brand[] = [];
    const seen = new Set<number>([id]);
    let parentId = this.parentOf.get(id);
    while (parentId !== undefined && !seen.has(parentId)) {
      const parent = this.byId.get(parentId);
      if (parent === undefined) break;
      chain.push(parent);
      seen.add(parentId);
      parentId = this.parentOf.get(parentId);
    }
    return chain;
  }

  /**
   * Brands whose name contains `term` (case- and accent-insensitive, trimmed), in tree order, at
   * most `limit` (default: all). An empty term matches nothing.
   */
  search(term: string, limit = Number.POSITIVE_INFINITY): Brand[] {
    const needle = foldForSearch(term.trim());
    const found: Brand[] = [];
    if (needle === '') return found;
    for (let index = 0; index < this.foldedNames.length && found.length < limit; index++) {
      if (this.foldedNames[index]!.includes(needle)) found.push(this.ordered[index]!);
    }
    return found;
  }

  /**
   * The first `limit` brands matching `term` as `search` does, and how many match in all; an
   * empty term matches every brand (tree order). One pass over the names, or over the matches of
   * an earlier term the new one contains (typing on), or none for a term searched lately.
   */
  firstMatches(term: string, limit: number): BrandMatches {
    const needle = foldForSearch(term.trim());
    if (needle === '') return { brands: this.ordered.slice(0, limit), total: this.ordered.length };
    const matching = this.matchingIndices(needle);
    const brands: Brand[] = [];
    for (let at = 0; at < matching.length && at < limit; at++) brands.push(this.ordered[matching[at]!]!);
    return { brands, total: matching.length };
  }

  /** The indices of the names containing `needle` (folded, not empty), ascending; see recentMatches. */
  private matchingIndices(needle: string): Int32Array {
    const known = this.recentMatches.get(needle);
    if (known) return known;
    let among: Int32Array | undefined;
    for (const [earlier, indices] of this.recentMatches)
      if (needle.includes(earlier) && (!among || indices.length < among.length)) among = indices;
    const found: number[] = [];
    if (among) {
      for (const index of among) if (this.foldedNames[index]!.includes(needle)) found.push(index);
    } else {
      for (let index = 0; index < this.foldedNames.length; index++)
        if (this.foldedNames[index]!.includes(needle)) found.push(index);
    }
    const matching = Int32Array.from(found);
    if (this.recentMatches.size >= RECENT_NEEDLES)
      this.recentMatches.delete(this.recentMatches.keys().next().value!);
    this.recentMatches.set(needle, matching);
    return matching;
  }

  /** Brands of the given type (e.g. every location), in tree order. */
  ofType(type: string): Brand[] {
    return this.ordered.filter((brand) => brand.type === type);
  }

  /**
   * The active brand for a context: the context's brand when it is in the tree, else the entry
   * brand, else the first top-level brand, else the first brand; `undefined` for an empty tree.
   */
  activeBrand(context: BrandContext | undefined, entry?: BrandContext): Brand | undefined {
    return (
      (context && this.byId.get(context.brand_id)) ??
      (entry && this.byId.get(entry.brand_id)) ??
      this.topLevel()[0] ??
      this.ordered[0]
    );
  }

  /** The context of the active brand (see `activeBrand`), or `undefined` for an empty tree. */
  activeContext(context: BrandContext | undefined, entry?: BrandContext): BrandContext | undefined {
    const brand = this.activeBrand(context, entry);
    return brand && contextOf(brand);
  }
}
