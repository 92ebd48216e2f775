import type { CareersLocation } from './careers-page.model';

/** What the visitor filters a careers page by: a location id (undefined: all) and free text. */
/**
 * Locations a careers page lists at first, and adds at each "show more": a brand of 500
 * locations renders (and hydrates) twenty, not a thousand positions, on a phone.
 */
export const CAREERS_LOCATIONS_PER_PAGE = 20;

export interface CareersFilter {
  readonly locationId: number | undefined;
  readonly text: string;
}

/** Folds case and accents so 'Café' finds 'cafe'. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();

/**
 * The locations and positions a filter leaves: the chosen location only (when one is), and
 * positions whose title or category, or whose location's name or address, contains every word
 * of `text` (case and accents ignored). Locations left with no position are dropped.
 */
export function filterCareers(
  locations: readonly CareersLocation[],
  filter: CareersFilter,
): CareersLocation[] {
  const words = fold(filter.text).split(/\s+/).filter(Boolean);
  return locations
    .filter((location) => filter.locationId === undefined || location.id === filter.locationId)
    .map((location) => {
      const place = fold(`${location.name} ${location.address ?? ''}`);
      return {
        ...location,
        positions: location.positions.filter((position) => {
          const text = `${place} ${fold(`${position.title} ${position.category}`)}`;
          return words.every((word) => text.includes(word));
        }),
      };
    })
    .filter((location) => location.positions.length > 0);
}

/** A point on Earth in degrees (WGS 84). */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance between two points in kilometres (haversine). */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Locations nearest `origin` first, each with its distance in km; locations without
 * coordinates keep their order after those with (distance undefined). Stable otherwise.
 */
export function sortByDistance<T extends CareersLocation>(
  locations: readonly T[],
  origin: GeoPoint,
): (T & { readonly distanceKm: number | undefined })[] {
  const measured = locations.map((location, index) => ({
    ...location,
    index,
    distanceKm:
      location.latitude === undefined || location.longitude === undefined
        ? undefined
        : distanceKm(origin, { latitude: location.latitude, longitude: location.longitude }),
  }));
  measured.sort((a, b) => {
    if (a.distanceKm === undefined || b.distanceKm === undefined)
      return a.distanceKm === undefined ? (b.distanceKm === undefined ? a.index - b.index : 1) : -1;
    return a.distanceKm - b.distanceKm || a.index - b.index;
  });
  return measured.map(
    ({ index: _index, ...location }) =>
      location as unknown as T & {
        readonly distanceKm: number | undefined;
      },
  );
}

/** Relative luminance of an 'r,g,b' colour (WCAG 2). */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = rgb.split(',').map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The text colour ('r,g,b') readable on `background` ('r,g,b'): white when white reaches the
 * WCAG AA ratio 4.5:1 on it, black otherwise (black then reaches it: one of the two always does).
 */
export function inkFor(background: string): string {
  const contrastWithWhite = 1.05 / (luminance(background) + 0.05);
  return contrastWithWhite >= 4.5 ? '255,255,255' : '0,0,0';
}
