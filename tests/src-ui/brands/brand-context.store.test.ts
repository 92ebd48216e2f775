import { StorageKey } from '../../../src-domain/consent/storage-keys.rules';
import {
  BRAND_TREE_REVALIDATE_AFTER_MS,
  BrandContextStore,
} from '../../../src-ui/brands/brand-context.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import {
  TREE,
  createAppTestContainer,
  holdBrandTree,
  serveBootstrapWithContext,
  serveBrands,
  userInfo,
} from '../shell/app-test-container';
import type { Brand } from '../../../src-domain/brands/brand.model';

async function setUp(user = userInfo()) {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => user);
  serveBrands(fakes, { permissions: [{ name: 'VIEW_HALO_DASHBOARD' }], user_accesses: ['SOURCE_HIRE'] });
  await container.get(SessionStore).restore();
  return { store: container.get(BrandContextStore), fakes };
}

describe('BrandContextStore', () => {
  it('starts in the entry brand and saves it as the context', async () => {
    const { store, fakes } = await setUp();
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.context).toEqual({ brand_id: 1, brand_type: 'GP-5', top_level: true });
    expect(JSON.parse(fakes.storage.get(StorageKey.userContext)!)).toEqual(store.context);
    expect(fakes.cookies.get(StorageKey.brandName)).toBe('Harbor Group');
    expect(store.brands.map((brand) => brand.id)).toEqual([1, 2, 3, 4]);
  });

  it('resumes a saved context that is in the tree', async () => {
    const { store, fakes } = await setUp();
    fakes.storage.set(
      StorageKey.userContext,
      JSON.stringify({ brand_id: 3, brand_type: 'LOCATION', top_level: false }),
    );
    await store.load();
    expect(store.activeBrand?.name).toBe('Grill Downtown');
    expect(store.can('TTS_DASHBOARD')).toBe(true);
  });

  it('switches brand: new context, cookies and the brand’s own policy decide the features', async () => {
    const { store, fakes } = await setUp();
    await store.load();
    expect(store.can('HALO_DASHBOARD')).toBe(false);
    await store.choose(2);
    expect(store.context?.brand_id).toBe(2);
    expect(fakes.cookies.get(StorageKey.brandId)).toBe('2');
    expect(store.can('HALO_DASHBOARD')).toBe(true);
    expect(fakes.gateway.requests.some((request) => request.path === '/v1/users/brands/2/policy')).toBe(true);
  });

  it('keeps the old brand, its cookies and policy when a user’s switch fails to read the new one', async () => {
    const { store, fakes } = await setUp();
    await store.load();
    fakes.gateway.on('GET', '/v1/users/brands/2/policy', () => {
      throw FakeHttpGateway.error(500);
    });
    await expect(store.switchTo(2)).resolves.toBe(false);
    expect(store.context?.brand_id).toBe(1);
    expect(fakes.cookies.get(StorageKey.brandId)).toBe('1');
    expect(store.can('HALO_DASHBOARD')).toBe(false);
    serveBrands(fakes, { permissions: [{ name: 'VIEW_HALO_DASHBOARD' }], user_accesses: ['SOURCE_HIRE'] });
    await expect(store.switchTo(2)).resolves.toBe(true);
    expect(store.context?.brand_id).toBe(2);
    expect(fakes.cookies.get(StorageKey.brandId)).toBe('2');
  });

  it('themes the header with the scheme colours for a MICE brand only', async () => {
    const { store } = await setUp();
    await store.load();
    expect(store.theme).toEqual({
      headerColor: '255,255,255',
      accentColor: '0,136,221',
      headerTheme: 'light',
    });
    await store.choose(2);
    expect(store.theme).toEqual({ headerColor: '16,32,48', accentColor: '255,136,0', headerTheme: 'tent' });
  });

  it('sets the context for a route entry unless it is top level', async () => {
    const { store } = await setUp();
    await store.load();
    await store.enterRoute({ brand_id: 2, brand_type: 'GP-4', top_level: true });
    expect(store.context?.brand_id).toBe(1);
    await store.enterRoute({ brand_id: 4, brand_type: 'LOCATION', top_level: false });
    expect(store.context?.brand_id).toBe(4);
  });

  it('reads the entry brand’s facts alongside the tree, once', async () => {
    const { store, fakes } = await setUp();
    let answerTree!: () => void;
    fakes.gateway.on(
      'GET',
      '/v1/users/brands',
      () => new Promise((resolve) => (answerTree = () => resolve(TREE))),
    );
    const loaded = store.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const paths = () => fakes.gateway.requests.map((request) => request.path);
    expect(paths()).toEqual(
      expect.arrayContaining([
        '/v1/users/brands',
        '/v1/users/brands/1/policy',
        '/v1/brands/1/settings',
        '/v1/employers/profile_scheme',
      ]),
    );
    answerTree();
    await loaded;
    expect(store.status).toBe('ready');
    expect(store.context?.brand_id).toBe(1);
    expect(store.policy.has('VIEW_HALO_DASHBOARD')).toBe(true);
    expect(paths().filter((path) => path === '/v1/users/brands/1/policy')).toHaveLength(1);
  });

  it('reads the facts of the brand the tree settles on when the saved one is no longer there', async () => {
    const { store, fakes } = await setUp();
    fakes.storage.set(
      StorageKey.userContext,
      JSON.stringify({ brand_id: 9, brand_type: 'LOCATION', top_level: false }),
    );
    // Brand 9 is unknown: its policy read fails, which must not fail the load.
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.context?.brand_id).toBe(1);
    const paths = fakes.gateway.requests.map((request) => request.path);
    expect(paths).toContain('/v1/users/brands/9/policy');
    expect(paths).toContain('/v1/users/brands/1/policy');
    expect(store.policy.has('VIEW_HALO_DASHBOARD')).toBe(true);
  });

  it('fails the load when the context brand’s policy read ahead fails', async () => {
    const { store, fakes } = await setUp();
    fakes.gateway.on('GET', '/v1/users/brands/1/policy', () => {
      throw FakeHttpGateway.error(503);
    });
    await expect(store.load()).rejects.toMatchObject({ status: 503 });
    expect(store.status).toBe('failed');
  });

  it('gives candidates no brands and no brand features', async () => {
    const { store, fakes } = await setUp(userInfo({ user_employer: false, entry_mode: null }));
    await store.load();
    expect(store.brands).toEqual([]);
    expect(store.context).toBeUndefined();
    expect(fakes.gateway.requests.some((request) => request.path === '/v1/users/brands')).toBe(false);
  });
});

