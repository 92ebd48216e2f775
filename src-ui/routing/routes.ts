import { matchPath } from 'react-router-dom';
import { designSystemRoutes } from '../design-system/design-system.routes';
import { appRoutes } from './app.routes';
import { authRoutes } from './auth.routes';
import type { ScreenRoute } from './route.model';

export type { AuthPrompt, RouteAccess, RouteLayout, ScreenRoute } from './route.model';

/**
 * Every screen of the application, each its own lazy chunk. Paths that match none of them
 * go to the legacy application (spec 000 §2).
 */
export const screenRoutes: readonly ScreenRoute[] = [...authRoutes, ...appRoutes, ...designSystemRoutes];

/** The route a path belongs to, or undefined when it belongs to the legacy application. */
export function findScreenRoute(pathname: string): ScreenRoute | undefined {
  return screenRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
