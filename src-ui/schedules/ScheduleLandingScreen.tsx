import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ScheduleWeek } from '../../src-domain/schedules/schedules-api.port';
import { useInjection } from '../injection/use-injection';
import { ScheduleFailure } from './ScheduleFailure';
import { moneyOf } from './schedule-format';
import { ScheduleLandingStore } from './schedule-landing.store';
import './schedules.css';

/** Where a figure links: the grid of the location at that week. */
const gridOf = (week: ScheduleWeek) => `/schedule/week?location=${week.locationId}&week=${week.weekStart}`;

/**
 * `/schedule`, the landing of scheduling users (issue #34): this week's figures of each location
 * they schedule — shifts, open shifts, hours and wage cost against last week, covers waiting, flagged shifts —
 * each a link into the week grid.
 */
const ScheduleLandingScreen = observer(function ScheduleLandingScreen() {
  const { t, i18n } = useTranslation();
  const store = useInjection(ScheduleLandingStore);
  useEffect(() => void store.load(), [store]);
  const weeks = store.weeks;
  return (
    <section className="schedule" aria-busy={weeks.kind === 'loading'}>
      <h1 className="dashboard__title">{t('schedules.landing.title')}</h1>
      {weeks.kind === 'failed' ? (
        <ScheduleFailure code={weeks.code} onRetry={() => void store.load()} />
      ) : null}
      {weeks.kind === 'loading' ? (
        <div className="schedule__skeleton" data-testid="skeleton-row" aria-hidden="true" />
      ) : null}
      {weeks.kind === 'ready' && weeks.value.length === 0 ? <p>{t('schedules.landing.none')}</p> : null}
      {weeks.kind === 'ready'
        ? weeks.value.map((week) => (
            <section
              key={week.locationId}
              className="schedule__location"
              aria-labelledby={`location-${week.locationId}`}
            >
              <h2 id={`location-${week.locationId}`}>
                <bdi>{week.locationName}</bdi> · {t(`schedules.status.${week.status}`)}
              </h2>
              <ul className="schedule__figures">
                <Figure
                  week={week}
                  label={t('schedules.figures.shifts')}
                  value={String(week.figures.shifts)}
                />
                <Figure
                  week={week}
                  label={t('schedules.figures.openShifts')}
                  value={String(week.figures.openShifts)}
                />
                <Figure
                  week={week}
                  label={t('schedules.figures.hours')}
                  value={t('schedules.figures.hoursValue', {
                    hours: week.figures.hours,
                    last: week.figures.hoursLastWeek,
                  })}
                />
                <Figure
                  week={week}
                  label={t('scheduleWages.landing.cost')}
                  value={t('scheduleWages.landing.costValue', {
                    cost: moneyOf(week.figures.costMinor, week.figures.currency, i18n.language),
                    last: moneyOf(week.figures.costLastWeekMinor, week.figures.currency, i18n.language),
                  })}
                />
                <Figure
                  week={week}
                  label={t('scheduleAvailability.landingPending')}
                  value={String(week.figures.pendingRequests)}
                />
                <Figure
                  week={week}
                  label={t('schedules.figures.flagged')}
                  value={String(week.figures.flaggedShifts)}
                />
              </ul>
            </section>
          ))
        : null}
      {weeks.kind === 'ready' && store.total > weeks.value.length ? (
        <p>{t('schedules.landing.more', { shown: weeks.value.length, total: store.total })}</p>
      ) : null}
    </section>
  );
});
export default ScheduleLandingScreen;

function Figure({
  week,
  label,
  value,
}: {
  readonly week: ScheduleWeek;
  readonly label: string;
  readonly value: string;
}) {
  return (
    <li>
      <Link className="schedule__figure" to={gridOf(week)}>
        <span className="schedule__figure-value">{value}</span>
        <span className="schedule__figure-label">{label}</span>
      </Link>
    </li>
  );
}
