import { matchPath } from 'react-router-dom';
import { designSystemRoutes } from '../design-system/design-system.routes';
import { appRoutes } from './app.routes';
import { authRoutes } from './auth.routes';
import type { ScreenRoute } from '../navigation/route.model';

export type { AuthPrompt, RouteAccess, RouteLayout, ScreenRoute } from '../navigation/route.model';

/**
 * Every screen of the application, each its own lazy chunk. Paths that match none of them
 * go to the legacy application (spec 000 §2).
 */
export const screenRoutes: readonly ScreenRoute[] = [...authRoutes, ...appRoutes, ...designSystemRoutes];

/** The route a path belongs to, or undefined when it belongs to the legacy application. */
export function findScreenRoute(pathname: string): ScreenRoute | undefined {
  return screenRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/**
 * Whether `route`'s screen or layout may resolve a signed-in area's API port (those the
 * `AreaModulesPort` binds from its own chunk). Only the guests-only screens (login, sign-up,
 * password reset request) are known not to: they are the pages a visitor opens first, and the
 * only ones that skip those bytes. Public screens may (the job-ads OAuth callback uses its
 * area's port), so they wait for the areas like signed-in screens.
 */
export function needsAreaApis(route: ScreenRoute): boolean {
  return route.access !== 'guest';
}
