import { findScreenRoute, needsAreaApis, screenRoutes } from '../../../src-ui/routing/routes';

// Every port that areaApiModule (src-infrastructure/area-api.module.ts) binds records its loading:
// a screen that imports one may resolve it, so it must not render before the areas are bound.
const mockAreaPortLoads: string[] = [];
const mockRecord = (name: string, path: string) => {
  mockAreaPortLoads.push(name);
  return jest.requireActual(path);
};
jest.mock('../../../src-domain/attestation/attestation-api.port', () =>
  mockRecord('attestation', '../../../src-domain/attestation/attestation-api.port'),
);
jest.mock('../../../src-domain/brands/brand-profile-api.port', () =>
  mockRecord('brand-profile', '../../../src-domain/brands/brand-profile-api.port'),
);
jest.mock('../../../src-domain/dashboards/dashboards-api.port', () =>
  mockRecord('dashboards', '../../../src-domain/dashboards/dashboards-api.port'),
);
jest.mock('../../../src-domain/job-ads/job-ads-api.port', () =>
  mockRecord('job-ads', '../../../src-domain/job-ads/job-ads-api.port'),
);
jest.mock('../../../src-domain/messaging/messaging-api.port', () =>
  mockRecord('messaging', '../../../src-domain/messaging/messaging-api.port'),
);
jest.mock('../../../src-domain/media/media-api.port', () =>
  mockRecord('media', '../../../src-domain/media/media-api.port'),
);
jest.mock('../../../src-domain/positions/positions-api.port', () =>
  mockRecord('positions', '../../../src-domain/positions/positions-api.port'),
);
jest.mock('../../../src-domain/rewards/draw-hashing.port', () =>
  mockRecord('draw-hashing', '../../../src-domain/rewards/draw-hashing.port'),
);
jest.mock('../../../src-domain/rewards/rewards-api.port', () =>
  mockRecord('rewards', '../../../src-domain/rewards/rewards-api.port'),
);
jest.mock('../../../src-domain/team/team-api.port', () =>
  mockRecord('team', '../../../src-domain/team/team-api.port'),
);
jest.mock('../../../src-domain/tags/tags-api.port', () =>
  mockRecord('tags', '../../../src-domain/tags/tags-api.port'),
);
jest.mock('../../../src-domain/location/user-location-api.port', () =>
  mockRecord('user-location', '../../../src-domain/location/user-location-api.port'),
);

describe('needsAreaApis', () => {
  it('lets only the guests-only screens render without the signed-in areas', () => {
    const without = screenRoutes.filter((route) => !needsAreaApis(route)).map((route) => route.path);
    expect(without).toContain('/user/login');
    expect(without).toContain('/forgot-password');
    expect(screenRoutes.filter((route) => route.access === 'guest').map((route) => route.path)).toEqual(
      without,
    );
  });

  it('makes the public job-ads OAuth callback wait for the areas (it resolves their port)', () => {
    const route = findScreenRoute('/oauth2');
    expect(route && needsAreaApis(route)).toBe(true);
  });

  it('no screen that skips the areas imports a port they bind (the OAuth callback does)', async () => {
    for (const route of screenRoutes.filter((candidate) => !needsAreaApis(candidate))) {
      await route.screen.preload();
      expect({ path: route.path, loaded: mockAreaPortLoads }).toEqual({ path: route.path, loaded: [] });
    }
    // The check can fail: a public screen that resolves an area's store records its port.
    await findScreenRoute('/oauth2')?.screen.preload();
    expect(mockAreaPortLoads).toContain('job-ads');
  });
});
