import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import type { ScheduledShift, ScheduleWeek } from '../../src-domain/schedules/schedules-api.port';
import { costTotalOf, weekCostOf } from '../../src-domain/schedules/wage.rules';
import { daysOfWeek, localDayOf } from '../../src-domain/schedules/week.rules';
import { useInjection } from '../injection/use-injection';
import { useLiveView } from '../live/use-live-view';
import { Badge } from '../widgets/badge/Badge';
import { Button } from '../widgets/button/Button';
import { dayLabel, shiftWhen, timeOf } from './schedule-format';
import { ScheduleFailure, useScheduleError } from './ScheduleFailure';
import { LocationWeekToolbar } from './LocationWeekToolbar';
import { ScheduleWeekStore } from './schedule-week.store';
import { ShiftDialog, type ShiftDialogTarget } from './ShiftDialog';
import { AvailabilityMarks, flagKey } from './AvailabilityMarks';
import { TimeOffRequests } from './TimeOffRequests';
import { TimeOffReviewStore } from './time-off-review.store';
import { CostText, WeekCostFooter } from './WeekCost';
import './schedules.css';

/**
 * The manager's week (issue #34, `/schedule/week?location=&week=`): a grid per location — rows by
 * person and an "open shifts" row, a column per day — with each shift's flags; a cell's "+" or a
 * shift opens the shift dialog (click or keyboard); publish; copy last week; the covers waiting;
 * each person's weekly unavailability and time off on their days, the pending time-off requests
 * (a time-off change, live, reads them and the flags again). Below 700 px the grid is a
 * day-by-day list.
 */
const ScheduleWeekScreen = observer(function ScheduleWeekScreen() {
  const { t } = useTranslation();
  const store = useInjection(ScheduleWeekStore);
  const [params] = useSearchParams();
  const [target, setTarget] = useState<ShiftDialogTarget | undefined>();
  const message = useScheduleError();

  useEffect(() => {
    const location = Number(params.get('location')) || undefined;
    void store.open(location, params.get('week') ?? undefined);
  }, [store, params]);

  if (store.locations.kind === 'failed') {
    return <ScheduleFailure code={store.locations.code} onRetry={() => void store.open()} />;
  }
  const locations = store.locations.kind === 'ready' ? store.locations.value : [];
  const week = store.week;
  return (
    <section className="schedule" aria-busy={week.kind === 'loading'}>
      <h1 className="dashboard__title">{t('schedules.week.title')}</h1>
      <LocationWeekToolbar
        className="schedule__toolbar"
        locationLabel={t('schedules.week.location')}
        locations={locations}
        locationId={store.locationId}
        onLocation={(id) => void store.selectLocation(id)}
        weekStart={store.weekStart}
        onWeek={(weekStart) => void store.showWeek(weekStart)}
      >
        <Link to={`${Routes.scheduleRules}?location=${store.locationId ?? ''}`}>
          {t('scheduleAvailability.rules.link')}
        </Link>
      </LocationWeekToolbar>
      {week.kind === 'failed' ? <ScheduleFailure code={week.code} onRetry={() => void store.load()} /> : null}
      {week.kind === 'loading' ? (
        <div className="schedule__skeleton" data-testid="skeleton-row" aria-hidden="true" />
      ) : null}
      {week.kind === 'ready' ? <WeekView week={week.value} onOpen={setTarget} /> : null}
      {store.write.kind === 'failed' && !target ? (
        <p className="schedule__error" role="alert">
          {message(store.write.code)}
        </p>
      ) : null}
      {week.kind === 'ready' && target ? (
        <ShiftDialog
          week={week.value}
          target={target}
          onClose={() => {
            setTarget(undefined);
            store.clearWrite();
          }}
        />
      ) : null}
    </section>
  );
});
export default ScheduleWeekScreen;

