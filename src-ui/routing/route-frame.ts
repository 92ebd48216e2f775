import { matchPath } from 'react-router-dom';
import type { ShellFrameProps } from '../layouts/ShellFrame';
import type { ScreenRoute } from '../navigation/route.model';

/** A path parameter as the screen reads it (react-router decodes them); as it is when malformed. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether the frame of a signed-in screen has its own place: the signed-in layout's screens. */
export function hasShellFrame(route: ScreenRoute | undefined): route is ScreenRoute {
  return route?.access === 'authenticated' && route.layout === 'app';
}

/**
 * The signed-in frame of a screen at `pathname` (issue #20), from its route alone: its heading in
 * the page's language (with the path parameters it names), and an employer's chrome when the
 * route's need admits employers only (a page that any signed-in user or a job seeker opens shows
 * none: the user is not known yet).
 */
export function routeFrame(
  route: ScreenRoute,
  pathname: string,
  t: (key: string, values?: Record<string, string>) => string,
): ShellFrameProps {
  const need = route.requires;
  const heading = route.heading;
  const params = matchPath({ path: route.path, end: true }, pathname)?.params ?? {};
  const values = Object.fromEntries(
    Object.entries(heading?.params ?? {}).map(([name, param]) => [name, decoded(params[param] ?? '')]),
  );
  return {
    heading: heading && { text: t(heading.key, values), className: heading.className },
    employer: need !== undefined && need !== 'SIGNED_IN' && need !== 'MEMBER',
    labels: { home: t('shell.home'), loading: t('app.loading') },
  };
}
