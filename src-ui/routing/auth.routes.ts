import { lazyScreen } from './lazy-screen';
import type { ScreenRoute } from './route.model';

/** Authentication and account screens (spec 000 §2), under the authentication layout. */
export const authRoutes: readonly ScreenRoute[] = [
  {
    path: '/user/signup',
    access: 'public',
    layout: 'auth',
    prompt: 'login',
    serverRendered: true,
    chunk: 'route-signup',
    titleKey: 'signup.documentTitle',
    screen: lazyScreen(() => import(/* webpackChunkName: "route-signup" */ '../signup/SignupChooser')),
  },
];
