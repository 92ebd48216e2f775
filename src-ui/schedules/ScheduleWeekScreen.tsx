import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import type { ScheduleWeek } from '../../src-domain/schedules/schedules-api.port';
import { costTotalOf, weekCostOf } from '../../src-domain/schedules/wage.rules';
import { daysOfWeek } from '../../src-domain/schedules/week.rules';
import { BrandContextStore } from '../brands/brand-context.store';
import type { ServiceResolver } from '../injection/injection-context';
import { useInjection } from '../injection/use-injection';
import { useLiveView } from '../live/use-live-view';
import { SessionStore } from '../session/session.store';
import { Badge } from '../widgets/badge/Badge';
import { Button } from '../widgets/button/Button';
import { dayLabel, shiftWhen } from './schedule-format';
import { ScheduleFailure, useScheduleError } from './ScheduleFailure';
import { ScheduleTemplates } from './ScheduleTemplates';
import { LocationWeekToolbar } from './LocationWeekToolbar';
import { ScheduleWeekStore } from './schedule-week.store';
import { ShiftDialog, type ShiftDialogTarget } from './ShiftDialog';
import { AvailabilityMarks, flagKey, markedPeople } from './AvailabilityMarks';
import { MoveConflict } from './MoveConflict';
import { MOVE_HINT_ID, ShiftCard, useShiftCardTexts } from './ShiftCard';
import { useShiftMoves } from './use-shift-moves';
import { useWeekLayout } from './use-week-layout';
import { rowsOf, shiftsByCell } from './week-cells';
import { PERSON_SLOT, WeekGridRow } from './WeekGridRow';
import { WeekDragArea } from './WeekDragArea';
import { TimeOffRequests } from './TimeOffRequests';
import { TimeOffReviewStore } from './time-off-review.store';
import { CostText, useCostFormat, WeekCostFooter } from './WeekCost';
import './schedules.css';

/**
 * The manager's week (issue #34, `/schedule/week?location=&week=`): a grid per location — rows by
 * person and an "open shifts" row, a column per day — with each shift's flags; a cell's "+" or a
 * shift opens the shift dialog (click or keyboard); publish; copy last week; templates (ScheduleTemplates); the covers waiting;
 * each person's weekly unavailability and time off on their days, the pending time-off requests
 * (a time-off change, live, reads them and the flags again). A shift moves to another day or
 * row (person, open shifts) by drag or Alt+arrows and its end by its foot's handle or
 * Alt+Shift+↑/↓ (ShiftCard; one WeekDragArea holds the drag and drop of all of them); a move
 * someone else overtook is kept to apply again (MoveConflict). Below 700 px the grid is a
 * day-by-day list whose shifts move between days.
 */
