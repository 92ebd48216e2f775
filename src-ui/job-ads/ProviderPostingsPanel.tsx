import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderPostingListItem } from '../../src-domain/job-ads/job-ads-api.port';
import { postingNeedsReconnect } from '../../src-domain/job-ads/job-ad-posting.rules';
import { TableScroll } from '../dashboard/TableScroll';
import { useInjection } from '../injection/use-injection';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { SkeletonRows } from '../widgets/table/SkeletonRows';
import { TablePager } from '../widgets/table/TablePager';
import { PROVIDER_POSTINGS_PAGE_SIZE, ProviderPostingsStore } from './provider-postings.store';

/**
 * The job-ads screen's provider postings (issue #38): the context brand's positions posted at
 * the provider, as their own paged list — position, location, where the posting stands, when it
 * was posted and the public page the ad leads to — with the row count, skeleton rows while a page
 * loads, and a failure with Retry. Read from Brigade: shown whether or not this brand holds the
 * connection itself (a location posts through a brand above it).
 */
export const ProviderPostingsPanel = observer(function ProviderPostingsPanel({
  brandId,
}: {
  readonly brandId: number | undefined;
}) {
  const { t } = useTranslation();
  const store = useInjection(ProviderPostingsStore);
  const id = useId();
  useEffect(() => {
    void store.load(brandId, 0);
    return () => store.reset();
  }, [brandId, store]);
  const { state } = store;
  return (
    <section className="panel panel--stacked" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('jobAds.postings.title')}</h2>
      {state.kind === 'failed' ? (
        <ReadFailure message={t('jobAds.postings.loadFailed')} onRetry={() => void store.load()} />
      ) : state.kind === 'ready' && state.page.total === 0 ? (
        <p>{t('jobAds.postings.empty')}</p>
      ) : (
        <>
          <p className="job-ads__count" aria-live="polite">
            {state.kind === 'ready'
              ? t('jobAds.postings.count', { count: state.page.total })
              : t('jobAds.postings.loading')}
          </p>
          <TableScroll labelledBy={`${id}-title`}>
            <table
              className="dashboard-table"
              aria-busy={state.kind !== 'ready'}
              aria-describedby={`${id}-pager`}
            >
              <thead>
                <tr>
                  <th scope="col">{t('jobAds.postings.columns.position')}</th>
                  <th scope="col">{t('jobAds.postings.columns.location')}</th>
                  <th scope="col">{t('jobAds.postings.columns.status')}</th>
                  <th scope="col">{t('jobAds.postings.columns.postedAt')}</th>
                  <th scope="col">{t('jobAds.postings.columns.link')}</th>
                </tr>
              </thead>
              <tbody>
                {state.kind === 'ready' ? (
                  state.page.postings.map((posting) => (
                    <ProviderPostingRow key={posting.positionId} posting={posting} />
                  ))
                ) : (
                  <SkeletonRows columns={5} />
                )}
              </tbody>
            </table>
          </TableScroll>
          {state.kind === 'ready' && (
            <TablePager
              id={`${id}-pager`}
              offset={state.page.offset}
              shown={state.page.postings.length}
              total={state.page.total}
              pageSize={PROVIDER_POSTINGS_PAGE_SIZE}
              onPage={(offset) => void store.load(brandId, offset)}
              onRefresh={() => void store.load()}
            />
          )}
        </>
      )}
    </section>
  );
});

function ProviderPostingRow({ posting }: { readonly posting: ProviderPostingListItem }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const status =
    posting.status === 'FAILED' && postingNeedsReconnect(posting.failure)
      ? 'FAILED_RECONNECT'
      : posting.status;
  return (
    <tr>
      <th scope="row">{posting.positionTitle}</th>
      <td>{posting.locationName}</td>
      <td>{t(`careersApply.manage.providerPosting.${status}`)}</td>
      <td>
        {posting.postedAt ? (
          <time dateTime={posting.postedAt}>{time.format(new Date(posting.postedAt))}</time>
        ) : (
          '—'
        )}
      </td>
      <td>
        {posting.link ? (
          <a
            href={posting.link}
            aria-label={t('jobAds.postings.openLabel', { title: posting.positionTitle })}
          >
            {t('jobAds.postings.open')}
          </a>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
