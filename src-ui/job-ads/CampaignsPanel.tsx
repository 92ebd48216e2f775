import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { JOB_AD_CAMPAIGN_STATUSES, type JobAdCampaignStatus } from '../../src-domain/job-ads/job-ads.rules';
import { TableScroll } from '../dashboard/TableScroll';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { LoadingMore } from '../widgets/table/LoadingMore';
import { SkeletonRows } from '../widgets/table/SkeletonRows';
import { CampaignDetailModal } from './CampaignDetailModal';
import { JobAdsCampaignsStore } from './job-ads-campaigns.store';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';

/**
 * The connected employer's campaigns: a status filter, "30 of 95", the table (name opens the
 * detail, status, created date), skeleton rows while the first page loads, "Load more" with the
 * provider's cursor and 'Loading more...' meanwhile, an error with a retry when a read fails.
 */
export const CampaignsPanel = observer(function CampaignsPanel() {
  const { t, i18n } = useTranslation();
  const store = useInjection(JobAdsCampaignsStore);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const loading = store.phase === 'loading' || store.phase === 'idle';
  return (
    <section className="panel panel--stacked" aria-labelledby="job-ads-campaigns">
      <div className="job-ads__toolbar">
        <h2 id="job-ads-campaigns">{t('jobAds.campaigns.title')}</h2>
        <label className="job-ads__filter">
          <span>{t('jobAds.campaigns.status')}</span>
          <select
            value={store.status ?? ''}
            onChange={(event) =>
              store.setStatus(
                event.target.value === '' ? undefined : (event.target.value as JobAdCampaignStatus),
              )
            }
          >
            <option value="">{t('jobAds.campaigns.allStatuses')}</option>
            {JOB_AD_CAMPAIGN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`jobAds.campaigns.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {store.phase === 'failed' ? (
        <ReadFailure message={t('jobAds.campaigns.loadFailed')} onRetry={() => store.retry()} />
      ) : (
        <>
          <p className="job-ads__count" aria-live="polite">
            {loading
              ? t('jobAds.campaigns.loading')
              : store.totalCount === undefined
                ? t('jobAds.campaigns.countUnknown', { shown: store.rows.length })
                : t('jobAds.campaigns.count', { shown: store.rows.length, total: store.totalCount })}
          </p>
          {store.phase === 'ready' && store.rows.length === 0 ? (
            <p>{t('jobAds.campaigns.empty')}</p>
          ) : (
            <TableScroll labelledBy="job-ads-campaigns">
              <table className="dashboard-table" aria-busy={loading}>
                <thead>
                  <tr>
                    <th scope="col">{t('jobAds.campaigns.columns.name')}</th>
                    <th scope="col">{t('jobAds.campaigns.columns.status')}</th>
                    <th scope="col">{t('jobAds.campaigns.columns.created')}</th>
                  </tr>
                </thead>
                <tbody>
                  {loading ? (
                    <SkeletonRows columns={3} />
                  ) : (
                    store.rows.map((campaign) => (
                      <tr key={campaign.id}>
                        <td>
                          <button
                            type="button"
                            className="button button--sm button--link job-ads__open"
                            onClick={() => void store.openDetail(campaign.id)}
                          >
                            {campaign.name}
                          </button>
                        </td>
                        <td>
                          {t(`jobAds.campaigns.statuses.${campaign.status}`, {
                            defaultValue: campaign.status,
                          })}
                        </td>
                        <td>{campaign.createdDate ? date.format(new Date(campaign.createdDate)) : '—'}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </TableScroll>
          )}
          {store.loadingMore && <LoadingMore />}
          {store.moreFailed && <p role="alert">{t('jobAds.campaigns.loadMoreFailed')}</p>}
          {store.hasMore && !store.loadingMore && store.phase === 'ready' && (
            <Button variant="secondary" className="job-ads__more" onClick={() => void store.loadMore()}>
              {t('jobAds.campaigns.loadMore')}
            </Button>
          )}
        </>
      )}
      <CampaignDetailModal />
    </section>
  );
});
