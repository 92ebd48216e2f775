import {
  areValidCoordinates,
  isUserLocationExpired,
  parseUserLocation,
  serializeUserLocation,
  USER_LOCATION_KEPT_MS,
} from '../../../src-domain/location/user-location.rules';
import type { UserLocation } from '../../../src-domain/location/user-location.model';

const NOW = Date.UTC(2025, 0, 15, 12);
const shared: UserLocation = {
  source: 'user',
  coordinates: { latitude: 48.85, longitude: 2.35 },
  sharedAt: new Date(NOW).toISOString(),
  expiresAt: new Date(NOW + USER_LOCATION_KEPT_MS).toISOString(),
};

describe('user location rules', () => {
  it('keeps a shared location exactly 7 days', () => {
    expect(USER_LOCATION_KEPT_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(isUserLocationExpired(NOW, NOW + USER_LOCATION_KEPT_MS - 1)).toBe(false);
    expect(isUserLocationExpired(NOW, NOW + USER_LOCATION_KEPT_MS)).toBe(true);
  });

  it('reads back what it stored, for the same user and before expiry only', () => {
    const text = serializeUserLocation(shared, 'u1');
    expect(parseUserLocation(text, 'u1', NOW)).toEqual(shared);
    expect(parseUserLocation(text, 'u2', NOW)).toBeUndefined();
    expect(parseUserLocation(text, 'u1', NOW + USER_LOCATION_KEPT_MS)).toBeUndefined();
  });

  it('ignores anything that is not a stored location', () => {
    for (const text of [undefined, '', 'null', '{', '{"userId":"u1"}', '[1]']) {
      expect(parseUserLocation(text, 'u1', NOW)).toBeUndefined();
    }
    const outside = JSON.stringify({
      userId: 'u1',
      location: { source: 'brand', coordinates: { latitude: 95, longitude: 0 } },
    });
    expect(parseUserLocation(outside, 'u1', NOW)).toBeUndefined();
  });

  it('accepts coordinates on Earth only', () => {
    expect(areValidCoordinates({ latitude: -90, longitude: 180 })).toBe(true);
    expect(areValidCoordinates({ latitude: 90.1, longitude: 0 })).toBe(false);
    expect(areValidCoordinates({ latitude: Number.NaN, longitude: 0 })).toBe(false);
  });
});
