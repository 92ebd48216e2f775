import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { PageAccessStore } from '../../../src-ui/shell/page-access.store';
import { createAppTestContainer, serveBrands, userInfo } from './app-test-container';

async function setUp(accesses: string[]) {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
  serveBrands(fakes, { permissions: [], user_accesses: accesses });
  await container.get(SessionStore).restore();
  return { guard: container.get(PageAccessStore), brands: container.get(BrandContextStore), fakes };
}

describe('PageAccessStore', () => {
  afterEach(() => jest.useRealTimers());

  it('allows at the first check when the brand opens the feature', async () => {
    const { guard } = await setUp(['SOURCE_HIRE']);
    await guard.check('GLOBAL_SEARCH');
    expect(guard.access).toBe('allowed');
  });

  it('checks 3 times, 1 s apart, then denies', async () => {
    jest.useFakeTimers();
    const { guard, fakes } = await setUp([]);
    const brandLoads = () =>
      fakes.gateway.requests.filter((request) => request.path === '/v1/users/brands').length;
    const done = guard.check('TTS_DASHBOARD');
    await jest.advanceTimersByTimeAsync(0);
    expect(brandLoads()).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(brandLoads()).toBe(2);
    expect(guard.access).toBe('checking');
    await jest.advanceTimersByTimeAsync(1000);
    await done;
    expect(brandLoads()).toBe(3);
    expect(guard.access).toBe('denied');
  });
});