const ScheduleWeekScreen = observer(function ScheduleWeekScreen() {
  const { t } = useTranslation();
  const store = useInjection(ScheduleWeekStore);
  const [params] = useSearchParams();
  const [target, setTarget] = useState<ShiftDialogTarget | undefined>();
  const message = useScheduleError();

  useEffect(() => void store.open(...openArguments(params)), [store, params]);

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
      {store.write.kind === 'failed' && !target && !store.conflict ? (
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

/**
 * A hard load of the week's address (client.tsx, before the session bootstrap is answered): the
 * locations, the week and its cover requests are read at once with the stored session, as the
 * screen's `open` would read them from the address; the screen's `open` takes that read. The
 * brands, which the page access guard (SCHEDULING) waits for before it mounts the screen, are
 * read as soon as the session bootstrap answers signed in, instead of once the layout has
 * rendered (the guard's check then takes that read).
 */
export function prepareOnStoredSession(services: ServiceResolver): void {
  if (window.location.pathname !== Routes.scheduleWeek) return;
  const params = new URLSearchParams(window.location.search);
  services.get<ScheduleWeekStore>(ScheduleWeekStore as unknown as symbol).prepare(...openArguments(params));
  const session = services.get<SessionStore>(SessionStore as unknown as symbol);
  const brands = services.get<BrandContextStore>(BrandContextStore as unknown as symbol);
  void when(() => session.status !== 'unknown').then(() => {
    if (session.isSignedIn) brands.ensureLoaded().catch(() => undefined);
  });
}

/** What the screen's `open` is asked for by its address: `location` and `week`. */
function openArguments(params: URLSearchParams): [number | undefined, string | undefined] {
  return [Number(params.get('location')) || undefined, params.get('week') ?? undefined];
}

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
  const marked = useMemo(() => markedPeople(availability), [availability]);
  const texts = useShiftCardTexts();
  const days = useMemo(() => daysOfWeek(week.weekStart), [week.weekStart]);
  const cost = useMemo(() => weekCostOf(week.shifts, week.wages, week.timeZone), [week]);
  const costFormat = useCostFormat(week.wages.currency);
  const openLabel = t('schedules.grid.openShifts');
  const rows = useMemo(() => rowsOf(week, openLabel), [week, openLabel]);
  const minors = useMemo(
    () => new Set(week.people.filter((person) => person.minor).map((person) => person.id)),
    [week.people],
  );
  const { cells, days: byDay } = useMemo(() => shiftsByCell(week), [week]);
  const moves = useShiftMoves(week, rows, days);
  const layout = useWeekLayout();
  const labels = useMemo(
    () => new Map(days.map((day) => [day, dayLabel(day, i18n.language)])),
    [days, i18n.language],
  );
  // The cells' "+" names, translated once per day with a stand-in for the person (430 cells).
  const addLabels = useMemo(
    () =>
      new Map(
        days.map((day) => [day, t('schedules.grid.add', { person: PERSON_SLOT, day: labels.get(day) })]),
      ),
    [days, labels, t],
  );
  const { drop } = moves;
  const onGridDrop = useCallback(
    (shiftId: number, cell: HTMLElement) => {
      const day = cell.dataset['dropDay'];
      const row = rows[Number(cell.dataset['dropRow'])];
      if (day && row) drop(shiftId, day, row);
    },
    [drop, rows],
  );
  const onListDrop = useCallback(
    (shiftId: number, section: HTMLElement) => {
      const day = section.dataset['dropDay'];
      if (day) drop(shiftId, day);
    },
    [drop],
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
        <CostText total={cost.total} format={costFormat} />
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
      <p id={MOVE_HINT_ID} className="schedule__hint">
        {t('schedules.move.hint')}
      </p>
      <p className="visually-hidden" role="status">
        {moves.said}
      </p>
      <MoveConflict zone={week.timeZone} />
      {layout !== 'list' ? (
        <WeekDragArea className="schedule__grid-scroll" onShift={onGridDrop}>
          <table className="schedule__grid">
            <caption className="visually-hidden">
              {t('schedules.grid.caption', { location: week.locationName, day: week.weekStart })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('schedules.grid.person')}</th>
                {days.map((day) => (
                  <th scope="col" key={day}>
                    {labels.get(day)}
                  </th>
                ))}
                <th scope="col">{t('scheduleWages.grid.week')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <WeekGridRow
                  key={row.id ?? 'open'}
                  row={row}
                  index={rowIndex}
                  days={days}
                  cells={cells}
                  availability={row.id !== undefined && marked.has(row.id) ? availability : undefined}
                  zone={week.timeZone}
                  labels={labels}
                  addLabels={addLabels}
                  texts={texts}
                  cost={cost}
                  costFormat={costFormat}
                  onOpen={onOpen}
                  onKeyMove={moves.keyMove}
                  onResize={moves.resize}
                />
              ))}
            </tbody>
            <WeekCostFooter cost={cost} days={days} currency={week.wages.currency} />
          </table>
        </WeekDragArea>
      ) : null}
      {layout !== 'grid' ? (
        <WeekDragArea className="schedule__days" onShift={onListDrop}>
          {days.map((day) => (
            <section key={day} className="schedule__day" aria-label={labels.get(day)} data-drop-day={day}>
              <h2>{labels.get(day)}</h2>
              <CostText total={costTotalOf(cost.byDay, day)} format={costFormat} />
              {week.people
                .filter((person) => marked.has(person.id))
                .map((person) => (
                  <AvailabilityMarks
                    key={person.id}
                    availability={availability}
                    personId={person.id}
                    day={day}
                    name={person.name}
                  />
                ))}
              <ul>
                {(byDay.get(day) ?? []).map((shift) => (
                  <li key={shift.id}>
                    <ShiftCard
                      shift={shift}
                      zone={week.timeZone}
                      dayText={labels.get(day) ?? ''}
                      texts={texts}
                      onOpen={onOpen}
                      onKeyMove={moves.keyMove}
                      onResize={moves.resize}
                      withPerson
                      minor={shift.personId !== undefined && minors.has(shift.personId)}
                    />
                  </li>
                ))}
              </ul>
              <Button
                size="sm"
                variant="link"
                onClick={() => onOpen({ kind: 'new', personId: undefined, day })}
              >
                {t('schedules.grid.addOn', { day: labels.get(day) })}
              </Button>
            </section>
          ))}
        </WeekDragArea>
      ) : null}
      <ScheduleTemplates locationId={week.locationId} zone={week.timeZone} />
      <CoverRequests week={week} />
      <TimeOffRequests onDecided={() => void store.refresh()} />
    </>
  );
});

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
