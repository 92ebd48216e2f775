import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APPLICATION_STATUSES } from '../../src-domain/messaging/messaging.model';
import { inboxLink } from '../../src-domain/dashboards/inbox-link.rules';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';

/**
 * The pipeline funnel: open applications per status in pipeline order, bars sized to the largest
 * step, each a link to the inbox filtered by that status. `steps` undefined: skeleton bars.
 */
export function Funnel({
  steps,
  failed,
  onRetry,
}: {
  readonly steps: readonly { readonly status: string; readonly count: number }[] | undefined;
  readonly failed: boolean;
  readonly onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  const widest = Math.max(1, ...(steps ?? []).map((step) => step.count));
  const shown = steps ?? APPLICATION_STATUSES.map((status) => ({ status, count: undefined }));
  return (
    <section className="panel panel--stacked" aria-labelledby="hiring-funnel">
      <h2 id="hiring-funnel">{t('hiringDashboards.sections.funnel')}</h2>
      {failed ? (
        <ReadFailure message={t('dashboard.loadFailed')} onRetry={onRetry} />
      ) : (
        <ol className="funnel" aria-busy={steps === undefined}>
          {shown.map((step) => {
            const label = t(`hiring.status.${step.status}`, { defaultValue: step.status });
            return (
              <li key={step.status} className="funnel__step">
                <span>{label}</span>
                {step.count === undefined ? (
                  <span className="funnel__bar skeleton-row__bar" aria-hidden="true" />
                ) : (
                  <Link
                    className="funnel__bar"
                    to={inboxLink({ status: step.status })}
                    style={{ inlineSize: `${Math.max(8, (step.count / widest) * 100)}%` }}
                    aria-label={t('hiringDashboards.funnelStep', { status: label, n: step.count })}
                  >
                    {format.format(step.count)}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
