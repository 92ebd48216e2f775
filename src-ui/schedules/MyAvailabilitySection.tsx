import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnavailableBlock } from '../../src-domain/schedules/availability.rules';
import type { LocationBlocks } from '../../src-domain/schedules/schedule-availability-api.port';
import { useInjection } from '../injection/use-injection';
import { useLiveView } from '../live/use-live-view';
import { Button } from '../widgets/button/Button';
import { spanText, wallTime, weekdayName } from './availability-format';
import { MyAvailabilityStore } from './my-availability.store';
import { ScheduleFailure, useScheduleError } from './ScheduleFailure';
import { TimeOffForm } from './TimeOffForm';
import { Badge, type BadgeColour } from '../widgets/badge/Badge';

/** The colour of a time-off request's status. */
const TIME_OFF_COLOURS: Readonly<Record<string, BadgeColour>> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REFUSED: 'danger',
  CANCELLED: 'tertiary',
};
/**
 * "My shifts"' availability and time off (issue #34, phone first): the weekly times the person
 * cannot work at each location (local to it), a time-off request form, and their requests
 * (cancel a pending one). A time-off change (live event) reads them again.
 */
export const MyAvailabilitySection = observer(function MyAvailabilitySection() {
  const { t, i18n } = useTranslation();
  const store = useInjection(MyAvailabilityStore);
  const message = useScheduleError();
  const [locationId, setLocationId] = useState<number | undefined>();
  useEffect(() => void store.load(), [store]);
  useLiveView({ kind: 'schedule' }, () => void store.load(true));
  const data = store.data;
  if (data.kind === 'failed') return <ScheduleFailure code={data.code} onRetry={() => void store.load()} />;
  if (data.kind === 'loading') {
    return <div className="schedule__skeleton" data-testid="skeleton-row" aria-hidden="true" />;
  }
  const { locations, timeOff } = data.value;
  const location = locations.find((candidate) => candidate.locationId === locationId) ?? locations[0];
  return (
    <>
      <section className="availability" aria-labelledby="availability-title">
        <h2 id="availability-title">{t('scheduleAvailability.mine.title')}</h2>
        {store.done ? <p role="status">{t(`scheduleAvailability.mine.done.${store.done}`)}</p> : null}
        {store.write.kind === 'failed' ? (
          <p className="schedule__error" role="alert">
            {message(store.write.code)}
          </p>
        ) : null}
        {location === undefined ? <p>{t('scheduleAvailability.mine.noLocation')}</p> : null}
        {locations.length > 1 ? (
          <label className="availability__field">
            {t('scheduleAvailability.mine.location')}
            <select
              value={location?.locationId}
              onChange={(event) => setLocationId(Number(event.target.value))}
            >
              {locations.map((candidate) => (
                <option key={candidate.locationId} value={candidate.locationId}>
                  {candidate.locationName}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {location ? <BlocksEditor key={location.locationId} location={location} /> : null}
      </section>
      {location ? (
        <section className="availability" aria-labelledby="time-off-title">
          <h2 id="time-off-title">{t('scheduleAvailability.timeOff.title')}</h2>
          <TimeOffForm locationId={location.locationId} />
          <h3>{t('scheduleAvailability.timeOff.mine', { count: timeOff.length })}</h3>
          {timeOff.length === 0 ? <p>{t('scheduleAvailability.timeOff.none')}</p> : null}
          <ul className="my-shifts__list">
            {timeOff.map((request) => (
              <li key={request.id} className="my-shifts__item availability__request">
                <span>
                  <bdi>{spanText(request, i18n.language)}</bdi> · <bdi>{request.locationName}</bdi>
                </span>
                <Badge tier="sm" colour={TIME_OFF_COLOURS[request.status] ?? 'tertiary'}>
                  {t(`scheduleAvailability.status.${request.status}`)}
                </Badge>
                <span className="availability__reason">{request.reason}</span>
                {request.note ? (
                  <span>{t('scheduleAvailability.timeOff.note', { note: request.note })}</span>
                ) : null}
                {request.status === 'PENDING' ? (
                  <Button size="sm" variant="secondary" onClick={() => void store.cancel(request)}>
                    {t('scheduleAvailability.timeOff.cancel')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
});

/** The weekly blocks of one location as an editable list; what was typed stays until saved. */
const BlocksEditor = observer(function BlocksEditor({ location }: { readonly location: LocationBlocks }) {
  const { t, i18n } = useTranslation();
  const store = useInjection(MyAvailabilityStore);
  const [blocks, setBlocks] = useState<UnavailableBlock[]>(() => [...location.blocks]);
  const [checked, setChecked] = useState(false);
  const id = useId();
  const problems = store.blockProblems(blocks);
  const change = (index: number, part: Partial<UnavailableBlock>) =>
    setBlocks((list) => list.map((block, at) => (at === index ? { ...block, ...part } : block)));
  const save = async () => {
    setChecked(true);
    await store.saveBlocks(location.locationId, blocks);
  };
  return (
    <form
      className="availability__blocks"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      <p>{t('scheduleAvailability.mine.hint', { zone: location.timeZone })}</p>
      {blocks.length === 0 ? <p>{t('scheduleAvailability.mine.noBlocks')}</p> : null}
      <ul className="availability__list">
        {blocks.map((block, index) => {
          const problem = checked ? problems[index] : undefined;
          const errorId = `${id}-error-${index}`;
          return (
            <li key={index} className="availability__block">
              <fieldset>
                <legend className="visually-hidden">
                  {t('scheduleAvailability.mine.blockLegend', { number: index + 1 })}
                </legend>
                <label className="availability__field">
                  {t('scheduleAvailability.mine.day')}
                  <select
                    value={block.weekday}
                    onChange={(event) => change(index, { weekday: Number(event.target.value) })}
                  >
                    {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
                      <option key={weekday} value={weekday}>
                        {weekdayName(weekday, i18n.language)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="availability__field">
                  {t('scheduleAvailability.mine.from')}
                  <input
                    type="time"
                    value={block.from}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                    onChange={(event) => change(index, { from: event.target.value })}
                  />
                </label>
                <label className="availability__field">
                  {t('scheduleAvailability.mine.to')}
                  <input
                    type="time"
                    value={block.to === '24:00' ? '23:59' : block.to}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                    onChange={(event) => change(index, { to: event.target.value })}
                  />
                </label>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setBlocks((list) => list.filter((_block, at) => at !== index))}
                >
                  {t('scheduleAvailability.mine.remove', {
                    day: weekdayName(block.weekday, i18n.language),
                    from: TIME.test(block.from) ? wallTime(block.from, i18n.language) : block.from,
                  })}
                </Button>
              </fieldset>
              {problem ? (
                <p id={errorId} className="schedule__error" role="alert">
                  {t(`scheduleAvailability.problems.${problem}`)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="schedule__status">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setBlocks((list) => [...list, { weekday: 1, from: '09:00', to: '17:00' }])}
        >
          {t('scheduleAvailability.mine.add')}
        </Button>
        <Button size="sm" type="submit" busy={store.write.kind === 'saving'}>
          {t('scheduleAvailability.mine.save')}
        </Button>
      </div>
    </form>
  );
});

const TIME = /^\d{2}:\d{2}$/;
