import { matchPath } from 'react-router-dom';
import { lazyScreen, type LazyScreen } from './lazy-screen';

/** Which prompt the authentication layout shows under the screen (spec 000 §2). */
export type AuthPrompt = 'login' | 'signup' | 'none';

export interface ScreenRoute {
  readonly path: string;
  /** Server-rendered before any script runs (public screens) or rendered in the browser only. */
  readonly serverRendered: boolean;
  readonly layout: 'auth';
  readonly prompt: AuthPrompt;
  /** The webpack chunk of the screen (its `webpackChunkName`): the server preloads its script. */
  readonly chunk: string;
  /** i18n key of the document title. */
  readonly titleKey: string;
  readonly screen: LazyScreen;
}

/**
 * The screens of the application, each its own lazy chunk. Paths that match none of them
 * go to the legacy application (spec 000 §2).
 */
export const screenRoutes: readonly ScreenRoute[] = [
  {
    path: '/user/signup',
    serverRendered: true,
    layout: 'auth',
    prompt: 'login',
    chunk: 'route-signup',
    titleKey: 'signup.documentTitle',
    screen: lazyScreen(() => import(/* webpackChunkName: "route-signup" */ '../signup/SignupChooser')),
  },
];

/** The route a path belongs to, or undefined when it belongs to the legacy application. */
export function findScreenRoute(pathname: string): ScreenRoute | undefined {
  return screenRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
