import { FocusTrap } from 'focus-trap-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, NavLink } from 'react-router-dom';
import { brandHasService } from '../../src-domain/brands/brand-type.rules';
import type { DemoModule } from '../../src-domain/demo-request/demo-request.model';
import { Routes } from '../../src-domain/navigation/routes.model';
import type { PageNeed } from '../../src-domain/permissions/page-access.rules';
import { BrandContextStore } from '../brands/brand-context.store';
import { DemoRequestStore } from '../demo/demo-request.store';
import { MessagingCountsStore } from '../hiring/messaging-counts.store';
import { UnreadBadge } from '../hiring/UnreadBadge';
import { useUnreadPolling } from '../hiring/use-unread-polling';
import { useInjection } from '../injection/use-injection';
import { useNarrowScreen } from '../widgets/narrow-screen/use-narrow-screen';
import { rewardsSettingsPath } from '../rewards/rewards-paths';
import { ShellStore } from './shell.store';
import { TimeClockAccessStore } from '../time-clock/time-clock-access.store';

interface NavigationLink {
  readonly path: string;
  readonly labelKey: string;
  readonly topLevelOnly?: boolean;
}

const LINKS: readonly NavigationLink[] = [
  { path: Routes.dashboard, labelKey: 'shell.nav.home' },
  { path: Routes.accessPortal, labelKey: 'shell.nav.accessPortal', topLevelOnly: true },
  { path: Routes.hiringDashboard, labelKey: 'shell.nav.hiring' },
  { path: Routes.hiringApplications, labelKey: 'hiring.nav.applications' },
  { path: Routes.jobAds, labelKey: 'jobAds.nav' },
  { path: Routes.talentPools, labelKey: 'tags.nav.talentPools' },
  { path: Routes.hiringTeam, labelKey: 'hiringTeam.nav' },
  { path: Routes.hiringPositions, labelKey: 'hiringSetup.positions.nav' },
  { path: Routes.hiringReport, labelKey: 'hiringDashboards.nav.report' },
  { path: Routes.ttsDashboard, labelKey: 'shell.nav.tts' },
  { path: Routes.schedule, labelKey: 'shell.nav.schedule' },
  { path: Routes.scheduleWeek, labelKey: 'schedules.nav.week' },
  { path: Routes.gpMainDashboard, labelKey: 'shell.nav.halo' },
  { path: Routes.riskDashboard, labelKey: 'shell.nav.risk' },
  { path: Routes.engagementDashboard, labelKey: 'shell.nav.engagement' },
  { path: Routes.tagSettings, labelKey: 'tags.nav.tagSettings' },
  { path: Routes.brandMedia, labelKey: 'media.nav' },
  { path: Routes.logbook, labelKey: 'logbook.nav' },
  { path: Routes.timeClock, labelKey: 'timeClock.nav' },
  { path: Routes.myShifts, labelKey: 'scheduleAvailability.nav' },
  { path: Routes.timesheets, labelKey: 'timesheets.nav' },
  { path: Routes.hiringInterviews, labelKey: 'interviews.nav' },
];

/**
 * Modules that may be missing from a brand: the entry opens the demo modal instead. A module the
 * brand has links to its page: scheduling and onboarding (TTS) to ours, when the reader may open
 * them (else the entry is left out); training (LMS) has no page here, so its path is one the
 * legacy application serves (unknown paths go there, spec 000 §2).
 */
const MODULES: readonly { readonly module: DemoModule; readonly labelKey: string; readonly path: string }[] =
  [
    { module: 'TEAM_SCHEDULING', labelKey: 'demo.modules.TEAM_SCHEDULING', path: Routes.schedule },
    { module: 'LMS', labelKey: 'demo.modules.LMS', path: '/learning' },
    { module: 'ON_BOARDING', labelKey: 'demo.modules.ON_BOARDING', path: Routes.ttsDashboard },
  ];

/**
 * Settings pages that belong to a module: offered as links when the context brand (or an
 * ancestor) has the module's service, else as the module's demo.
 */
const SETTINGS: readonly { readonly path: string; readonly module: DemoModule; readonly labelKey: string }[] =
  [{ path: Routes.attestationSettings, module: 'CLOCKOUT_ATTESTATION', labelKey: 'attestation.navigation' }];

/**
 * The employers' side navigation (spec 000 §2): links to the pages whose route's declared need
 * (`requires`, the one the page access guard checks) the context brand meets, and the modules; a
 * module the brand lacks offers its demo. On a wide screen a collapsible column; on a narrow one a
 * drawer over the page, closed until the header's menu button opens it, with focus trapped inside
 * while open; Escape, the close button, a click outside or following a link closes it and focus
 * returns to the menu button.
 *
 * `needOf` is the route table's `requirementOf` (the router passes it down through the layout, so
 * the shell does not import the router above it): the need a path's route declares, or undefined.
 */
export const SideNavigation = observer(function SideNavigation({
  needOf,
}: {
  readonly needOf: (path: string) => PageNeed | undefined;
}) {
  const shell = useInjection(ShellStore);
  const narrow = useNarrowScreen();
  if (!narrow)
    return <NavigationPanel className={shell.sidebarCollapsed ? 'is-collapsed' : ''} needOf={needOf} />;
  if (!shell.drawerOpen) return null;
  return (
    <>
      <div className="side-navigation__backdrop" aria-hidden="true" />
      <FocusTrap
        focusTrapOptions={{
          escapeDeactivates: true,
          clickOutsideDeactivates: true,
          returnFocusOnDeactivate: true,
          onDeactivate: () => shell.closeDrawer(),
          // A shown drawer is visible; 'none' also lets the trap work where layout is absent.
          tabbableOptions: { displayCheck: 'none' },
        }}
      >
        <div className="side-navigation__drawer">
          <NavigationPanel className="is-drawer" needOf={needOf} onClose={() => shell.closeDrawer()} />
        </div>
      </FocusTrap>
    </>
  );
});

