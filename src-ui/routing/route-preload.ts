import { findScreenRoute, type ScreenRoute } from './routes';

/**
 * The signed-in application's layout chunk, the same `import()` as AppRoutes' lazy layout (one
 * webpack chunk, "app-layout"): loading it here lets the layout render without a network wait.
 */
const loadAppLayout = () => import(/* webpackChunkName: "app-layout" */ '../layouts/AppLayout');

/** The screen route of an in-app path (query and hash allowed); undefined for anything else. */
export function inAppRoute(target: string): ScreenRoute | undefined {
  if (!target.startsWith('/') || target.startsWith('//')) return undefined;
  return findScreenRoute(target.split(/[?#]/)[0] ?? target);
}

/**
 * Loads ahead the chunks a navigation to `target` will need: the screen of its route and, for a
 * screen of the signed-in application, the application layout. `target` is an in-app path (query
 * and hash allowed); anything else (another origin, a legacy path) loads nothing. Resolves once
 * both are in; rejects when a chunk fails to load (the navigation then loads it again).
 */
export async function preloadRoute(target: string): Promise<void> {
  const route = inAppRoute(target);
  if (!route) return;
  await Promise.all([route.screen.preload(), route.layout === 'app' ? loadAppLayout() : undefined]);
}
