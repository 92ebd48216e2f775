import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLiveView } from '../live/use-live-view';
import { useTranslation } from 'react-i18next';
import type { MyShift } from '../../src-domain/schedules/schedules-api.port';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { shiftWhen } from './schedule-format';
import { ScheduleFailure, useScheduleError } from './ScheduleFailure';
import { MyShiftsStore } from './my-shifts.store';
import { MyAvailabilitySection } from './MyAvailabilitySection';
import { OfferToColleague } from './OfferToColleague';
import { CalendarFeedSection } from './CalendarFeedSection';
import './schedules.css';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';

/**
 * "My shifts" (issue #34, `/my-shifts`, phone first): the person's upcoming published shifts
 * (offer one to the team), the shifts they may take, what changed in theirs, their calendar
 * link (CalendarFeedSection), and their availability and time off (MyAvailabilitySection).
 */
const MyShiftsScreen = observer(function MyShiftsScreen() {
  const { t, i18n } = useTranslation();
  const store = useInjection(MyShiftsStore);
  const message = useScheduleError();
  useEffect(() => void store.load(), [store]);
  // An offer made to this person, a take decided, a week published: read again, in place.
  useLiveView({ kind: 'schedule' }, () => void store.load(true));
  const data = store.data;
  const line = (item: MyShift) =>
    `${shiftWhen(item.shift.startsAt, item.shift.endsAt, item.timeZone, i18n.language)} · ${item.shift.position} · ${item.locationName}`;
  return (
    <section className="my-shifts" aria-busy={data.kind === 'loading'}>
      <h1 className="dashboard__title">{t('schedules.mine.title')}</h1>
      {store.done ? <p role="status">{t(`schedules.mine.done.${store.done}`)}</p> : null}
      {store.write.kind === 'failed' ? (
        <p className="schedule__error" role="alert">
          {message(store.write.code)}
        </p>
      ) : null}
      {data.kind === 'failed' ? <ScheduleFailure code={data.code} onRetry={() => void store.load()} /> : null}
      {data.kind === 'loading' ? (
        <div className="schedule__skeleton" data-testid="skeleton-row" aria-hidden="true" />
      ) : null}
      {data.kind === 'ready' ? (
        <>
          <h2>{t('schedules.mine.upcoming', { count: data.value.shifts.length })}</h2>
          {data.value.shifts.length === 0 ? <p>{t('schedules.mine.noShifts')}</p> : null}
          <ul className="my-shifts__list">
            {data.value.shifts.map((item) => (
              <li key={item.shift.id} className="my-shifts__item">
                <span>{line(item)}</span>
                {item.shift.request ? (
                  <span className="schedule__flags">
                    {item.shift.request.status === 'OPEN' && item.shift.request.offeredToName ? (
                      <IsolatedSentence
                        sentence={(standIns) => t('schedules.mine.offeredTo', standIns)}
                        values={{ name: item.shift.request.offeredToName }}
                      />
                    ) : (
                      t(`schedules.requestStatus.${item.shift.request.status}`)
                    )}
                  </span>
                ) : (
                  <>
                    <Button size="sm" variant="secondary" onClick={() => void store.offer(item)}>
                      {t('schedules.mine.offer')}
                    </Button>
                    {store.choosing?.shiftId === item.shift.id ? null : (
                      <Button size="sm" variant="secondary" onClick={() => void store.chooseColleague(item)}>
                        {t('schedules.mine.offerToColleague')}
                      </Button>
                    )}
                  </>
                )}
                {store.choosing?.shiftId === item.shift.id && !item.shift.request ? (
                  <OfferToColleague store={store} item={item} />
                ) : null}
              </li>
            ))}
          </ul>
          <h2>{t('schedules.mine.available', { count: data.value.available.length })}</h2>
          {data.value.available.length === 0 ? <p>{t('schedules.mine.noneAvailable')}</p> : null}
          <ul className="my-shifts__list">
            {data.value.available.map((item) => (
              <li key={item.shift.id} className="my-shifts__item">
                <span>
                  {line(item)}
                  {item.shift.personName
                    ? ` · ${t(item.shift.request?.offeredToId ? 'schedules.mine.offeredToYouBy' : 'schedules.mine.offeredBy', { name: item.shift.personName })}`
                    : ''}
                </span>
                <Button size="sm" onClick={() => void store.take(item)}>
                  {t('schedules.mine.take')}
                </Button>
              </li>
            ))}
          </ul>
          {data.value.changes.length > 0 ? (
            <>
              <h2>{t('schedules.mine.changes')}</h2>
              <ul className="my-shifts__list">
                {data.value.changes.map((change) => {
                  const part = change.after ?? change.before;
                  return (
                    <li key={change.id} className="my-shifts__item">
                      {t(`schedules.mine.change.${change.kind}`, {
                        when: part
                          ? shiftWhen(part.startsAt, part.endsAt, change.timeZone, i18n.language)
                          : '',
                        before: change.before
                          ? shiftWhen(
                              change.before.startsAt,
                              change.before.endsAt,
                              change.timeZone,
                              i18n.language,
                            )
                          : '',
                        location: change.locationName,
                      })}
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      <CalendarFeedSection />
      <MyAvailabilitySection />
    </section>
  );
});
export default MyShiftsScreen;