const NavigationPanel = observer(function NavigationPanel({
  className,
  needOf,
  onClose,
}: {
  readonly className: string;
  readonly needOf: (path: string) => PageNeed | undefined;
  /** Set for the drawer: its close button and every link close it. */
  readonly onClose?: () => void;
}) {
  const { t } = useTranslation();
  const brands = useInjection(BrandContextStore);
  const counts = useInjection(MessagingCountsStore);
  const topLevel = brands.context?.top_level === true;
  const haloPath = topLevel ? Routes.gpMainDashboard : Routes.parentMainDashboard;
  const timeClock = useInjection(TimeClockAccessStore);
  useEffect(() => void timeClock.check(), [timeClock]);
  const links = LINKS.filter((link) => {
    const need = needOf(link.path);
    if (link.path === Routes.brandMedia && brands.context === undefined) return false;
    // Offered to anyone with a schedulable membership (issue #33), whatever the context brand.
    if (link.path === Routes.timeClock) return timeClock.hasLocations === true;
    // "My shifts" (issue #34): the same people, those with a schedulable membership.
    if (link.path === Routes.myShifts) return timeClock.hasLocations === true;
    return need !== undefined && brands.opens(need) && (!link.topLevelOnly || topLevel);
  });
  /** A path of ours whose route's need the context brand meets; any other path is the legacy app's. */
  const mayOpen = (path: string) => {
    const need = needOf(path);
    return need === undefined || brands.opens(need);
  };
  const inboxShown = links.some((link) => link.path === Routes.hiringApplications);
  useUnreadPolling(counts, 'employer', brands.context?.brand_id, inboxShown);
  // Until the brand data is read the links are not known: the column stays empty rather than
  // showing the settings and modules first and pushing them down when the links arrive (CLS).
  const known = brands.status === 'ready' || brands.status === 'failed';
  return (
    <nav id="side-navigation" className={`side-navigation ${className}`} aria-label={t('shell.navigation')}>
      {onClose && (
        <button type="button" className="side-navigation__close" onClick={onClose}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <path
              fill="currentColor"
              d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
            />
          </svg>
          <span className="visually-hidden-text">{t('shell.closeMenu')}</span>
        </button>
      )}
      {known && (
        <>
          <ul className="side-navigation__links">
            {links.map((link) => {
              const path =
                link.path === Routes.gpMainDashboard
                  ? haloPath
                  : link.path === Routes.brandMedia
                    ? generatePath(Routes.brandMedia, { brandId: String(brands.context?.brand_id ?? '') })
                    : link.path;
              return (
                <li key={link.path}>
                  <NavLink to={path} end className="side-navigation__link" onClick={onClose}>
                    {t(link.labelKey)}
                    {link.path === Routes.hiringApplications && (
                      <UnreadBadge
                        count={
                          counts.employerBrandId === brands.context?.brand_id
                            ? counts.employerUnread
                            : undefined
                        }
                      />
                    )}
                  </NavLink>
                </li>
              );
            })}
            {brands.context &&
              brands.opens('EMPLOYER') &&
              brandHasService(brands.activeBrand, 'REWARDS_AND_RECOGNITION') && (
                <li>
                  <NavLink
                    to={rewardsSettingsPath(brands.context.brand_id)}
                    className="side-navigation__link"
                    onClick={onClose}
                  >
                    {t('rewards.nav')}
                  </NavLink>
                </li>
              )}
          </ul>
          <h2 className="side-navigation__heading">{t('attestation.settingsHeading')}</h2>
          <ul className="side-navigation__links">
            {SETTINGS.map(({ path, module, labelKey }) =>
              hasServiceAbove(brands, module) ? (
                <li key={path}>
                  <NavLink to={path} className="side-navigation__link" onClick={onClose}>
                    {t(labelKey)}
                  </NavLink>
                </li>
              ) : (
                <li key={path}>
                  <DemoEntry module={module} labelKey={labelKey} onClose={onClose} />
                </li>
              ),
            )}
          </ul>
          <h2 className="side-navigation__heading">{t('shell.nav.modules')}</h2>
          <ul className="side-navigation__links">
            {MODULES.map(({ module, labelKey, path }) =>
              brandHasService(brands.activeBrand, module) ? (
                mayOpen(path) ? (
                  <li key={module}>
                    <NavLink to={path} className="side-navigation__link" onClick={onClose}>
                      {t(labelKey)}
                    </NavLink>
                  </li>
                ) : null
              ) : (
                <li key={module}>
                  <DemoEntry module={module} labelKey={labelKey} onClose={onClose} />
                </li>
              ),
            )}
          </ul>
        </>
      )}
    </nav>
  );
});

/** Whether the context brand or one of its ancestors has the service. */
function hasServiceAbove(brands: BrandContextStore, code: string): boolean {
  for (
    let brand = brands.activeBrand;
    brand;
    brand = brand.parent_id ? brands.tree?.find(brand.parent_id) : undefined
  ) {
    if (brandHasService(brand, code)) return true;
  }
  return false;
}

/** A navigation entry for a module the brand lacks: it closes the drawer and opens the module's demo. */
function DemoEntry({
  module,
  labelKey,
  onClose,
}: {
  readonly module: DemoModule;
  readonly labelKey: string;
  readonly onClose: (() => void) | undefined;
}) {
  const demos = useInjection(DemoRequestStore);
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="side-navigation__link"
      onClick={() => {
        onClose?.();
        void demos.openModal(module);
      }}
    >
      {t(labelKey)}
      <span className="side-navigation__badge">{t('demo.badge')}</span>
    </button>
  );
}
