import { useTranslation } from 'react-i18next';
import type { ClockInTiming, ClockShift } from '../../src-domain/time-clock/scheduled-shift.rules';

/**
 * The person's scheduled shift beside the clock (issue #34): when and what, where when they work
 * at several locations; a clock-in now far from its start (`timing`, TimeClockStore's
 * clockInTimingAt) says so before the punch, as the manager's timesheet will flag it.
 */
export function ScheduledShift({
  shift,
  timing,
  several,
  language,
}: {
  readonly shift: ClockShift | undefined;
  readonly timing: ClockInTiming | undefined;
  readonly several: boolean;
  readonly language: string;
}) {
  const { t } = useTranslation();
  const start = new Intl.DateTimeFormat(language, { weekday: 'short', hour: 'numeric', minute: '2-digit' });
  const end = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
  return (
    <section className="time-clock__shift" aria-labelledby="time-clock-shift">
      <h2 id="time-clock-shift" className="time-clock__subtitle">
        {t('timeClock.shift.title')}
      </h2>
      {shift ? (
        <p>
          <bdi>
            {start.format(shift.startsAt)} – {end.format(shift.endsAt)}
          </bdi>
          {' · '}
          <bdi>{shift.position}</bdi>
          {several && (
            <>
              {' · '}
              <bdi>{shift.locationName}</bdi>
            </>
          )}
        </p>
      ) : (
        <p>{t('timeClock.shift.none')}</p>
      )}
      {timing && timing.kind !== 'ON_TIME' && (
        <p className="time-clock__far" role="status">
          {t(`timeClock.shift.${timing.kind}`, {
            duration:
              timing.minutes < 60
                ? t('timeClock.minutes', { minutes: timing.minutes })
                : t('timeClock.duration', {
                    hours: Math.floor(timing.minutes / 60),
                    minutes: timing.minutes % 60,
                  }),
          })}
        </p>
      )}
    </section>
  );
}
