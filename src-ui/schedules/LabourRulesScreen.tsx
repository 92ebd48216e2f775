import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LabourRulesField } from '../../src-domain/schedules/labour-settings.rules';
import { LABOUR_RULE_BOUNDS } from '../../src-domain/schedules/labour-settings.rules';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { LabourRulesStore } from './labour-rules.store';
import { ScheduleFailure, useScheduleError } from './ScheduleFailure';
import { WagesSection } from './WagesSection';
import './schedules.css';

const FIELDS: readonly LabourRulesField[] = [
  'restHours',
  'maxDayHours',
  'maxWeekHours',
  'noticeDays',
  'minorDayHours',
  'minorWeekHours',
  'minorEarliestHour',
  'minorLatestHour',
];
/** Labels of the minors' fields live with the minors' texts. */
const labelKey = (field: LabourRulesField) =>
  field.startsWith('minor') ? `scheduleWages.minors.${field}` : `scheduleAvailability.rules.${field}`;

/**
 * The labour-rules settings (issue #34, `/schedule/rules`): per location, the minimum rest
 * between shifts, the maximum hours a day and a week, the notice in days and the minors' limits; then its wages
 * (WagesSection). A wrong field is
 * named in the reader's language beside it, and what was typed stays. `?location=` picks the
 * location (else the first).
 */
const LabourRulesScreen = observer(function LabourRulesScreen() {
  const { t } = useTranslation();
  const store = useInjection(LabourRulesStore);
  const message = useScheduleError();
  const [params] = useSearchParams();
  useEffect(() => void store.open(Number(params.get('location')) || undefined), [store, params]);
  if (store.locations.kind === 'failed') {
    return <ScheduleFailure code={store.locations.code} onRetry={() => void store.open()} />;
  }
  const locations = store.locations.kind === 'ready' ? store.locations.value : [];
  const current = store.current;
  return (
    <section className="schedule" aria-busy={current.kind === 'loading'}>
      <h1 className="dashboard__title">{t('scheduleAvailability.rules.title')}</h1>
      <div className="schedule__toolbar">
        <label>
          {t('schedules.week.location')}
          <select
            value={store.locationId ?? ''}
            onChange={(event) => void store.selectLocation(Number(event.target.value))}
          >
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {store.locations.kind === 'ready' && locations.length === 0 ? (
        <p>{t('schedules.landing.none')}</p>
      ) : null}
      {current.kind === 'failed' ? (
        <ScheduleFailure code={current.code} onRetry={() => void store.load()} />
      ) : null}
      {current.kind === 'loading' && locations.length > 0 ? (
        <div className="schedule__skeleton" data-testid="skeleton-row" aria-hidden="true" />
      ) : null}
      {current.kind === 'ready' ? (
        <form
          className="availability__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void store.save();
          }}
        >
          <p>{t('scheduleAvailability.rules.zone', { zone: current.value.timeZone })}</p>
          {FIELDS.map((field) => {
            const problem = store.problems[field];
            const [min, max] = LABOUR_RULE_BOUNDS[field];
            return (
              <div key={field} className="availability__field">
                <label htmlFor={`rules-${field}`}>{t(labelKey(field))}</label>
                <input
                  id={`rules-${field}`}
                  type="text"
                  inputMode={field === 'noticeDays' ? 'numeric' : 'decimal'}
                  value={store.form[field]}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={`rules-${field}-hint${problem ? ` rules-${field}-error` : ''}`}
                  onChange={(event) => store.type(field, event.target.value)}
                />
                <span id={`rules-${field}-hint`} className="availability__hint">
                  {t('scheduleAvailability.rules.range', { min, max })}
                </span>
                {problem ? (
                  <span id={`rules-${field}-error`} className="schedule__error" role="alert">
                    {problem === 'LATEST_BEFORE_EARLIEST'
                      ? t('scheduleWages.minors.latestBeforeEarliest')
                      : t(`scheduleAvailability.rules.problems.${problem}`, { min, max })}
                  </span>
                ) : null}
              </div>
            );
          })}
          <div className="rules__auto-approve">
            <input
              id="rules-auto-approve"
              type="checkbox"
              checked={store.autoApprove}
              aria-describedby="rules-auto-approve-hint"
              onChange={(event) => store.setAutoApprove(event.target.checked)}
            />
            <label htmlFor="rules-auto-approve">{t('scheduleAvailability.rules.autoApprove')}</label>
            <span id="rules-auto-approve-hint" className="availability__hint">
              {t('scheduleAvailability.rules.autoApproveHint')}
            </span>
          </div>
          {store.write.kind === 'failed' ? (
            <p className="schedule__error" role="alert">
              {message(store.write.code)}
            </p>
          ) : null}
          {store.saved ? <p role="status">{t('scheduleAvailability.rules.saved')}</p> : null}
          <div>
            <Button type="submit" size="sm" busy={store.write.kind === 'saving'}>
              {t('scheduleAvailability.rules.save')}
            </Button>
          </div>
        </form>
      ) : null}
      {current.kind === 'ready' && store.locationId !== undefined ? (
        <WagesSection locationId={store.locationId} />
      ) : null}
    </section>
  );
});
export default LabourRulesScreen;
