import type { AccessPortalView } from './access-portal.rules';

/** The access portal's address (spec 000 §2: /access-portal/main/{path?}). */
export const ACCESS_PORTAL_ROOT = '/access-portal/main';

/**
 * What `{path}` opens (ours; the spec names the segment only): an entry brand other than the
 * user's own (`12`: that brand's levels below), a view (`all`, `ownership`, `starred`), or both
 * (`12/starred`). Either part may be absent.
 */
export interface AccessPortalPlace {
  readonly brandId?: number;
  readonly view?: AccessPortalView;
}

const VIEW_SLUGS: ReadonlyMap<string, AccessPortalView> = new Map([
  ['all', 'ALL'],
  ['ownership', 'OWNERSHIP'],
  ['starred', 'STARRED'],
]);

/** Reads `{path}` (without leading or trailing slashes counted); undefined when it is not a place. */
export function accessPortalPlaceOf(path: string): AccessPortalPlace | undefined {
  const parts = path.split('/').filter((part) => part !== '');
  const place: { brandId?: number; view?: AccessPortalView } = {};
  if (parts[0] !== undefined && /^[1-9][0-9]{0,14}$/.test(parts[0])) place.brandId = Number(parts.shift());
  if (parts[0] !== undefined) {
    const view = VIEW_SLUGS.get(parts.shift()!);
    if (!view) return undefined;
    place.view = view;
  }
  return parts.length === 0 ? place : undefined;
}

/** The address of a place: the root, then the brand id, then the view's slug. */
export function accessPortalPathOf(place: AccessPortalPlace): string {
  const brand = place.brandId === undefined ? '' : `/${place.brandId}`;
  const view = place.view === undefined ? '' : `/${place.view.toLowerCase()}`;
  return `${ACCESS_PORTAL_ROOT}${brand}${view}`;
}
