import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PunchKind } from '../../src-domain/time-clock/time-clock.model';
import { useInjection } from '../injection/use-injection';
import { LanguageStore } from '../language/language.store';
import { SessionStore } from '../session/session.store';
import { Button } from '../widgets/button/Button';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { LinesSkeleton } from '../widgets/skeleton/LinesSkeleton';
import { ClockOutForm } from './ClockOutForm';
import { ScheduledShift } from './ScheduledShift';
import { errorKey } from './time-clock-messages';
import { TimeClockStore } from './time-clock.store';
import './time-clock.css';

/** How often the time worked is redrawn. */
const TICK_MS = 30_000;

/**
 * The employee's time clock (issue #33), phone first: the state and time worked today, the
 * person's scheduled shift (and whether a clock-in now is far from it), the location (a chooser when the person works at several and is off the clock), the consent to
 * share the position where the location has a geofence (spec 001), the punches
 * possible now, what waits on this phone (and, once it has all gone, that it was sent), and what
 * the server refused and why.
 */
const TimeClockScreen = observer(function TimeClockScreen() {
  const { t } = useTranslation();
  const store = useInjection(TimeClockStore);
  const session = useInjection(SessionStore);
  const { language } = useInjection(LanguageStore);
  const userId = session.username;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!userId) return undefined;
    void store.open(userId, language);
    return () => store.close();
  }, [store, userId, language]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // A punch changes what is worked: redraw at once rather than at the next tick.
  useEffect(() => setNow(Date.now()), [store.queued.length, store.overview]);

  const time = (ms: number) => new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(ms);
  const heading = (
    <h1 id="time-clock-title" className="time-clock__title">
      {t('timeClock.title')}
    </h1>
  );
  if (store.load === 'loading')
    return (
      <>
        {heading}
        <LinesSkeleton lines={4} label={t('timeClock.loading')} />
      </>
    );
  if (store.load === 'failed')
    return (
      <>
        {heading}
        <ReadFailure message={t('timeClock.loadFailed')} onRetry={() => void store.refresh()} />
      </>
    );
  if (store.locations.length === 0)
    return (
      <>
        {heading}
        <p className="time-clock__empty">{t('timeClock.noLocations')}</p>
      </>
    );

  const status = store.status;
  const worked = Math.floor(store.workedToday(now) / 60_000);
  const location = store.locations.find((candidate) => candidate.id === store.locationId);
  return (
    <div className="time-clock">
      {heading}
      {store.load === 'offline' && (
        <p className="time-clock__banner" role="status">
          {t('timeClock.offline')}
        </p>
      )}
      {store.deviceError && (
        <p className="time-clock__error" role="alert">
          {t(errorKey(store.deviceError))}
        </p>
      )}
      <section className="time-clock__status" aria-live="polite">
        <p className={`time-clock__state time-clock__state--${status.state.toLowerCase()}`}>
          {t(`timeClock.state.${status.state}`)}
        </p>
        {status.shiftStartedAt !== undefined && (
          <p className="time-clock__since">{t('timeClock.since', { time: time(status.shiftStartedAt) })}</p>
        )}
        <p className="time-clock__worked">
          <span>{t('timeClock.workedToday')}: </span>
          <strong>{t('timeClock.duration', { hours: Math.floor(worked / 60), minutes: worked % 60 })}</strong>
        </p>
      </section>
      <ScheduledShift
        shift={store.shiftAt(now)}
        timing={store.clockInTimingAt(now)}
        several={store.locations.length > 1}
        language={language}
      />
      {store.locations.length > 1 && status.state === 'OFF' ? (
        <label className="time-clock__location">
          <span>{t('timeClock.location')}</span>
          <select
            value={store.locationId ?? ''}
            onChange={(event) => store.chooseLocation(Number(event.target.value))}
          >
            {store.locations.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="time-clock__location">
          <span>{t('timeClock.location')}: </span>
          {location?.name}
        </p>
      )}
      {store.locationHasGeofence && (
        <label className="time-clock__consent">
          <input
            type="checkbox"
            checked={store.positionConsent}
            onChange={(event) => void store.setPositionConsent(event.target.checked)}
          />
          <span>{t('timeClock.positionConsent')}</span>
        </label>
      )}
      {store.clockingOut ? (
        <ClockOutForm store={store} />
      ) : (
        <div className="time-clock__actions" role="group" aria-label={t('timeClock.actionsLabel')}>
          {store.allowed.map((kind: PunchKind) => (
            <Button
              key={kind}
              size="lg"
              variant={kind === 'CLOCK_OUT' ? 'danger' : 'primary'}
              disabled={store.working}
              onClick={() => void store.punch(kind)}
            >
              {t(`timeClock.actions.${kind}`)}
            </Button>
          ))}
        </div>
      )}
      {store.pending.length > 0 && (
        <section className="time-clock__queue" aria-labelledby="time-clock-pending">
          <h2 id="time-clock-pending" className="time-clock__subtitle">
            {t('timeClock.pending')}
            {store.syncing && <span className="time-clock__sending"> — {t('timeClock.sending')}</span>}
          </h2>
          <ul>
            {store.pending.map((punch) => (
              <li key={punch.key}>
                {t('timeClock.punchAt', {
                  punch: t(`timeClock.actions.${punch.kind}`),
                  time: time(punch.deviceAt),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {store.pending.length === 0 && store.sent > 0 && (
        <p className="time-clock__sent" role="status">
          {t('timeClock.sent', { count: store.sent })}
        </p>
      )}
      {store.refused.length > 0 && (
        <section
          className="time-clock__queue time-clock__queue--refused"
          aria-labelledby="time-clock-refused"
        >
          <h2 id="time-clock-refused" className="time-clock__subtitle">
            {t('timeClock.refusedTitle')}
          </h2>
          <ul>
            {store.refused.map((punch) => (
              <li key={punch.key}>
                <span>
                  {t('timeClock.punchAt', {
                    punch: t(`timeClock.actions.${punch.kind}`),
                    time: time(punch.deviceAt),
                  })}
                  : {t(errorKey(punch.refusal))}
                </span>
                <Button size="sm" variant="secondary" onClick={() => void store.dismiss(punch.key)}>
                  {t('timeClock.dismiss')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
});

export default TimeClockScreen;
