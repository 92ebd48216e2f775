import { DateTime } from 'luxon';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textFor } from '../../../src-domain/attestation/attestation-template.rules';
import type { AttestationAnswer } from '../../../src-domain/attestation/risk.model';
import { lastWeekStarts } from '../../../src-domain/attestation/risk-weeks.rules';
import { isSupportedLanguage, type Language } from '../../../src-domain/language/language.rules';
import { BrandContextStore } from '../../brands/brand-context.store';
import { DashboardFrame } from '../../dashboard/DashboardFrame';
import { TableScroll } from '../../dashboard/TableScroll';
import { useInjection } from '../../injection/use-injection';
import { useLiveView } from '../../live/use-live-view';
import { Button } from '../../widgets/button/Button';
import { SkeletonRows } from '../../widgets/table/SkeletonRows';
import { ReadFailure } from '../../widgets/read-failure/ReadFailure';
import '../attestation.css';
import { ResolveFlagModal } from './ResolveFlagModal';
import {
  RISK_ANSWERS_PAGE,
  RISK_WEEKS,
  RiskDashboardStore,
  type RiskFigureFilter,
} from './risk-dashboard.store';
import { RiskTrend } from './RiskTrend';
import { weekLabel } from './week-label';
import { IsolatedSentence } from '../../widgets/user-text/IsolatedSentence';

/**
 * /enterprise-dashboards/risk-dashboard (spec 000 §6, issue #16): the risk clock-out attestation
 * answers reveal for the context brand — flagged answers by location and week, the trend and
 * unresolved flags, narrowed by the location filter. Every figure opens the answers behind it;
 * a manager resolves a flag with a note.
 */
