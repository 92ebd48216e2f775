import type { Coordinates, UserLocation } from './user-location.model';

/** How long the user's location is kept, on the server and in the browser (spec 000 §9, 001 §9). */
export const USER_LOCATION_KEPT_DAYS = 7;
export const USER_LOCATION_KEPT_MS = USER_LOCATION_KEPT_DAYS * 24 * 60 * 60 * 1000;

/** The instant (epoch ms) a location shared at `sharedAtMs` is forgotten. */
export function userLocationExpiresAtMs(sharedAtMs: number): number {
  return sharedAtMs + USER_LOCATION_KEPT_MS;
}

/** True when a location shared at `sharedAtMs` is past its 7 days at `nowMs`; never throws. */
export function isUserLocationExpired(sharedAtMs: number, nowMs: number): boolean {
  return nowMs >= userLocationExpiresAtMs(sharedAtMs);
}

/** True for finite coordinates inside −90…90 latitude and −180…180 longitude. */
export function areValidCoordinates(coordinates: Coordinates): boolean {
  const { latitude, longitude } = coordinates;
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/**
 * The text kept under h_user_location: the location and whose it is, as JSON (another user
 * signing in on this browser never sees it).
 */
export function serializeUserLocation(location: UserLocation, userId: string): string {
  return JSON.stringify({ userId, location });
}

/**
 * Reads a stored location of `userId` back; `undefined` for another user's, for anything that is
 * not one (an old format, a hand-edited value) or for a shared location already past its 7 days
 * at `nowMs`. Never throws.
 */
export function parseUserLocation(
  text: string | undefined,
  userId: string,
  nowMs: number,
): UserLocation | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as { userId?: unknown; location?: unknown };
  if (record.userId !== userId || typeof record.location !== 'object' || record.location === null) {
    return undefined;
  }
  const candidate = record.location as Record<string, unknown>;
  if (candidate.source === 'unknown') return { source: 'unknown' };
  const coordinates = candidate.coordinates as Partial<Coordinates> | undefined;
  if (
    typeof coordinates?.latitude !== 'number' ||
    typeof coordinates.longitude !== 'number' ||
    !areValidCoordinates(coordinates as Coordinates)
  ) {
    return undefined;
  }
  const point = { latitude: coordinates.latitude, longitude: coordinates.longitude };
  if (candidate.source === 'brand') return { source: 'brand', coordinates: point };
  if (candidate.source !== 'user') return undefined;
  if (typeof candidate.sharedAt !== 'string' || typeof candidate.expiresAt !== 'string') return undefined;
  const expiresAtMs = Date.parse(candidate.expiresAt);
  if (Number.isNaN(expiresAtMs) || nowMs >= expiresAtMs) return undefined;
  return { source: 'user', coordinates: point, sharedAt: candidate.sharedAt, expiresAt: candidate.expiresAt };
}