const WeekView = observer(function WeekView({
  week,
  onOpen,
}: {
  readonly week: ScheduleWeek;
  readonly onOpen: (target: ShiftDialogTarget) => void;
}) {
  const { t, i18n } = useTranslation();
  const store = useInjection(ScheduleWeekStore);
  const review = useInjection(TimeOffReviewStore);
  useEffect(
    () => void review.load(week.locationId, week.weekStart),
    [review, week.locationId, week.weekStart],
  );
  useLiveView({ kind: 'schedule' }, () => {
    void store.refresh();
    void review.refresh();
  });
  const availability = review.data.kind === 'ready' ? review.data.value : undefined;
  const days = daysOfWeek(week.weekStart);
  const cost = weekCostOf(week.shifts, week.wages, week.timeZone);
  const currency = week.wages.currency;
  const rows: { id: string | undefined; name: string }[] = [
    { id: undefined, name: t('schedules.grid.openShifts') },
    ...week.people,
  ];
  // A person no longer a member who still has shifts keeps a row.
  for (const shift of week.shifts) {
    if (shift.personId && !rows.some((row) => row.id === shift.personId)) {
      rows.push({ id: shift.personId, name: shift.personName ?? '' });
    }
  }
  const cell = (personId: string | undefined, day: string) =>
    week.shifts.filter(
      (shift) => shift.personId === personId && localDayOf(shift.startsAt, week.timeZone) === day,
    );
  return (
    <>
      <div className="schedule__status">
        <Badge tier="sm" colour={week.status === 'PUBLISHED' ? 'success' : 'tertiary'}>
          {t(`schedules.status.${week.status}`)}
        </Badge>
        <span>
          {t('schedules.figures.summary', {
            shifts: week.figures.shifts,
            hours: week.figures.hours,
            flagged: week.figures.flaggedShifts,
          })}
        </span>
        <CostText total={cost.total} currency={currency} />
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void store.copyLastWeek()}
          disabled={week.shifts.length > 0}
        >
          {t('schedules.week.copy')}
        </Button>
        <Button size="sm" onClick={() => void store.publish()} busy={store.write.kind === 'saving'}>
          {week.status === 'PUBLISHED' ? t('schedules.week.republish') : t('schedules.week.publish')}
        </Button>
      </div>
      <div className="schedule__grid-scroll">
        <table className="schedule__grid">
          <caption className="visually-hidden">
            {t('schedules.grid.caption', { location: week.locationName, day: week.weekStart })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('schedules.grid.person')}</th>
              {days.map((day) => (
                <th scope="col" key={day}>
                  {dayLabel(day, i18n.language)}
                </th>
              ))}
              <th scope="col">{t('scheduleWages.grid.week')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id ?? 'open'}>
                <th scope="row">{row.name}</th>
                {days.map((day) => (
                  <td key={day}>
                    <AvailabilityMarks availability={availability} personId={row.id} day={day} />
                    {cell(row.id, day).map((shift) => (
                      <ShiftChip key={shift.id} shift={shift} zone={week.timeZone} onOpen={onOpen} />
                    ))}
                    <button
                      type="button"
                      className="schedule__add"
                      aria-label={t('schedules.grid.add', {
                        person: row.name,
                        day: dayLabel(day, i18n.language),
                      })}
                      onClick={() => onOpen({ kind: 'new', personId: row.id, day })}
                    >
                      +
                    </button>
                  </td>
                ))}
                <td>
                  <CostText total={costTotalOf(cost.byPerson, row.id ?? '')} currency={currency} />
                </td>
              </tr>
            ))}
          </tbody>
          <WeekCostFooter cost={cost} days={days} currency={currency} />
        </table>
      </div>
      <div className="schedule__days">
        {days.map((day) => (
          <section key={day} className="schedule__day" aria-label={dayLabel(day, i18n.language)}>
            <h2>{dayLabel(day, i18n.language)}</h2>
            <CostText total={costTotalOf(cost.byDay, day)} currency={currency} />
            {week.people.map((person) => (
              <AvailabilityMarks
                key={person.id}
                availability={availability}
                personId={person.id}
                day={day}
                name={person.name}
              />
            ))}
            <ul>
              {week.shifts
                .filter((shift) => localDayOf(shift.startsAt, week.timeZone) === day)
                .map((shift) => (
                  <li key={shift.id}>
                    <ShiftChip shift={shift} zone={week.timeZone} onOpen={onOpen} withPerson />
                  </li>
                ))}
            </ul>
            <Button
              size="sm"
              variant="link"
              onClick={() => onOpen({ kind: 'new', personId: undefined, day })}
            >
              {t('schedules.grid.addOn', { day: dayLabel(day, i18n.language) })}
            </Button>
          </section>
        ))}
      </div>
      <CoverRequests week={week} />
      <TimeOffRequests onDecided={() => void store.refresh()} />
    </>
  );
});

