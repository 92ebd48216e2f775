import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { LIKELY_HOME_PAGE } from '../../src-domain/home-page/likely-home-page';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { Routes } from '../../src-domain/navigation/routes.model';
import { appendQuery } from '../../src-domain/session/logout.rules';
import { loggedInLoginRedirect, loginRef } from '../../src-domain/session/session-guards.rules';
import { AreaModulesPort } from '../injection/area-modules.port';
import { InjectionContext } from '../injection/injection-context';
import { useInjection } from '../injection/use-injection';
import { SessionStore } from '../session/session.store';
import type { RouteAccess } from '../navigation/route.model';
import { inAppRoute, preloadRoute } from './route-preload';
import { PreloadSignedInTarget } from '../navigation/signed-in-target.context';
import { useOfflineOpening } from './use-offline-opening';
import { useSessionRecheck } from './use-session-recheck';

/** Leaves the app for an absolute URL (another allowed origin); paths use the router. */
function LeaveFor({ target }: { target: string }) {
  const navigation = useInjection(NavigationPort);
  useEffect(() => navigation.redirect(target), [navigation, target]);
  return null;
}

/**
 * Applies a route's access rule (spec 000 §2): guests-only screens send a signed-in user on to
 * `ref` (checked by `safeRedirectTarget`) or /dashboard; signed-in screens send others to the
 * login page with the current page as `ref`. Guest screens render while the session is checked,
 * so server-rendered content stays in place. The screen a guest screen leads to is loaded ahead:
 * when the guest starts signing in (`PreloadSignedInTarget`), at the latest while the session is
 * checked. Once the session is signed in, that screen is prepared (`LazyScreen.prepare`: the home
 * page chooses where it goes and starts that page's chunk and reads) before the router gets there.
 * Public screens need no gate. A signed-in screen that works with no network (`offline`, issue
 * #33's time clock) opens on the stored session while the server cannot be reached
 * (`useOfflineOpening`); any signed-in screen checks the session again once the server can be
 * reached (`useSessionRecheck`).
 */
export const RouteGate = observer(function RouteGate({
  access,
  pending,
  offline = false,
  children,
}: {
  access: Exclude<RouteAccess, 'public'>;
  /** The screen works with no network: shown on the stored session while the server cannot be reached. */
  offline?: boolean;
  /** Shown while the session is checked on a signed-in screen (its frame); a loader otherwise. */
  pending?: ReactNode;
  children: ReactNode;
}) {
  const session = useInjection(SessionStore);
  const config = useInjection(AppConfig);
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const openOffline = useOfflineOpening(offline && access === 'authenticated');
  useSessionRecheck(access === 'authenticated');

  useEffect(() => {
    if (session.status === 'unknown') void session.restore();
  }, [access, session, session.status]);

  // Where a guest screen sends a signed-in user.
  const target =
    access === 'guest'
      ? loggedInLoginRedirect(searchParams.get('ref') ?? undefined, {
          origin: config.origins.public,
          allowedOrigins: [config.origins.corporate, config.origins.legacyApp],
        })
      : undefined;
  // That screen's chunks load ahead when the guest starts signing in (the screen calls
  // `preloadTarget`), at the latest while the session is checked: at once (a reaction, not a
  // render of the screen below), so they go out with the session's reads.
  const areas = useInjection(AreaModulesPort);
  const preloadTarget = useCallback(() => {
    if (target === undefined) return;
    preloadRoute(target).catch(() => undefined);
    // /dashboard chooses the home page from the user's facts, known only after the sign-in: the
    // likely one's chunks load too (a few KB), so they need not wait for that choice.
    if (inAppRoute(target)?.path === Routes.dashboard) preloadRoute(LIKELY_HOME_PAGE).catch(() => undefined);
    // The signed-in areas' bindings, in the same round trip as the screen's chunks.
    if (target.startsWith('/')) areas.load().catch(() => undefined);
  }, [target, areas]);
  // Once signed in, the target screen starts its own reads: a reaction, so before React renders
  // the redirect and the signed-in layout.
  const services = useContext(InjectionContext);
  useEffect(
    () =>
      reaction(
        () => session.isSignedIn,
        (signedIn) => {
          const route = target === undefined ? undefined : inAppRoute(target);
          if (!signedIn || !route || !services) return;
          areas
            .load()
            .then(() => route.screen.prepare(services))
            .catch(() => undefined);
        },
        { fireImmediately: true },
      ),
    [session, target, areas, services],
  );
  // A hard load of a signed-in screen: when the session checked here turns out signed in, the
  // screen starts its own reads (its module's `prepare`) while React renders the layout, instead
  // of after its first render's effects (issue #20). Only on that change: a navigation inside the
  // signed-in application (the session already signed in) leaves the reads to the screen.
  const pathname = location.pathname;
  useEffect(() => {
    if (access !== 'authenticated') return undefined;
    return reaction(
      () => session.isSignedIn,
      (signedIn) => {
        const route = inAppRoute(pathname);
        if (!signedIn || !route || !services) return;
        areas
          .load()
          .then(() => route.screen.prepare(services))
          .catch(() => undefined);
      },
    );
  }, [access, session, pathname, areas, services]);
  useEffect(
    () =>
      reaction(
        () => session.checking,
        (checking) => {
          if (checking) preloadTarget();
        },
        { fireImmediately: true },
      ),
    [session, preloadTarget],
  );

  if (target !== undefined && session.isSignedIn) {
    return target.startsWith('/') ? <Navigate to={target} replace /> : <LeaveFor target={target} />;
  }
  if (access === 'authenticated') {
    if (session.status === 'signed-out') {
      return <Navigate to={appendQuery(Routes.login, 'ref', loginRef(location))} replace />;
    }
    if (session.status === 'unknown') {
      // The same fragment as below: the screen stays mounted once the check is answered.
      if (openOffline) return <>{children}</>;
      return pending ?? <div className="screen-loading" role="status" aria-label={t('app.loading')} />;
    }
  }
  if (target !== undefined) {
    return <PreloadSignedInTarget.Provider value={preloadTarget}>{children}</PreloadSignedInTarget.Provider>;
  }
  return <>{children}</>;
});
