import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Routes as Paths } from '../../src-domain/navigation/routes.model';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { ServerUnreachableBanner } from '../errors/ServerUnreachableBanner';
import { UnexpectedError } from '../errors/UnexpectedError';
import { AreaModulesGate } from '../injection/AreaModulesGate';
import { AuthLayout } from '../layouts/AuthLayout';
import { ShellFrame, ShellFrameContent } from '../layouts/ShellFrame';
import { LegacyRedirect } from './LegacyRedirect';
import { hasShellFrame, routeFrame } from './route-frame';
import { RouteGate } from './RouteGate';
import { requirementOf } from './app.routes';
import { lazyScreen } from '../navigation/lazy-screen';
import { needsAreaApis, screenRoutes } from './routes';
import type { ScreenRoute } from '../navigation/route.model';

/**
 * The signed-in layout is its own chunk: guests' pages never load it. It is loaded with
 * lazyScreen, not React.lazy: React.lazy suspends on its first render even when the chunk is in,
 * so React commits the Suspense fallback (the server's frame) and then holds the layout back for
 * its fallback throttle (300 ms). A hard load of a signed-in page preloads the chunk
 * (`preloadAppLayout`, client.tsx) and the layout renders at once.
 */
const AppLayout = lazyScreen(() =>
  import(/* webpackChunkName: "app-layout" */ '../layouts/AppLayout').then((module) => ({
    default: module.AppLayout,
  })),
);

/** Loads the signed-in layout's chunk ahead of the first render; rejects as the import does. */
export const preloadAppLayout = (): Promise<unknown> => AppLayout.preload();

/**
 * The signed-in frame of a screen as the server renders it into a hard load (issue #20): shown
 * until the session is known and the signed-in layout is in, so the page keeps its first paint.
 */
function FramePlaceholder({ route }: { route: ScreenRoute }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return <ShellFrame {...routeFrame(route, pathname, t)} />;
}

/** The main area of that frame: in the signed-in layout until the page's need is checked. */
function FrameContentPlaceholder({ route }: { route: ScreenRoute }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { heading, labels } = routeFrame(route, pathname, t);
  return <ShellFrameContent heading={heading} loading={labels.loading} />;
}

function Layout({ route, children }: { route: ScreenRoute; children: ReactNode }) {
  switch (route.layout) {
    case 'auth':
      return <AuthLayout prompt={route.prompt ?? 'signup'}>{children}</AuthLayout>;
    case 'app':
      return (
        <Suspense fallback={<FramePlaceholder route={route} />}>
          <AppLayout
            route={route.path}
            requires={route.requires ?? 'SIGNED_IN'}
            needOf={requirementOf}
            pending={<FrameContentPlaceholder route={route} />}
          >
            {children}
          </AppLayout>
        </Suspense>
      );
    case 'bare':
      return <>{children}</>;
  }
}

/**
 * The page's title, the screen's: rendered with the page, past the areas' gate, as a page that
 * started with the guest pages' texts has the others' only then.
 */
function DocumentTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

function ScreenPage({ route }: { route: ScreenRoute }) {
  const { t } = useTranslation();
  const Screen = route.screen;
  const loading = <div className="screen-loading" role="status" aria-label={t('app.loading')} />;
  const page = (
    <>
      <DocumentTitle titleKey={route.titleKey} />
      <Layout route={route}>
        <Suspense fallback={loading}>
          <Screen />
        </Suspense>
      </Layout>
    </>
  );
  // Every screen but the guests-only ones may resolve an area's store: the areas are bound first.
  const bound = needsAreaApis(route) ? (
    <Suspense fallback={loading}>
      <AreaModulesGate>{page}</AreaModulesGate>
    </Suspense>
  ) : (
    page
  );
  if (route.access === 'public') return bound;
  return (
    <RouteGate
      access={route.access}
      offline={route.offline}
      pending={hasShellFrame(route) ? <FramePlaceholder route={route} /> : undefined}
    >
      {bound}
    </RouteGate>
  );
}

/**
 * The site root, where logout and refresh land by default (spec 000 §2), is the home page:
 * /dashboard, keeping the query (`brand`, `ref`) that was carried along.
 */
function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${Paths.dashboard}${search}`} replace />;
}

/** Scrolls to the top on every route change (spec 000 §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Every screen route, and the legacy application for the paths that match none. A render error
 * no screen caught shows 'Unexpected Application Error!' (spec 001 §2), and so does a promise
 * rejection nobody handled outside the signed-in layout (whose own boundary takes them inside it).
 * Above every screen, the banner that says within 5 s when the server cannot be reached.
 */
export function AppRoutes() {
  return (
    <ErrorBoundary fallback={(retry) => <UnexpectedError onRetry={retry} />} catchRejections>
      <ScrollToTop />
      <ServerUnreachableBanner />
      <Routes>
        {screenRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<ScreenPage route={route} />} />
        ))}
        <Route path="/" element={<RootRedirect />} />
        <Route path="*" element={<LegacyRedirect />} />
      </Routes>
    </ErrorBoundary>
  );
}