function ShiftChip({
  shift,
  zone,
  onOpen,
  withPerson = false,
}: {
  readonly shift: ScheduledShift;
  readonly zone: string;
  readonly onOpen: (target: ShiftDialogTarget) => void;
  readonly withPerson?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const who = shift.personName ?? t('schedules.grid.open');
  const flags = shift.flags.map((flag) => t(flagKey(flag)));
  return (
    <button
      type="button"
      className={`schedule__shift${shift.flags.length > 0 ? ' schedule__shift--flagged' : ''}${shift.personId ? '' : ' schedule__shift--open'}`}
      onClick={() => onOpen({ kind: 'edit', shift })}
    >
      {/* Who and which day, for a name read out of the grid (the visible text stays its end). */}
      <span className="visually-hidden">
        {`${who}, ${dayLabel(localDayOf(shift.startsAt, zone), i18n.language)}, `}
      </span>
      <span className="schedule__time">
        {timeOf(shift.startsAt, zone, i18n.language)}–{timeOf(shift.endsAt, zone, i18n.language)}
      </span>
      <span>{withPerson ? `${who} · ${shift.position}` : shift.position}</span>
      {flags.length > 0 ? <span className="schedule__flags">⚠ {flags.join(', ')}</span> : null}
      {shift.request ? (
        <span className="schedule__flags">{t(`schedules.requestStatus.${shift.request.status}`)}</span>
      ) : null}
    </button>
  );
}

const CoverRequests = observer(function CoverRequests({ week }: { readonly week: ScheduleWeek }) {
  const { t, i18n } = useTranslation();
  const store = useInjection(ScheduleWeekStore);
  return (
    <section className="schedule__requests" aria-labelledby="schedule-requests">
      <h2 id="schedule-requests">{t('schedules.requests.title', { count: store.requests.length })}</h2>
      {store.lastReward ? <p role="status">{t(`schedules.requests.reward.${store.lastReward}`)}</p> : null}
      {store.requests.length === 0 ? <p>{t('schedules.requests.none')}</p> : null}
      <ul>
        {store.requests.map((request) => (
          <li key={request.id} className="schedule__request">
            <span>
              {t('schedules.requests.line', {
                taker: request.takerName ?? '',
                from: request.fromName ?? t('schedules.grid.open'),
                position: request.shift.position,
                when: shiftWhen(request.shift.startsAt, request.shift.endsAt, week.timeZone, i18n.language),
              })}
            </span>
            {request.takerFlags.length > 0 ? (
              <span className="schedule__flags">
                ⚠ {request.takerFlags.map((flag) => t(flagKey(flag))).join(', ')}
              </span>
            ) : null}
            <Button size="sm" onClick={() => void store.approve(request.id)}>
              {t('schedules.requests.approve')}
            </Button>
            {store.breaking === request.id ? (
              <Button size="sm" variant="danger" onClick={() => void store.approve(request.id, true)}>
                {t('schedules.requests.approveAnyway')}
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" onClick={() => void store.refuse(request.id)}>
              {t('schedules.requests.refuse')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
});
