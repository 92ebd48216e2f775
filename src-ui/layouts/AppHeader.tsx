import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { environmentFromHost, isTestStage } from '../../src-domain/configuration/environment.rules';
import { Routes } from '../../src-domain/navigation/routes.model';
import { showsEmployerChrome } from '../../src-domain/permissions/feature-access.rules';
import { BrandContextStore } from '../brands/brand-context.store';
import { BrandSwitcher } from '../brands/BrandSwitcher';
import { CandidateMessagesLink } from '../hiring/CandidateMessagesLink';
import { useInjection } from '../injection/use-injection';
import { GlobalSearchBox } from '../search/GlobalSearchBox';
import { SessionStore } from '../session/session.store';
import { NewsFeed } from '../shell/NewsFeed';
import { ShellStore } from '../shell/shell.store';
import { UserWidget } from '../shell/UserWidget';
import { IconButton } from '../widgets/button/IconButton';
import { BrigadeLogo } from '../widgets/brigade-logo/BrigadeLogo';
import { useNarrowScreen } from '../widgets/narrow-screen/use-narrow-screen';

/**
 * The signed-in header (spec 000 §2): menu toggle and brand switcher for employers, global
 * search for a top-level entry or SOURCE_HIRE, the news feed icon and the user widget. Its
 * colours come from the theme (light, or the dark 'tent' theme on a coloured header). On a narrow
 * screen the menu button opens the navigation drawer, and the brand switcher and the search are
 * icon buttons opening full-width panels (app-layout.css). On a test
 * stage (dev, uat, prep, beta: spec 000 §9, from the public origin's host) a badge names it, so
 * nobody mistakes it for production.
 */
export const AppHeader = observer(function AppHeader() {
  const { t } = useTranslation();
  const session = useInjection(SessionStore);
  const brands = useInjection(BrandContextStore);
  const shell = useInjection(ShellStore);
  const narrow = useNarrowScreen();
  const employer = session.user !== undefined && showsEmployerChrome(session.user);
  const environment = environmentFromHost(hostOf(useInjection(AppConfig).origins.public));
  return (
    <header className={`app-header app-header--${brands.theme.headerTheme}`}>
      {employer && (
        <IconButton
          variant="plain"
          className="app-header__menu"
          label={t('shell.menu')}
          aria-controls="side-navigation"
          aria-expanded={narrow ? shell.drawerOpen : !shell.sidebarCollapsed}
          onClick={() => (narrow ? shell.openDrawer() : shell.toggleSidebar())}
          icon={
            <svg width="20" height="20" viewBox="0 0 24 24">
              <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            </svg>
          }
        />
      )}
      <Link to={Routes.dashboard} className="app-header__home">
        <BrigadeLogo label={t('shell.home')} />
      </Link>
      {isTestStage(environment) && (
        <span className="app-header__environment">
          {t('shell.environment', { name: environment.toUpperCase() })}
        </span>
      )}
      {employer && <BrandSwitcher />}
      <div className="app-header__spacer" />
      {brands.can('GLOBAL_SEARCH') && <GlobalSearchBox />}
      {session.user !== undefined && !employer && <CandidateMessagesLink />}
      <NewsFeed />
      <UserWidget />
    </header>
  );
});

/** The host of an origin, or '' when it cannot be read. */
function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return '';
  }
}
