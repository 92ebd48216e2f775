import type { GeoPoint } from '../../src-domain/careers/careers-page.rules';

/**
 * The visitor's position from the browser (asks their permission); undefined when they refuse,
 * the browser has none, or none comes within 10 s. Never rejects; coarse accuracy is enough.
 */
export function browserPosition(): Promise<GeoPoint | undefined> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(undefined);
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(undefined),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  });
}
