import type { ShellFrameProps } from '../layouts/ShellFrame';
import type { ScreenRoute } from './route.model';

/** Whether the frame of a signed-in screen has its own place: the signed-in layout's screens. */
export function hasShellFrame(route: ScreenRoute | undefined): route is ScreenRoute {
  return route?.access === 'authenticated' && route.layout === 'app';
}

/**
 * The signed-in frame of a screen (issue #20), from its route alone: its heading in the page's
 * language, and an employer's chrome when the route's need admits employers only (a page that
 * any signed-in user or a job seeker opens shows none: the user is not known yet).
 */
export function routeFrame(route: ScreenRoute, t: (key: string) => string): ShellFrameProps {
  const need = route.requires;
  return {
    heading: route.heading && { text: t(route.heading.key), className: route.heading.className },
    employer: need !== undefined && need !== 'SIGNED_IN' && need !== 'MEMBER',
    labels: { home: t('shell.home'), loading: t('app.loading') },
  };
}
