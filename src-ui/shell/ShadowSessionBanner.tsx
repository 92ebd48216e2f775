import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { SessionStore } from '../session/session.store';

/**
 * While a corporate administrator acts as another user (a shadow session, spec 000 §4), every
 * signed-in page says whose account this is and offers the way back: /user/shadow-logout ends
 * the shadow session and returns to the corporate host's login.
 */
export const ShadowSessionBanner = observer(function ShadowSessionBanner() {
  const { t } = useTranslation();
  const user = useInjection(SessionStore).user;
  if (user?.is_shadow_user !== true) return null;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <div className="shadow-banner" role="region" aria-label={t('shell.shadow.region')}>
      <p className="shadow-banner__text">{t('shell.shadow.actingAs', { name, email: user.email })}</p>
      {/* A full page load: the corporate host is another application. */}
      <a className="shadow-banner__back" href="/user/shadow-logout">
        {t('shell.shadow.back')}
      </a>
    </div>
  );
});
