import { observer } from 'mobx-react-lite';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { contextOf } from '../../src-domain/brands/brand-type.rules';
import { showsEmployerChrome } from '../../src-domain/permissions/feature-access.rules';
import type { PageNeed } from '../../src-domain/permissions/page-access.rules';
import { BrandContextStore } from '../brands/brand-context.store';
import { DemoModal } from '../demo/DemoModal';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { ErrorScreen } from '../errors/ErrorScreen';
import { OfflineBanner } from '../errors/OfflineBanner';
import { LivePausedNotice } from '../live/LivePausedNotice';
import { InAppNotices } from '../notifications/InAppNotices';
import { useInjection } from '../injection/use-injection';
import { SessionEffects } from '../session/SessionEffects';
import { SessionStore } from '../session/session.store';
import { ShellStore } from '../shell/shell.store';
import { PageAccessGuard } from '../shell/PageAccessGuard';
import { SideNavigation } from '../shell/SideNavigation';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { Toaster } from '../widgets/toast/Toaster';
import '../widgets/widgets.css';
import { AppHeader } from './AppHeader';
import { PageMapStore } from './page-map.store';
import { ShadowSessionBanner } from '../shell/ShadowSessionBanner';
import './app-layout.css';

/**
 * The nested layout's rule (spec 000 §2): the route's entry brand (its `brand` query parameter,
 * else the brand in context) is recorded with the route and path as the page's map info, and
 * becomes the context unless it is top level.
 */
function useRouteEntry(brands: BrandContextStore, route: string): void {
  const pageMap = useInjection(PageMapStore);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const entryId = Number(searchParams.get('brand'));
  const ready = brands.status === 'ready';
  const named = ready && Number.isInteger(entryId) && entryId > 0 ? brands.tree?.find(entryId) : undefined;
  const entry = named ? contextOf(named) : brands.context;
  useEffect(() => {
    pageMap.record(route, pathname, entry);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the entry counts by the brand it names, not its object
  }, [pageMap, route, pathname, entry?.brand_id, entry?.top_level]);
  useEffect(() => {
    if (named) void brands.enterRoute(contextOf(named));
  }, [named, brands]);
}

/**
 * The signed-in application's frame (spec 000 §2): offline banner, header, the employers' side
 * navigation, the screen behind the page access guard of its route's need, inside an error
 * boundary (generic error screen) — for an employer whose brands could not be read, in its place
 * the read failure panel whose retry reads them again — and the session's
 * watches, in-app notices, modals and toasts. Themed with the brand's colours for MICE brands.
 */
export const AppLayout = observer(function AppLayout({
  route,
  requires,
  needOf,
  pending,
  children,
}: {
  /** The matched route pattern of the screen (for the page's map info). */
  readonly route: string;
  /** What the route declares it needs: the screen mounts only once it is met. */
  readonly requires: PageNeed;
  /** The need any signed-in path's route declares (the route table's `requirementOf`), for the side navigation. */
  readonly needOf: (path: string) => PageNeed | undefined;
  /** What the main area shows while that need is checked (the frame's heading and skeleton). */
  readonly pending?: ReactNode;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useInjection(SessionStore);
  const brands = useInjection(BrandContextStore);
  const shell = useInjection(ShellStore);
  const { pathname } = useLocation();
  const employer = session.user !== undefined && showsEmployerChrome(session.user);
  useRouteEntry(brands, route);

  useEffect(() => {
    if (employer)
      brands.ensureLoaded().catch((error: unknown) => console.error('Brands failed to load', error));
  }, [employer, brands]);

  // A new page starts with the navigation drawer closed.
  useEffect(() => shell.closeDrawer(), [shell, pathname]);

  const theme = brands.theme;
  const style = {
    '--header': `rgb(${theme.headerColor})`,
    '--accent': `rgb(${theme.accentColor})`,
  } as CSSProperties;
  return (
    <div className="app-layout" style={style} data-header-theme={theme.headerTheme}>
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <OfflineBanner />
      <LivePausedNotice />
      <ShadowSessionBanner />
      <AppHeader />
      <div className="app-layout__body">
        {employer && <SideNavigation needOf={needOf} />}
        <main className="app-layout__main" id="main" tabIndex={-1}>
          {/* Render errors and unhandled rejections of the screen end here, under the header. */}
          <ErrorBoundary
            fallback={(retry) => <ErrorScreen onRetry={retry} />}
            resetKey={pathname}
            catchRejections
          >
            {employer && brands.status === 'failed' ? (
              // Without the brands no screen of an employer can decide what to show: the frame
              // stays, and the retry re-reads them, after which the screen mounts afresh.
              <ReadFailure onRetry={() => void brands.load().catch(() => undefined)} />
            ) : (
              <PageAccessGuard need={requires} page={route} pending={pending}>
                {children}
              </PageAccessGuard>
            )}
          </ErrorBoundary>
        </main>
      </div>
      <SessionEffects />
      <InAppNotices />
      <DemoModal />
      <Toaster />
    </div>
  );
});
