import type { PageNeed } from '../../src-domain/permissions/page-access.rules';
import type { LazyScreen } from './lazy-screen';

/** Which prompt the authentication layout shows under the screen (spec 000 §2). */
export type AuthPrompt = 'login' | 'signup' | 'none';

/**
 * Who may open a screen: anybody (`public`), guests only (`guest`: a signed-in user is sent on
 * to `ref` or /dashboard, spec 000 §2 /user/login) or signed-in users (`authenticated`: others
 * go to /user/login with the page as `ref`).
 */
export type RouteAccess = 'public' | 'guest' | 'authenticated';

/**
 * The frame a screen renders in: the authentication layout, the signed-in application's layout
 * (`app`: header, side navigation, session watches) or none (holding screens).
 */
export type RouteLayout = 'auth' | 'app' | 'bare';

interface ScreenRouteBase {
  /** A react-router path pattern, e.g. '/access-portal/main/*'. */
  readonly path: string;
  readonly layout: RouteLayout;
  /** Under the authentication layout: the prompt below the screen. */
  readonly prompt?: AuthPrompt;
  /** Rendered on the server before any script runs (public screens only). */
  readonly serverRendered: boolean;
  /**
   * Query parameters of a server-rendered screen that the server's render already took into
   * account (its module's `prepareFirstRender` read what they ask for) or that the screen ignores:
   * like the parameters no screen acts on, they leave the page's scripts for the first engagement.
   */
  readonly renderedQuery?: readonly string[];
  /** The webpack chunk of the screen (its `webpackChunkName`): the server preloads its script. */
  readonly chunk: string;
  /** i18n key of the document title. */
  readonly titleKey: string;
  /**
   * The screen's h1 as the signed-in frame shows it before the screen mounts (issue #20): its
   * i18n key, the h1's class, and the path parameters its text names (`params`: interpolation
   * name → parameter of `path`). Only for headings that depend on nothing but the language and
   * the path; without it the frame shows a bar of a heading's size.
   */
  readonly heading?: {
    readonly key: string;
    readonly className: string;
    readonly params?: Readonly<Record<string, string>>;
  };
  readonly screen: LazyScreen;
  /**
   * The screen works with no network (its reads and writes keep a copy on the device): a signed-in
   * one opens on the stored session while the server cannot be reached (the service worker serves
   * its page). Undefined: it waits for the server.
   */
  readonly offline?: true;
}

/**
 * A screen and who may open it. Every signed-in screen declares what it `requires` (spec 000 §6):
 * the page access guard enforces it and the side navigation offers the page only when it opens.
 */
export type ScreenRoute = ScreenRouteBase &
  (
    | { readonly access: 'public' | 'guest'; readonly requires?: never }
    | { readonly access: 'authenticated'; readonly requires: PageNeed }
  );
