import type { ScreenRoute } from './route.model';

/** Screens of the signed-in application (spec 000 §2), inside the application shell. */
export const appRoutes: readonly ScreenRoute[] = [];
