import { RouteScreenPreloader } from '../../../src-ui/routing/route-screen-preloader';

jest.mock('../../../src-ui/routing/route-preload', () => ({
  ...jest.requireActual('../../../src-ui/routing/route-preload'),
  preloadRoute: jest.fn(() => Promise.resolve()),
}));

/**
 * The home page's preloader (issue #20, the way in): a decided signed-in page's screen and the
 * signed-in areas' bindings are asked for together, so the areas' chunk is no extra round trip.
 */
describe('RouteScreenPreloader', () => {
  function preloaderWithAreas() {
    const areas = { loaded: false, load: jest.fn(() => Promise.resolve()) };
    return { areas, preloader: new RouteScreenPreloader(areas) };
  }

  it('asks for the areas with a signed-in screen', () => {
    const { areas, preloader } = preloaderWithAreas();
    preloader.preload('/dashboard/hiring?from=login');
    expect(areas.load).toHaveBeenCalledTimes(1);
  });

  it('leaves them for a guest page and for anything outside the app', () => {
    const { areas, preloader } = preloaderWithAreas();
    preloader.preload('/user/login');
    preloader.preload('//elsewhere.example/dashboard/hiring');
    preloader.preload('https://elsewhere.example/dashboard/hiring');
    expect(areas.load).not.toHaveBeenCalled();
  });
});
