import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadAgainWhenReachable } from '../errors/use-read-again-when-reachable';
import { useInjection } from '../injection/use-injection';
import { useLiveView } from '../live/use-live-view';
import { Button } from '../widgets/button/Button';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { useNarrowScreen } from '../widgets/narrow-screen/use-narrow-screen';
import { InterviewCalendarStore } from './interview-calendar.store';
import { InterviewCard } from './InterviewCard';
import { calendarRange } from '../../src-domain/interviews/interview-calendar.rules';
import { formatDay } from './interview-format';

/**
 * The day and week views of brand `brandId`'s interviews (issue #35): a week is seven columns on
 * a wide screen; on a phone the calendar is one day's list with a day switcher. Interviews
 * waiting for the candidate are listed apart. Reads again on live interview events.
 */
export const InterviewCalendar = observer(function InterviewCalendar({
  brandId,
}: {
  readonly brandId: number;
}) {
  const { t, i18n } = useTranslation();
  const store = useInjection(InterviewCalendarStore);
  const narrow = useNarrowScreen();
  useEffect(() => {
    if (narrow && store.span === 'week') void store.setSpan('day');
  }, [narrow, store]);
  useEffect(() => void store.show(brandId), [store, brandId]);
  useLiveView({ kind: 'interviews' }, () => void store.load());
  useReadAgainWhenReachable(store.calendar.kind === 'failed', () => void store.load());
  const span = narrow ? 'day' : store.span;
  const calendar = store.calendar;
  const stepLabel = (step: number) =>
    t(`interviews.calendar.${step < 0 ? 'previous' : 'next'}${span === 'week' ? 'Week' : 'Day'}`);
  const rowsCount =
    calendar.kind === 'ready' ? calendar.value.layout.byDay.reduce((n, day) => n + day.rows.length, 0) : 0;
  return (
    <section
      className="interviews-calendar"
      aria-labelledby="interviews-calendar-title"
      aria-busy={calendar.kind === 'loading'}
    >
      <h2 id="interviews-calendar-title" className="visually-hidden-text">
        {t('interviews.calendar.title')}
      </h2>
      <div className="interviews-calendar__bar">
        {narrow ? null : (
          <div className="interviews-calendar__spans" role="group" aria-label={t('interviews.calendar.view')}>
            {(['day', 'week'] as const).map((value) => (
              <Button
                key={value}
                size="sm"
                variant={store.span === value ? 'primary' : 'secondary'}
                aria-pressed={store.span === value}
                onClick={() => void store.setSpan(value)}
              >
                {t(`interviews.calendar.${value}`)}
              </Button>
            ))}
          </div>
        )}
        <div className="interviews-calendar__steps">
          <Button
            size="sm"
            variant="secondary"
            aria-label={stepLabel(-1)}
            onClick={() => void store.step(-1)}
          >
            <span className="interviews-calendar__arrow" aria-hidden="true">
              ‹
            </span>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => void store.today()}>
            {t('interviews.calendar.today')}
          </Button>
          <Button size="sm" variant="secondary" aria-label={stepLabel(1)} onClick={() => void store.step(1)}>
            <span className="interviews-calendar__arrow" aria-hidden="true">
              ›
            </span>
          </Button>
        </div>
        <p className="interviews-calendar__range" aria-live="polite">
          {store.day ? rangeLabel(store.day, span, i18n.language) : ''}
          {calendar.kind === 'ready' ? ` · ${t('interviews.calendar.count', { count: rowsCount })}` : ''}
        </p>
      </div>
      {calendar.kind === 'failed' ? (
        <ReadFailure message={t('interviews.loadFailed')} onRetry={() => void store.load()} />
      ) : null}
      {calendar.kind === 'loading' ? (
        <div className={`interviews-calendar__grid interviews-calendar__grid--${span}`} aria-hidden="true">
          {Array.from({ length: span === 'week' ? 7 : 1 }, (_unused, index) => (
            <div key={index} className="hiring-skeleton interviews-calendar__skeleton" />
          ))}
        </div>
      ) : null}
      {calendar.kind === 'ready' ? (
        <>
          <p className="interviews-calendar__zone">
            {t('interviews.calendar.zone', { zone: calendar.value.timeZone })}
          </p>
          <div className={`interviews-calendar__grid interviews-calendar__grid--${span}`}>
            {calendar.value.layout.byDay.map((day) => (
              <section
                key={day.day}
                className="interviews-calendar__day"
                aria-labelledby={`interviews-day-${day.day}`}
              >
                <h3 id={`interviews-day-${day.day}`}>
                  {formatDay(day.day, i18n.language, span === 'week' ? 'short' : 'long')}
                </h3>
                {day.rows.length === 0 ? (
                  <p className="interviews-calendar__empty">{t('interviews.calendar.none')}</p>
                ) : (
                  <ul className="interviews-calendar__list">
                    {day.rows.map((row) => (
                      <li key={row.id}>
                        <InterviewCard row={row} zone={calendar.value.timeZone} store={store} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
          {store.outcomeFailed ? (
            <p className="hiring-error" role="alert">
              {t(`interviews.errors.${store.outcomeFailed}`, {
                defaultValue: t('interviews.errors.generic'),
              })}
            </p>
          ) : null}
          <section className="interviews-calendar__waiting panel" aria-labelledby="interviews-waiting-title">
            <h2 id="interviews-waiting-title">
              {t('interviews.calendar.waiting', { count: calendar.value.layout.waiting.length })}
            </h2>
            {calendar.value.layout.waiting.length === 0 ? (
              <p>{t('interviews.calendar.waitingNone')}</p>
            ) : (
              <ul className="interviews-calendar__list">
                {calendar.value.layout.waiting.map((row) => (
                  <li key={row.id}>
                    <InterviewCard row={row} zone={calendar.value.timeZone} store={store} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </section>
  );
});

/** The shown day, or the shown week's first and last days. */
function rangeLabel(day: string, span: 'day' | 'week', language: string): string {
  const range = calendarRange(day, span);
  if (!range || span === 'day') return formatDay(day, language);
  return `${formatDay(range.from, language)} – ${formatDay(range.to, language)}`;
}
