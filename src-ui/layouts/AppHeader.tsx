import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import { showsEmployerChrome } from '../../src-domain/permissions/feature-access.rules';
import { BrandContextStore } from '../brands/brand-context.store';
import { BrandSwitcher } from '../brands/BrandSwitcher';
import { useInjection } from '../injection/use-injection';
import { GlobalSearchBox } from '../search/GlobalSearchBox';
import { SessionStore } from '../session/session.store';
import { NewsFeed } from '../shell/NewsFeed';
import { ShellStore } from '../shell/shell.store';
import { UserWidget } from '../shell/UserWidget';
import { BrigadeLogo } from './BrigadeLogo';

/**
 * The signed-in header (spec 000 §2): menu toggle and brand switcher for employers, global
 * search for a top-level entry or SOURCE_HIRE, the news feed icon and the user widget. Its
 * colours come from the theme (light, or the dark 'tent' theme on a coloured header).
 */
export const AppHeader = observer(function AppHeader() {
  const { t } = useTranslation();
  const session = useInjection(SessionStore);
  const brands = useInjection(BrandContextStore);
  const shell = useInjection(ShellStore);
  const employer = session.user !== undefined && showsEmployerChrome(session.user);
  return (
    <header className={`app-header app-header--${brands.theme.headerTheme}`}>
      {employer && (
        <button
          type="button"
          className="app-header__menu"
          aria-controls="side-navigation"
          aria-expanded={!shell.sidebarCollapsed}
          onClick={() => shell.toggleSidebar()}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
          <span className="visually-hidden-text">{t('shell.menu')}</span>
        </button>
      )}
      <Link to={Routes.dashboard} className="app-header__home">
        <BrigadeLogo label={t('shell.home')} />
      </Link>
      {employer && <BrandSwitcher />}
      <div className="app-header__spacer" />
      {brands.can('GLOBAL_SEARCH') && <GlobalSearchBox />}
      <NewsFeed />
      <UserWidget />
    </header>
  );
});
