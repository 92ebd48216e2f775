import type { Brand } from '../../../src-domain/brands/brand.model';
import { BrandTree } from '../../../src-domain/brands/brand-tree.rules';
import { DomainError } from '../../../src-domain/shared/domain-error';

const tree: Brand[] = [
  {
    id: 1,
    type: 'GP-5',
    name: 'Grand Hotels',
    brands: [
      {
        id: 2,
        type: 'GP-1',
        name: 'Grand East',
        brands: [
          { id: 3, type: 'LOCATION', name: 'Harbour Café' },
          { id: 4, type: 'LOCATION', name: 'Seaside Grill' },
        ],
      },
      { id: 5, type: 'LOCATION', name: 'Airport Café' },
    ],
  },
  { id: 9, type: 'LOCATION', name: 'Lone Diner', parent_id: 77 },
];

describe('BrandTree', () => {
  const brands = new BrandTree(tree);

  it('flattens depth-first, parents before children', () => {
    expect(brands.flatten().map((brand) => brand.id)).toEqual([1, 2, 3, 4, 5, 9]);
    expect(brands.size).toBe(6);
  });

  it('finds by id and lists parents nearest first', () => {
    expect(brands.find(4)?.name).toBe('Seaside Grill');
    expect(brands.find(404)).toBeUndefined();
    expect(brands.parents(3).map((brand) => brand.id)).toEqual([2, 1]);
    expect(brands.parents(1)).toEqual([]);
    expect(brands.parents(9)).toEqual([]); // parent 77 is outside the tree
    expect(brands.parents(404)).toEqual([]);
  });

  it('lists the top level: GP brands without a GP ancestor', () => {
    expect(brands.topLevel().map((brand) => brand.id)).toEqual([1]);
    expect(brands.ofType('LOCATION').map((brand) => brand.id)).toEqual([3, 4, 5, 9]);
  });

  it('searches names case-insensitively, trimmed, with a limit', () => {
    expect(brands.search('café').map((brand) => brand.id)).toEqual([3, 5]);
    expect(brands.search('  CAFÉ ', 1).map((brand) => brand.id)).toEqual([3]);
    expect(brands.search('')).toEqual([]);
    expect(brands.search('nothing')).toEqual([]);
  });

  it('searches without accents either way: "cafe" finds "Café", "CAFÉ" finds it too', () => {
    expect(brands.search('cafe').map((brand) => brand.id)).toEqual([3, 5]);
    expect(brands.search('HARBOUR CAFÉ').map((brand) => brand.id)).toEqual([3]);
  });

  it('firstMatches: at most `limit` brands in tree order and how many match in all', () => {
    const cafes = brands.firstMatches(' café ', 1);
    expect(cafes.brands.map((brand) => brand.id)).toEqual([3]);
    expect(cafes.total).toBe(2);
    const all = brands.firstMatches('', 4);
    expect(all.brands.map((brand) => brand.id)).toEqual([1, 2, 3, 4]);
    expect(all.total).toBe(6);
    expect(brands.firstMatches('nothing', 10)).toEqual({ brands: [], total: 0 });
  });

  it('firstMatches while typing on, back and elsewhere answers as a fresh tree does (#30: narrowing)', () => {
    const many: Brand[] = Array.from({ length: 300 }, (_, index) => ({
      id: 1000 + index,
      type: 'LOCATION',
      name: `Atlas ${index % 7}-${index % 11}-${index}`,
    }));
    const typed = new BrandTree(many);
    const terms = [
      '1',
      '1-',
      '1-2',
      '-2',
      '1-2',
      '1',
      '',
      '3',
      'as 3',
      'as 3-1',
      's 3-',
      '5-1',
      '1-2',
      'x',
      'x1',
    ];
    for (const term of terms)
      expect(typed.firstMatches(term, 5)).toEqual(new BrandTree(many).firstMatches(term, 5));
    for (const term of terms)
      expect(typed.firstMatches(term, Number.POSITIVE_INFINITY).total).toBe(
        many.filter((one) => one.name.toLowerCase().includes(term.trim().toLowerCase())).length,
      );
  });

  it('chooses the active brand from the context, then the entry, then the top level', () => {
    const context = { brand_id: 4, brand_type: 'LOCATION', top_level: false };
    const entry = { brand_id: 2, brand_type: 'GP-1', top_level: true };
    expect(brands.activeBrand(context, entry)?.id).toBe(4);
    expect(brands.activeBrand({ ...context, brand_id: 404 }, entry)?.id).toBe(2);
    expect(brands.activeBrand(undefined)?.id).toBe(1);
    expect(brands.activeContext(undefined, entry)).toEqual(entry);
    expect(new BrandTree([{ id: 3, type: 'LOCATION', name: 'x' }]).activeBrand(undefined)?.id).toBe(3);
    expect(new BrandTree([]).activeContext(undefined)).toBeUndefined();
  });

  it('rejects a brand that appears twice (a malformed tree is a bug)', () => {
    const twice: Brand = { id: 1, type: 'GP-1', name: 'a' };
    expect(() => new BrandTree([twice, twice])).toThrow(DomainError);
  });

  it('handles a deep 20 000-location tree without recursion limits', () => {
    let node: Brand = { id: 0, type: 'LOCATION', name: 'leaf' };
    for (let id = 1; id < 20_000; id++) node = { id, type: 'GP-1', name: `level ${id}`, brands: [node] };
    const deep = new BrandTree([node]);
    expect(deep.size).toBe(20_000);
    expect(deep.parents(0)).toHaveLength(19_999);
  });
});