describe('BrandContextStore revalidates the tree in the background (issue #20)', () => {
  const renamed = (tree: readonly Brand[], id: number, name: string): Brand[] =>
    tree.map((brand) => ({
      ...brand,
      ...(brand.id === id ? { name } : {}),
      ...(brand.brands ? { brands: renamed(brand.brands, id, name) } : {}),
    }));

  it('uses the loaded tree at once and asks again only once it is old, with the tag it was given', async () => {
    const { store, fakes } = await setUp();
    await store.load();
    const loaded = store.tree;
    await store.ensureLoaded();
    expect(fakes.gateway.knownTags).toEqual([undefined]);
    fakes.clock.advance(BRAND_TREE_REVALIDATE_AFTER_MS);
    await store.ensureLoaded();
    await store.revalidateTree();
    expect(fakes.gateway.knownTags).toHaveLength(2);
    expect(fakes.gateway.knownTags[1]).toBeDefined();
    expect(store.tree).toBe(loaded);
    await store.ensureLoaded();
    expect(fakes.gateway.knownTags).toHaveLength(2);
  });

  it('replaces the tree when it changed and keeps the context that is still in it', async () => {
    const { store, fakes } = await setUp();
    await store.load();
    serveBrands(fakes, { permissions: [], user_accesses: [] }, renamed(TREE, 4, 'Grill Terminal 2'));
    fakes.clock.advance(BRAND_TREE_REVALIDATE_AFTER_MS);
    await store.ensureLoaded();
    await store.revalidateTree();
    expect(store.tree?.find(4)?.name).toBe('Grill Terminal 2');
    expect(store.context?.brand_id).toBe(1);
  });

  it('moves the context to the entry brand when its brand left the tree', async () => {
    const { store, fakes } = await setUp();
    fakes.storage.set(
      StorageKey.userContext,
      JSON.stringify({ brand_id: 3, brand_type: 'LOCATION', top_level: false }),
    );
    await store.load();
    expect(store.context?.brand_id).toBe(3);
    const withoutDowntown: Brand[] = [
      { ...TREE[0]!, brands: [{ ...TREE[0]!.brands![0]!, brands: [TREE[0]!.brands![0]!.brands![1]!] }] },
    ];
    serveBrands(fakes, { permissions: [], user_accesses: [] }, withoutDowntown);
    await store.revalidateTree();
    expect(store.tree?.find(3)).toBeUndefined();
    expect(store.context?.brand_id).toBe(1);
    expect(fakes.cookies.get(StorageKey.brandName)).toBe('Harbor Group');
  });
});

describe('BrandContextStore with the session bootstrap and the tree revalidation together (issue #20)', () => {
  it('knows the context before the tree comes, then revalidates that tree with its tag', async () => {
    const { container, fakes } = createAppTestContainer();
    fakes.identity.signedInAs('olivia');
    const grill = TREE[0]!.brands![0]!;
    fakes.storage.set(StorageKey.userContext, JSON.stringify({ brand_id: grill.id, brand_type: grill.type }));
    serveBrands(fakes, { permissions: [], user_accesses: [] });
    serveBootstrapWithContext(fakes, grill);
    const answerTree = holdBrandTree(fakes);
    await container.get(SessionStore).restore();
    const store = container.get(BrandContextStore);
    const loaded = store.ensureLoaded();
    await store.ensureContext();
    // Known from the bootstrap alone: the tree is still out, no policy read was asked.
    expect(store.status).toBe('loading');
    expect(store.activeBrand?.id).toBe(grill.id);
    expect(store.can('HALO_DASHBOARD')).toBe(true);
    expect(fakes.gateway.requests.some((request) => request.path.endsWith('/policy'))).toBe(false);
    answerTree();
    await loaded;
    expect(store.status).toBe('ready');
    expect(store.tree?.find(grill.id)).toBe(store.activeBrand);
    // The tree then ages and is revalidated in the background with the tag it came with.
    serveBrands(fakes, { permissions: [], user_accesses: [] });
    fakes.clock.advance(BRAND_TREE_REVALIDATE_AFTER_MS);
    await store.ensureLoaded();
    await store.revalidateTree();
    expect(fakes.gateway.knownTags.at(-1)).toBeDefined();
    expect(store.context?.brand_id).toBe(grill.id);
    expect(store.can('HALO_DASHBOARD')).toBe(true);
  });
});
