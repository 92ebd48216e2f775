import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { FormAlert } from './FormAlert';
import { OAuthCallbackStore, type OAuthAnswer } from './oauth-callback.store';
import { useOnce } from './WorkingScreen';
import './auth-screens.css';

/** /oauth2/: the job-ad provider's login comes back here (design in OAuthCallbackStore). */
const OAuthCallbackScreen = observer(function OAuthCallbackScreen() {
  const store = useInjection(OAuthCallbackStore);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useOnce(() => {
    const value = (name: string) => params.get(name) ?? undefined;
    const answer: OAuthAnswer = {
      code: value('code'),
      state: value('state'),
      error: value('error'),
      errorDescription: value('error_description'),
    };
    const message = store.messageFor(answer);
    // The opener is ours only when it is on our origin; the message names that origin.
    const opener = window.opener as Window | null;
    if (message && opener && !opener.closed) {
      try {
        opener.postMessage(message, window.location.origin);
        store.handedOver();
        window.close();
        return;
      } catch {
        // A cross-origin opener: decide here instead.
      }
    }
    void store.complete(answer);
  });
  const result = store.result;
  return (
    <section className="auth-screen" aria-labelledby="oauth-title">
      <h1 id="oauth-title">{t('oauth.title')}</h1>
      <div className="auth-form">
        {result.kind === 'working' && <p role="status">{t('oauth.working')}</p>}
        {(result.kind === 'handed-over' || result.kind === 'connected') && (
          <FormAlert tone="success">
            <p>{t('oauth.connected')}</p>
          </FormAlert>
        )}
        {result.kind === 'received' && (
          <FormAlert tone="info">
            <p>{t('oauth.received')}</p>
          </FormAlert>
        )}
        {result.kind === 'missing-code' && (
          <FormAlert tone="error">
            <p>{t('oauth.missingCode')}</p>
          </FormAlert>
        )}
        {result.kind === 'failed' && (
          <FormAlert tone="error">
            <p>{t('oauth.failed')}</p>
            {result.reason && <p>{result.reason}</p>}
          </FormAlert>
        )}
        {result.kind !== 'working' && <a href={Routes.dashboard}>{t('oauth.back')}</a>}
      </div>
    </section>
  );
});

export default OAuthCallbackScreen;
