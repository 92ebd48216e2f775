import { preloadRoute } from '../../../src-ui/routing/route-preload';
import { findScreenRoute } from '../../../src-ui/routing/routes';

const mockLayoutLoads: string[] = [];
jest.mock('../../../src-ui/layouts/AppLayout', () => {
  mockLayoutLoads.push('app-layout');
  return { AppLayout: () => null };
});

function spyOnScreen(path: string) {
  const route = findScreenRoute(path);
  if (!route) throw new Error(`no route for ${path}`);
  return jest.spyOn(route.screen, 'preload').mockResolvedValue({ default: () => null });
}

describe('preloadRoute', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads nothing for another origin, a protocol-relative URL or a legacy path', async () => {
    const dashboard = spyOnScreen('/dashboard');
    await preloadRoute('http://localhost:8080/corporate');
    await preloadRoute('//evil.example/dashboard');
    await preloadRoute('/some/legacy/page');
    expect(dashboard).not.toHaveBeenCalled();
    expect(mockLayoutLoads).toEqual([]);
  });

  it('loads a guest screen without the signed-in layout', async () => {
    const login = spyOnScreen('/user/login');
    await preloadRoute('/user/login?error_code=X');
    expect(login).toHaveBeenCalledTimes(1);
    expect(mockLayoutLoads).toEqual([]);
  });

  it('loads a signed-in screen with the application layout, ignoring query and hash', async () => {
    const dashboard = spyOnScreen('/dashboard');
    await preloadRoute('/dashboard?brand=2#top');
    expect(dashboard).toHaveBeenCalledTimes(1);
    expect(mockLayoutLoads).toEqual(['app-layout']);
  });
});