const RiskDashboard = observer(function RiskDashboard() {
  const { t, i18n } = useTranslation();
  const store = useInjection(RiskDashboardStore);
  const brands = useInjection(BrandContextStore);
  const brandId = brands.context?.brand_id;
  const filterId = useId();
  const [resolving, setResolving] = useState<AttestationAnswer | undefined>(undefined);
  const language: Language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';

  useEffect(() => {
    if (brandId !== undefined) void store.load(brandId);
  }, [store, brandId]);
  // A flag raised at a clock-out shows at once (issue #32).
  useLiveView(brandId === undefined ? undefined : { kind: 'risk' }, () => void store.refresh());

  const summary = store.summary.kind === 'ready' ? store.summary.value : undefined;
  const loading = store.summary.kind === 'loading';
  // The summary's weeks, or while it loads the same weeks computed here: the columns never change.
  const weeks = summary?.weeks ?? lastWeekStarts(RISK_WEEKS);
  const show = (figure: RiskFigureFilter) => {
    void store.show(figure).then(() => document.getElementById('risk-answers-title')?.focus());
  };
  const questionOf = (answer: AttestationAnswer) =>
    textFor(answer.question, language, answer.questionDefaultLanguage)?.text ?? '';
  // An option's key reads as the option's text; YES, NO, ACKNOWLEDGED and DECLINED as ours.
  const answerText = (answer: AttestationAnswer, value: string) => {
    const option = answer.questionOptions.find((candidate) => candidate.key === value);
    const optionText = option && textFor(option.text, language, answer.questionDefaultLanguage)?.text;
    return optionText ?? t(`attestation.answerValues.${value}`, { defaultValue: value });
  };

  return (
    <DashboardFrame
      title={t('attestation.risk.title')}
      brand={brands.activeBrand?.name}
      className="attestation risk"
      failed={store.summary.kind === 'failed'}
      onRetry={() => brandId !== undefined && void store.load(brandId, store.locationId)}
      meta={
        <div className="attestation-toolbar">
          <label htmlFor={filterId}>{t('attestation.risk.locationFilter')}</label>
          <select
            id={filterId}
            className="attestation-select"
            value={store.locationId ?? ''}
            onChange={(event) => {
              if (brandId === undefined) return;
              const value = event.target.value;
              void store.load(brandId, value === '' ? undefined : Number(value));
            }}
          >
            <option value="">{t('attestation.risk.allLocations')}</option>
            {summary?.filterChoices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
      }
      figures={
        <ul className="dashboard__figures">
          {(
            [
              ['answers', summary?.answers, {}],
              ['flagged', summary?.flagged, { flagged: true }],
              ['unresolved', summary?.unresolved, { flagged: true, resolved: false }],
            ] as const
          ).map(([key, value, figure]) => (
            <li key={key} className="dashboard__figure">
              <button
                type="button"
                className="risk__figure-button"
                disabled={value === undefined}
                onClick={() => show(figure)}
              >
                <span className="dashboard__figure-value">{value ?? '–'}</span>
                <span className="dashboard__figure-label">{t(`attestation.risk.figures.${key}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      }
    >
      {/* The trend (one row per week, known before the data) comes before the table, whose rows
          (one per location) are not known: what grows on arrival is below the fold. */}
      {store.summary.kind !== 'failed' && (
        <RiskTrend
          trend={summary?.trend}
          weeks={weeks}
          language={language}
          onChoose={(weekStart) => show({ weekStart, flagged: true })}
        />
      )}
      <section className="panel panel--stacked risk__locations" aria-labelledby="risk-by-location">
        <h2 id="risk-by-location">{t('attestation.risk.byLocation')}</h2>
        <TableScroll labelledBy="risk-by-location">
          <table className="dashboard-table risk__table" aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col">{t('attestation.risk.columns.location')}</th>
                {weeks.map((week) => (
                  <th scope="col" key={week}>
                    {t('attestation.risk.weekOf', { date: weekLabel(week, language) })}
                  </th>
                ))}
                <th scope="col">{t('attestation.risk.figures.unresolved')}</th>
              </tr>
            </thead>
            <tbody>
              {loading ? (
                <SkeletonRows columns={weeks.length + 2} />
              ) : summary && summary.locations.length === 0 ? (
                <tr>
                  <td colSpan={summary.weeks.length + 2}>{t('attestation.risk.noFlags')}</td>
                </tr>
              ) : (
                summary?.locations.map((row) => (
                  <tr key={row.locationId}>
                    <th scope="row">{row.locationName}</th>
                    {row.flaggedByWeek.map((count, index) => (
                      <td key={summary.weeks[index]}>
                        <button
                          type="button"
                          className="risk__cell-button"
                          aria-label={t('attestation.risk.cellLabel', {
                            count,
                            location: row.locationName,
                            date: weekLabel(summary.weeks[index]!, language),
                          })}
                          onClick={() =>
                            show({
                              locationId: row.locationId,
                              weekStart: summary.weeks[index]!,
                              flagged: true,
                            })
                          }
                        >
                          {count}
                        </button>
                      </td>
                    ))}
                    <td>
                      <button
                        type="button"
                        className="risk__cell-button"
                        aria-label={t('attestation.risk.unresolvedLabel', {
                          count: row.unresolved,
                          location: row.locationName,
                        })}
                        onClick={() => show({ locationId: row.locationId, flagged: true, resolved: false })}
                      >
                        {row.unresolved}
                      </button>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <section className="panel panel--stacked" aria-labelledby="risk-answers-title">
        <h2 id="risk-answers-title" tabIndex={-1}>
          {t('attestation.risk.answers')}
        </h2>
        {store.answers.kind === 'failed' && (
          <ReadFailure onRetry={() => store.figure && void store.show(store.figure)} />
        )}
        {store.answers.kind === 'ready' && (
          <p className="attestation-count" aria-live="polite">
            {t('attestation.risk.shown', {
              shown: store.answers.value.offset + store.answers.value.items.length,
              total: store.answers.value.total,
            })}
          </p>
        )}
        <TableScroll labelledBy="risk-answers-title">
          <table className="dashboard-table" aria-busy={store.answers.kind === 'loading'}>
            <thead>
              <tr>
                <th scope="col">{t('attestation.risk.columns.employee')}</th>
                <th scope="col">{t('attestation.risk.columns.date')}</th>
                <th scope="col">{t('attestation.risk.columns.location')}</th>
                <th scope="col">{t('attestation.risk.columns.question')}</th>
                <th scope="col">{t('attestation.risk.columns.answer')}</th>
                <th scope="col">{t('attestation.risk.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {store.answers.kind === 'loading' ? (
                <SkeletonRows columns={6} />
              ) : store.answers.kind === 'ready' && store.answers.value.items.length === 0 ? (
                <tr>
                  <td colSpan={6}>{t('attestation.risk.noAnswers')}</td>
                </tr>
              ) : (
                store.answers.kind === 'ready' &&
                store.answers.value.items.map((answer) => (
                  <tr key={answer.id}>
                    <td>{answer.employeeName}</td>
                    <td>
                      {DateTime.fromISO(answer.shiftDate)
                        .setLocale(language)
                        .toLocaleString(DateTime.DATE_MED)}
                    </td>
                    <td>{answer.locationName}</td>
                    <td>{questionOf(answer)}</td>
                    <td>{answer.answers.map((value) => answerText(answer, value)).join(', ')}</td>
                    <td>
                      {!answer.flagged ? (
                        t('attestation.risk.status.ok')
                      ) : answer.resolvedAt ? (
                        <span title={answer.resolutionNote} tabIndex={-1} data-resolved-answer={answer.id}>
                          <IsolatedSentence
                            sentence={(standIns) => t('attestation.risk.status.resolved', standIns)}
                            values={{ name: answer.resolvedBy ?? '' }}
                          />
                        </span>
                      ) : (
                        <Button size="sm" variant="secondary" onClick={() => setResolving(answer)}>
                          <IsolatedSentence
                            sentence={(standIns) => t('attestation.risk.resolveFor', standIns)}
                            values={{ name: answer.employeeName }}
                          />
                        </Button>
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
        {store.answers.kind === 'ready' && store.figure && (
          <div className="attestation-pager">
            <Button
              size="sm"
              variant="secondary"
              disabled={store.answers.value.offset === 0}
              onClick={() =>
                store.answers.kind === 'ready' &&
                store.figure &&
                void store.show(store.figure, Math.max(0, store.answers.value.offset - RISK_ANSWERS_PAGE))
              }
            >
              {t('attestation.previous')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={
                store.answers.value.offset + store.answers.value.items.length >= store.answers.value.total
              }
              onClick={() =>
                store.answers.kind === 'ready' &&
                store.figure &&
                void store.show(store.figure, store.answers.value.offset + RISK_ANSWERS_PAGE)
              }
            >
              {t('attestation.next')}
            </Button>
          </div>
        )}
      </section>
      {resolving && (
        <ResolveFlagModal
          answer={resolving}
          question={questionOf(resolving)}
          busy={store.resolving}
          error={store.lastError}
          onClose={() => setResolving(undefined)}
          returnFocus={() =>
            // Resolved: the Resolve button is gone, so focus goes to the row's new status.
            document.querySelector<HTMLElement>(`[data-resolved-answer="${resolving.id}"]`)
          }
          onResolve={(note) =>
            void store.resolve(resolving.id, note).then((done) => {
              if (done) setResolving(undefined);
            })
          }
        />
      )}
    </DashboardFrame>
  );
});
export default RiskDashboard;
