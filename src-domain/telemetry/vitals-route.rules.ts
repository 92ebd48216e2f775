/** Longest route name kept (a longer path is cut here). */
export const VITALS_ROUTE_MAX_LENGTH = 120;
/** Path segments kept; deeper ones are dropped. */
const MAX_SEGMENTS = 6;

/** Paths whose later segments are a person's data or a page per brand: one route each. */
const PARAMETERISED: readonly { readonly prefix: string; readonly names: readonly string[] }[] = [
  { prefix: 'careers', names: [':brand', ':position'] },
  { prefix: 'interview', names: [':token'] },
  { prefix: 'global-search-result', names: [':term'] },
  { prefix: 'sso_client', names: [':client'] },
];

const NUMBER = /^\d+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A token or key: long, and holding a digit (a word-like slug is kept). */
const TOKEN = /^(?=.*\d)[\w.~-]{17,}$/;

/**
 * The route a page's path belongs to, as real-user vitals are grouped (issue #30): the query and
 * fragment dropped, ids (`:id`), tokens (`:token`) and the known per-person or per-brand segments
 * named, trailing slashes removed, at most six segments and 120 characters. So `/hiring/applications/42`
 * and `/hiring/applications/43` are one route, and a visitor's search term is never stored.
 */
export function vitalsRoute(page: string): string {
  const path = page.split(/[?#]/, 1)[0] ?? '';
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .slice(0, MAX_SEGMENTS);
  const named = PARAMETERISED.find((entry) => entry.prefix === segments[0]);
  const route = segments.map((segment, index) => {
    if (named && index > 0) return named.names[index - 1] ?? ':part';
    if (NUMBER.test(segment) || UUID.test(segment)) return ':id';
    return TOKEN.test(segment) ? ':token' : segment;
  });
  return `/${route.join('/')}`.slice(0, VITALS_ROUTE_MAX_LENGTH);
}
