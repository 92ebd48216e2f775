import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { ErrorScreen } from '../errors/ErrorScreen';
import type { ServiceResolver } from '../injection/injection-context';
import { useInjection } from '../injection/use-injection';
import { SessionStore } from '../session/session.store';
import { HomePageStore } from './home-page.store';

/** Leaves for another host (a shadow user's corporate host). */
function LeaveFor({ url }: { readonly url: string }) {
  const navigation = useInjection(NavigationPort);
  useEffect(() => navigation.redirect(url), [navigation, url]);
  return null;
}

/**
 * /dashboard (spec 000 §4): resolves the home page and goes there; a first-time single-sign-on
 * user sees the custom welcome page once before. When the facts cannot be loaded (step 8 is
 * /dashboard itself) the generic error screen offers a retry.
 */
const DashboardScreen = observer(function DashboardScreen() {
  const { t } = useTranslation();
  const home = useInjection(HomePageStore);
  const session = useInjection(SessionStore);
  // The store outlives this screen: until this visit's resolution has begun, its state is the
  // previous visit's answer (another brand's home page).
  const [started, setStarted] = useState(false);
  useEffect(() => {
    void home.resolve();
    setStarted(true);
  }, [home]);
  const state = home.state;
  if (!started || state.kind === 'resolving') {
    return <div className="screen-loading" role="status" aria-label={t('dashboard.resolving')} />;
  }
  if (state.kind === 'welcome') {
    return (
      <section className="welcome-page" aria-labelledby="welcome-title">
        <h1 id="welcome-title">{t('dashboard.welcome.title', { name: session.user?.first_name ?? '' })}</h1>
        <p>{t('dashboard.welcome.message')}</p>
        <button
          type="button"
          className="button button--md button--primary"
          onClick={() => home.dismissWelcome()}
        >
          {t('dashboard.welcome.continue')}
        </button>
      </section>
    );
  }
  const page = state.page;
  if (page.kind === 'external') return <LeaveFor url={page.url} />;
  if (page.step === 'error') return <ErrorScreen onRetry={() => void home.resolve()} />;
  return <Navigate to={page.path} replace />;
});
export default DashboardScreen;

/**
 * Before the router gets here (the sign-in has restored the session): the home page is chosen
 * ahead, so its screen's chunk and reads start at once (HomePageStore.resolveAhead).
 */
export function prepare(services: ServiceResolver): void {
  services.get<HomePageStore>(HomePageStore as unknown as symbol).resolveAhead();
}
