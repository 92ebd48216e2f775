import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import { DemoRequestStore } from '../../../src-ui/demo/demo-request.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';

async function setUp() {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
  serveBrands(fakes, { permissions: [], user_accesses: [] });
  await container.get(SessionStore).restore();
  await container.get(BrandContextStore).load();
  return { demos: container.get(DemoRequestStore), fakes };
}

describe('DemoRequestStore', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('opens the modal and checks: not requested yet', async () => {
    const { demos, fakes } = await setUp();
    fakes.gateway.on('GET', '/v1/demo_request', () => ({ demo_requested: false }));
    await demos.openModal('LMS');
    expect(demos.open).toBe('LMS');
    expect(demos.stateOf('LMS')).toEqual({ status: 'known', requested: false, requesting: false });
    // The check by service code (spec 000 §7): the brand and the module's key in the query.
    expect(fakes.gateway.requests.at(-1)?.query).toEqual({ brand_id: 1, service_code: 'LMS' });
  });

  it('requests: requested, modal closed, thanks for the module', async () => {
    const { demos, fakes } = await setUp();
    fakes.gateway
      .on('GET', '/v1/demo_request', () => ({ demo_requested: false }))
      .on('POST', '/v1/demo_request', () => ({ demo_requested: true, message: 'Demo requested' }));
    await demos.openModal('TEAM_SCHEDULING');
    await demos.request('TEAM_SCHEDULING');
    expect(demos.stateOf('TEAM_SCHEDULING').requested).toBe(true);
    expect(demos.open).toBeUndefined();
    expect(demos.thanked).toBe('TEAM_SCHEDULING');
    expect(fakes.gateway.requests.at(-1)?.body).toEqual({ brand_id: 1, service_code: 'TEAM_SCHEDULING' });
  });

  it('treats the repeat answer as requested, without thanks', async () => {
    const { demos, fakes } = await setUp();
    fakes.gateway.on('POST', '/v1/demo_request', () => ({
      demo_requested: true,
      message: 'Demo requested already for this user and this brand',
    }));
    await demos.request('ON_BOARDING');
    expect(demos.stateOf('ON_BOARDING').requested).toBe(true);
    expect(demos.thanked).toBeUndefined();
  });

  it('counts a failed check as not requested and keeps requesting after a failed request', async () => {
    const { demos, fakes } = await setUp();
    fakes.gateway.on('POST', '/v1/demo_request', () => {
      throw FakeHttpGateway.error(500);
    });
    await demos.check('LMS');
    expect(demos.stateOf('LMS')).toEqual({ status: 'known', requested: false, requesting: false });
    await demos.request('LMS');
    expect(demos.stateOf('LMS').requesting).toBe(true);
    expect(console.error).toHaveBeenCalled();
  });
});
