import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeadJob } from '../../src-domain/jobs/jobs-api.port';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { TablePager } from '../widgets/table/TablePager';
import { DEAD_JOBS_PAGE_SIZE, DeadJobsStore } from './dead-jobs.store';
import './jobs.css';

/**
 * /admin/jobs (issue #35): the job queue's dead-letter list for a platform administrator — how
 * many jobs failed their last attempt, a page of them (last failed first) and a Retry per job.
 * Anyone else is told the page is for platform administrators (403 JOBS.FORBIDDEN).
 */
export default observer(function DeadJobsScreen() {
  const { t } = useTranslation();
  const store = useInjection(DeadJobsStore);
  const id = useId();
  useEffect(() => {
    void store.load(0);
  }, [store]);
  const { state } = store;
  return (
    <div className="jobs-screen">
      <h1 id={`${id}-title`}>{t('jobs.title')}</h1>
      <p className="jobs-screen__intro">{t('jobs.intro')}</p>
      {state.kind === 'loading' && (
        <div className="jobs-screen__skeleton" aria-busy="true" data-testid="skeleton-row">
          <span className="visually-hidden" role="status">
            {t('jobs.loading')}
          </span>
        </div>
      )}
      {state.kind === 'failed' &&
        (state.code === 'JOBS.FORBIDDEN' ? (
          <p className="jobs-screen__forbidden" role="alert">
            {t('jobs.forbidden')}
          </p>
        ) : (
          <ReadFailure message={t('jobs.readFailed')} onRetry={() => void store.load()} />
        ))}
      {state.kind === 'ready' && (
        <>
          {state.page.total === 0 ? (
            <p className="jobs-screen__empty">{t('jobs.empty')}</p>
          ) : (
            <div className="jobs-screen__scroll">
              <table className="jobs-screen__table" aria-describedby={`${id}-pager`}>
                <caption>{t('jobs.count', { count: state.page.total })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('jobs.column.job')}</th>
                    <th scope="col">{t('jobs.column.attempts')}</th>
                    <th scope="col">{t('jobs.column.error')}</th>
                    <th scope="col">{t('jobs.column.failedAt')}</th>
                    <th scope="col">{t('jobs.column.action')}</th>
                  </tr>
                </thead>
                <tbody>
                  {state.page.jobs.map((job) => (
                    <DeadJobRow key={job.id} job={job} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <TablePager
            id={`${id}-pager`}
            offset={state.page.offset}
            shown={state.page.jobs.length}
            total={state.page.total}
            pageSize={DEAD_JOBS_PAGE_SIZE}
            onPage={(offset) => void store.load(offset)}
            onRefresh={() => void store.load()}
          />
        </>
      )}
    </div>
  );
});

const DeadJobRow = observer(function DeadJobRow({ job }: { readonly job: DeadJob }) {
  const { t, i18n } = useTranslation();
  const store = useInjection(DeadJobsStore);
  const outcome = store.retries.get(job.id);
  const failedAt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(job.failedAt),
  );
  return (
    <tr>
      <th scope="row">
        <span className="jobs-screen__name">{job.name}</span>
        <span className="jobs-screen__key">#{job.id}</span>
      </th>
      <td>{t('jobs.attempts', { attempts: job.attempts, max: job.maxAttempts })}</td>
      <td className="jobs-screen__error">{job.lastError ?? t('jobs.noError')}</td>
      <td>
        <time dateTime={job.failedAt}>{failedAt}</time>
      </td>
      <td>
        {outcome === 'retried' || outcome === 'gone' ? (
          <span role="status">{t(outcome === 'retried' ? 'jobs.retried' : 'jobs.gone')}</span>
        ) : (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={outcome === 'running'}
              aria-label={t('jobs.retryJob', { name: job.name, id: job.id })}
              onClick={() => void store.retry(job.id)}
            >
              {t('jobs.retry')}
            </Button>
            {outcome === 'failed' && (
              <span className="jobs-screen__retry-failed" role="alert">
                {t('jobs.retryFailed')}
              </span>
            )}
          </>
        )}
      </td>
    </tr>
  );
});
