import { lazyScreen } from '../navigation/lazy-screen';
import type { ScreenRoute } from '../navigation/route.model';

/**
 * The design-system section (spec 000 §2): signed-in users only, rendered in the browser only
 * (never server-rendered), one lazy chunk 'route-design-system' that no other page loads.
 */
export const designSystemRoutes: readonly ScreenRoute[] = [
  {
    path: '/design-system/*',
    access: 'authenticated',
    requires: 'SIGNED_IN',
    layout: 'bare',
    serverRendered: false,
    chunk: 'route-design-system',
    titleKey: 'designSystem.documentTitle',
    screen: lazyScreen(() => import(/* webpackChunkName: "route-design-system" */ './DesignSystemScreen')),
  },
];
