import { useTranslation } from 'react-i18next';
import '../account/auth-screens.css';

/**
 * Where the social provider sends the sign-in popup back. The opener reads this page's address
 * and closes it; opened on its own (no opener), it only says the window may be closed.
 */
export default function SocialCallbackScreen() {
  const { t } = useTranslation();
  return (
    <div className="holding-screen">
      <main>
        <h1>{t('login.social.callbackTitle')}</h1>
        <p role="status">{t('login.social.callbackBody')}</p>
      </main>
    </div>
  );
}
