import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';

async function setUp() {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
  serveBrands(fakes, { permissions: [], user_accesses: [] });
  await container.get(SessionStore).restore();
  const store = container.get(BrandContextStore);
  await store.load();
  return { store, fakes };
}

const starred = (store: BrandContextStore) =>
  store.brands.filter((brand) => brand.is_favourite === true).map((brand) => brand.id);

describe('BrandContextStore favourites', () => {
  it('stars a brand at once and saves it with POST; unstars with DELETE', async () => {
    const { store, fakes } = await setUp();
    fakes.gateway
      .on('POST', '/v1/brands/4/employers/favourites', () => ({ brand_id: 4, is_favourite: true }))
      .on('DELETE', '/v1/brands/2/employers/favourites', () => ({ brand_id: 2, is_favourite: false }));
    expect(starred(store)).toEqual([2]);
    const saving = store.setFavourite(4, true);
    expect(starred(store)).toEqual([2, 4]);
    await saving;
    await store.setFavourite(2, false);
    expect(starred(store)).toEqual([4]);
    expect(
      fakes.gateway.requests
        .filter((request) => request.path.endsWith('/favourites'))
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual(['POST /v1/brands/4/employers/favourites', 'DELETE /v1/brands/2/employers/favourites']);
  });

  it('puts the star back and rejects when the save fails', async () => {
    const { store, fakes } = await setUp();
    fakes.gateway.on('POST', '/v1/brands/3/employers/favourites', () => {
      throw FakeHttpGateway.error(403, 'BRAND.FORBIDDEN');
    });
    await expect(store.setFavourite(3, true)).rejects.toMatchObject({ status: 403 });
    expect(starred(store)).toEqual([2]);
  });
});
