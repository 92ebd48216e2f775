import 'reflect-metadata';
import type { Brand } from '../../../src-domain/brands/brand.model';
import { BrandTree } from '../../../src-domain/brands/brand-tree.rules';
import type { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import { SearchStore } from '../../../src-ui/search/search.store';
import { FakeBrandsApi } from '../../fakes/brands-api.fake';

const brand = (id: number, name: string, brands: Brand[] = []): Brand => ({
  id,
  name,
  type: brands.length > 0 ? 'GP-4' : 'LOCATION',
  brands,
});

describe('SearchStore', () => {
  it('searches every root of the caller’s tree, not only the brand in context, and adds the totals', async () => {
    const roots = [
      brand(1, 'Harbor Grill', [brand(11, 'Harbor Grill Portland'), brand(12, 'Harbor Grill Seattle')]),
      brand(2, 'Tidewater Tacos', [brand(21, 'Tidewater Portland')]),
    ];
    const api = new FakeBrandsApi(roots);
    api.employers.push(
      {
        id: 'a',
        firstName: 'Ana',
        lastName: 'Portland',
        email: 'ana@x.test',
        role: 'MANAGER',
        brandId: 11,
        brandName: 'Harbor Grill Portland',
      },
      {
        id: 'b',
        firstName: 'Ben',
        lastName: 'Portland',
        email: 'ben@x.test',
        role: 'MANAGER',
        brandId: 21,
        brandName: 'Tidewater Portland',
      },
    );
    const context = {
      ensureLoaded: () => Promise.resolve(),
      tree: new BrandTree(roots),
      context: { brand_id: 11, brand_type: 'LOCATION', top_level: false },
    } as unknown as BrandContextStore;
    const store = new SearchStore(api, context);
    await store.search('portland');
    expect(store.status).toBe('ready');
    expect(store.results?.brands.map((found) => found.name)).toEqual([
      'Harbor Grill Portland',
      'Tidewater Portland',
    ]);
    expect(store.results?.brandsTotal).toBe(2);
    expect(store.results?.employers.map((found) => found.firstName)).toEqual(['Ana', 'Ben']);
    expect(store.results?.employersTotal).toBe(2);
    expect(api.calls).toEqual(
      expect.arrayContaining([
        'searchBrands:1:portland',
        'searchBrands:2:portland',
        'searchEmployers:2:portland',
      ]),
    );
  });

  it('fails, rather than showing nothing, when a root cannot be searched', async () => {
    const roots = [brand(1, 'Harbor Grill', [brand(11, 'Harbor Grill Portland')])];
    const api = new FakeBrandsApi([]);
    const context = {
      ensureLoaded: () => Promise.resolve(),
      tree: new BrandTree(roots),
    } as unknown as BrandContextStore;
    const store = new SearchStore(api, context);
    await store.search('grill');
    expect(store.status).toBe('failed');
  });
});
