import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandContextStore } from '../brands/brand-context.store';
import type { ServiceResolver } from '../injection/injection-context';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { CampaignsPanel } from './CampaignsPanel';
import { JobAdsCampaignsStore } from './job-ads-campaigns.store';
import { JobAdsConnectionStore } from './job-ads-connection.store';
import { JobAdsNoticeText, noticeIsError } from './JobAdsNoticeText';
import { ProviderPostingsPanel } from './ProviderPostingsPanel';
import './job-ads.css';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';

/**
 * /hiring/job-ads (issue #18): the context brand's connection to the job-ad provider — connect
 * through the provider's popup, see who is connected, disconnect — and, once connected, its
 * campaigns; and the provider postings of its positions (issue #38). Every outcome of the
 * provider's login is told in its own words.
 */
const JobAdsScreen = observer(function JobAdsScreen() {
  const { t, i18n } = useTranslation();
  const brands = useInjection(BrandContextStore);
  const connection = useInjection(JobAdsConnectionStore);
  const campaigns = useInjection(JobAdsCampaignsStore);
  const brandId = brands.context?.brand_id;
  const connected = connection.connected;

  useEffect(() => {
    if (brandId !== undefined) void connection.check(brandId);
    return () => connection.dispose();
  }, [brandId, connection]);
  useEffect(() => {
    if (connected && brandId !== undefined) void campaigns.load(brandId);
    else campaigns.reset();
  }, [connected, brandId, campaigns]);

  const notice = connection.notice;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="dashboard job-ads" aria-labelledby="job-ads-title">
      <h1 id="job-ads-title" className="dashboard__title">
        {t('jobAds.title')}
      </h1>
      <p className="dashboard__brand">{brands.activeBrand?.name}</p>
      {notice && (
        <div
          className={`form-alert form-alert--${noticeIsError(notice) ? 'error' : 'success'} job-ads__notice`}
          role={noticeIsError(notice) ? 'alert' : 'status'}
        >
          <p>
            <JobAdsNoticeText notice={notice} />
          </p>
          <Button size="sm" variant="link" onClick={() => connection.dismissNotice()}>
            {t('jobAds.dismiss')}
          </Button>
        </div>
      )}
      <section className="panel panel--stacked job-ads__connection" aria-labelledby="job-ads-provider">
        <h2 id="job-ads-provider">{t('jobAds.provider')}</h2>
        {(connection.phase === 'unknown' || connection.phase === 'checking') && (
          // Shaped as the unconnected state that most often replaces it: the intro's lines (its
          // hidden text wraps as the intro will, at any width and in any language) and its button.
          <>
            <p role="status" className="job-ads__checking">
              <span className="skeleton-row__bar" aria-hidden="true" />
              <span className="job-ads__shape" aria-hidden="true">
                {t('jobAds.intro')}
              </span>
              <span className="visually-hidden-text">{t('jobAds.checking')}</span>
            </p>
            <span className="button button--md job-ads__checking-button" aria-hidden="true">
              <span className="button__label job-ads__shape">{t('jobAds.connect')}</span>
            </span>
          </>
        )}
        {connection.phase === 'check-failed' && (
          <ReadFailure
            message={t('jobAds.checkFailed')}
            onRetry={() => brandId !== undefined && void connection.check(brandId)}
          />
        )}
        {(connection.phase === 'disconnected' || connection.phase === 'connecting') && (
          <>
            <p>{t('jobAds.intro')}</p>
            {connection.phase === 'connecting' && <p role="status">{t('jobAds.connecting')}</p>}
            <Button busy={connection.phase === 'connecting'} onClick={() => void connection.connect()}>
              {t('jobAds.connect')}
            </Button>
          </>
        )}
        {connection.phase === 'connected' && connection.connection && (
          <>
            <p>{t('jobAds.connectedAs', { employer: connection.connection.employer ?? '' })}</p>
            {connection.connection.expiresAt && (
              <p>{t('jobAds.expiresAt', { time: time.format(new Date(connection.connection.expiresAt)) })}</p>
            )}
            <Button variant="secondary" onClick={() => void connection.disconnect()}>
              {t('jobAds.disconnect')}
            </Button>
          </>
        )}
      </section>
      {connected && <CampaignsPanel />}
      <ProviderPostingsPanel brandId={brandId} />
    </section>
  );
});

export default JobAdsScreen;

/**
 * Before the router renders the screen (a hard load, once the session is signed in): the context
 * brand's connection check starts as soon as the context is known (issue #20); the screen's own
 * check of the same brand shares it.
 */
export function prepare(services: ServiceResolver): void {
  const brands = services.get<BrandContextStore>(BrandContextStore as unknown as symbol);
  const connection = services.get<JobAdsConnectionStore>(JobAdsConnectionStore as unknown as symbol);
  brands
    .ensureContext()
    .then(() => {
      const brandId = brands.context?.brand_id;
      if (brandId !== undefined) void connection.check(brandId);
    })
    .catch(() => undefined);
}
