import type { BrandContext } from '../brands/brand.model';

/**
 * Where the signed-in user is (spec 000 §2, "records map info for the entry and path"): the
 * route pattern of the screen, the path that matched it and the brand the page was entered
 * with. Kept under the shared-state storage key, so the legacy application the unknown paths
 * lead to (and a later page load) know the last page and its brand.
 */
export interface PageMapInfo {
  /** The matched route pattern, e.g. '/access-portal/main/*' (no ids or search terms). */
  readonly route: string;
  /** The path that matched, without query or hash. */
  readonly path: string;
  /** The brand the page was entered with, when there is one. */
  readonly entry: BrandContext | undefined;
  /** When it was recorded, epoch ms. */
  readonly recordedAt: number;
}

/** Longest path kept (the gateway's page-address limit). */
const PATH_LIMIT = 255;

/** The map info of a page: the path's query and hash are dropped, long paths cut. */
export function pageMapInfo(
  route: string,
  path: string,
  entry: BrandContext | undefined,
  nowMs: number,
): PageMapInfo {
  const bare = path.split(/[?#]/)[0] ?? '';
  return {
    route,
    path: (bare || '/').slice(0, PATH_LIMIT),
    entry: entry
      ? { brand_id: entry.brand_id, brand_type: entry.brand_type, top_level: entry.top_level }
      : undefined,
    recordedAt: nowMs,
  };
}

/** True when two records name the same page and entry (re-renders need not write again). */
export function samePageMap(left: PageMapInfo | undefined, right: PageMapInfo): boolean {
  return (
    left !== undefined &&
    left.route === right.route &&
    left.path === right.path &&
    left.entry?.brand_id === right.entry?.brand_id &&
    left.entry?.top_level === right.entry?.top_level
  );
}

/** The JSON text stored under the shared-state key. */
export function serializePageMap(info: PageMapInfo): string {
  return JSON.stringify({ page_map: info });
}

/** Reads a stored shared state back; anything malformed gives `undefined`. Never throws. */
export function parsePageMap(text: string | undefined): PageMapInfo | undefined {
  if (text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const info = (parsed as { page_map?: unknown } | null)?.page_map as Partial<PageMapInfo> | undefined;
  if (
    typeof info !== 'object' ||
    info === null ||
    typeof info.route !== 'string' ||
    typeof info.path !== 'string' ||
    typeof info.recordedAt !== 'number'
  )
    return undefined;
  const entry = info.entry as Partial<BrandContext> | undefined | null;
  const validEntry =
    entry &&
    typeof entry.brand_id === 'number' &&
    typeof entry.brand_type === 'string' &&
    typeof entry.top_level === 'boolean'
      ? (entry as BrandContext)
      : undefined;
  return pageMapInfo(info.route, info.path, validEntry, info.recordedAt);
}
