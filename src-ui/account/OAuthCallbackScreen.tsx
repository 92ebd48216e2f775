import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { JobAdsNoticeText } from '../job-ads/JobAdsNoticeText';
import { FormAlert } from './FormAlert';
import { OAuthCallbackStore } from './oauth-callback.store';
import { useOnce } from './WorkingScreen';
import './auth-screens.css';

/** /oauth2/: the job-ad provider's login comes back here (design in OAuthCallbackStore). */
const OAuthCallbackScreen = observer(function OAuthCallbackScreen() {
  const store = useInjection(OAuthCallbackStore);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useOnce(() => {
    const value = (name: string) => params.get(name) ?? undefined;
    void store.receive({
      code: value('code'),
      state: value('state'),
      employer: value('employer'),
      error: value('error'),
      errorDescription: value('error_description'),
    });
  });
  const result = store.result;
  const succeeded =
    result.kind === 'completed' && (result.notice?.kind === 'connected' || result.notice?.kind === 'partial');
  useEffect(() => {
    // A full-page login that worked goes on to the campaigns, where the outcome is shown.
    if (succeeded) void navigate(Routes.jobAds, { replace: true });
  }, [succeeded, navigate]);
  return (
    <section className="auth-screen" aria-labelledby="oauth-title">
      <h1 id="oauth-title">{t('oauth.title')}</h1>
      <div className="auth-form">
        {(result.kind === 'working' || succeeded) && <p role="status">{t('oauth.working')}</p>}
        {result.kind === 'handed-over' && (
          <FormAlert tone="success">
            <p>{t('jobAds.callback.handedOver')}</p>
          </FormAlert>
        )}
        {result.kind === 'missing-code' && (
          <FormAlert tone="error">
            <p>{t('oauth.missingCode')}</p>
          </FormAlert>
        )}
        {result.kind === 'completed' && !succeeded && (
          <FormAlert tone="error">
            <p>{result.notice ? <JobAdsNoticeText notice={result.notice} /> : t('oauth.failed')}</p>
          </FormAlert>
        )}
        {result.kind !== 'working' && !succeeded && (
          <Link to={Routes.jobAds}>{t('jobAds.callback.back')}</Link>
        )}
      </div>
    </section>
  );
});

export default OAuthCallbackScreen;
