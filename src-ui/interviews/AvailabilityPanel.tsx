import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AVAILABILITY_LIMITS,
  type AvailabilityProblem,
} from '../../src-domain/interviews/availability-form.rules';
import { useReadAgainWhenReachable } from '../errors/use-read-again-when-reachable';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { AvailabilityStore } from './availability.store';
import { weekdayName } from './interview-format';

type NumberField = keyof typeof AVAILABILITY_LIMITS;
const NUMBER_FIELDS: readonly NumberField[] = [
  'lengthMinutes',
  'bufferMinutes',
  'horizonDays',
  'minimumNoticeHours',
];

/** The problems of a field as sentences in the reader's language. */
function Problems({
  id,
  problems,
}: {
  readonly id: string;
  readonly problems: readonly AvailabilityProblem[];
}) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <p id={id} className="hiring-error">
      {problems
        .map((problem) =>
          t(`interviews.availability.problems.${problem.code}`, {
            ...(problem.field in AVAILABILITY_LIMITS
              ? AVAILABILITY_LIMITS[problem.field as NumberField]
              : {}),
          }),
        )
        .join(' ')}
    </p>
  );
}

/**
 * The interview availability of location `locationId`, or of its position `positionId` (issue
 * #35): a choice between the whole location and one of its positions; weekly ranges per weekday
 * (add, change, remove), length, buffer, horizon and minimum notice, in the location's zone. A
 * position without hours of its own shows the location's and says so; its own can be removed. The
 * form keeps what was typed on a refusal and says what is wrong by field.
 */
export const AvailabilityPanel = observer(function AvailabilityPanel({
  locationId,
  positionId,
  onPositionChange,
}: {
  readonly locationId: number;
  /** The position whose hours are shown; undefined: the location's own. */
  readonly positionId: number | undefined;
  readonly onPositionChange: (positionId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const store = useInjection(AvailabilityStore);
  const id = useId();
  useEffect(() => void store.open(locationId, positionId), [store, locationId, positionId]);
  useReadAgainWhenReachable(store.setting.kind === 'failed', () => void store.open(locationId, positionId));
  return (
    <div className="interviews-availability-area">
      <div className="hiring-field interviews-availability__position">
        <label htmlFor={`${id}-position`}>{t('interviews.availability.hoursFor')}</label>
        <select
          id={`${id}-position`}
          value={positionId ?? ''}
          onChange={(event) => onPositionChange(Number(event.target.value) || undefined)}
        >
          <option value="">{t('interviews.availability.allPositions')}</option>
          {store.positions.map((position) => (
            <option key={position.id} value={position.id}>
              {position.ownHours
                ? t('interviews.availability.ownHoursMark', { title: position.title })
                : position.title}
            </option>
          ))}
        </select>
      </div>
      <AvailabilityForm locationId={locationId} positionId={positionId} />
    </div>
  );
});

/** The availability form of the chosen location or position (what the store read). */
const AvailabilityForm = observer(function AvailabilityForm({
  locationId,
  positionId,
}: {
  readonly locationId: number;
  readonly positionId: number | undefined;
}) {
  const { t, i18n } = useTranslation();
  const store = useInjection(AvailabilityStore);
  const id = useId();
  const setting = store.setting;
  if (setting.kind === 'failed') {
    return (
      <ReadFailure
        message={t('interviews.loadFailed')}
        onRetry={() => void store.open(locationId, positionId)}
      />
    );
  }
  if (setting.kind === 'loading') {
    return (
      <div className="interviews-availability" aria-busy="true">
        <span className="visually-hidden-text" role="status">
          {t('interviews.loading')}
        </span>
        <div className="hiring-skeleton" style={{ blockSize: '32rem' }} aria-hidden="true" />
      </div>
    );
  }
  const source = setting.value.source;
  const position = store.positions.find((candidate) => candidate.id === positionId);
  const hoursProblems = store.problemsOf('weeklyHours');
  return (
    <form
      className="interviews-availability panel"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void store.save();
      }}
    >
      <h2 id={`${id}-title`}>
        {position
          ? t('interviews.availability.titleOf', { position: position.title })
          : t('interviews.availability.title')}
      </h2>
      <p>{t('interviews.availability.zone', { zone: setting.value.timeZone })}</p>
      {positionId === undefined ? (
        source === 'OWN' ? null : (
          <p>{t('interviews.availability.none')}</p>
        )
      ) : (
        <div className="interviews-availability__source">
          <p>{t(`interviews.availability.source.${source}`)}</p>
          {source === 'OWN' ? (
            <Button
              size="sm"
              variant="secondary"
              busy={store.removing}
              onClick={() => void store.removeOwnHours()}
            >
              {t('interviews.availability.removeOwn')}
            </Button>
          ) : null}
        </div>
      )}
      <fieldset
        className="interviews-availability__hours"
        aria-describedby={hoursProblems.length > 0 ? `${id}-hours` : undefined}
      >
        <legend>{t('interviews.availability.hours')}</legend>
        <Problems id={`${id}-hours`} problems={hoursProblems} />
        {[1, 2, 3, 4, 5, 6, 7].map((weekday) => {
          const day = weekdayName(weekday, i18n.language);
          const ranges = store.form.weeklyHours
            .map((range, index) => ({ range, index }))
            .filter((entry) => entry.range.weekday === weekday);
          return (
            <div key={weekday} className="interviews-availability__weekday" role="group" aria-label={day}>
              <p className="interviews-availability__day">{day}</p>
              {ranges.length === 0 ? (
                <p className="interviews-availability__closed">{t('interviews.availability.noHours')}</p>
              ) : null}
              {ranges.map(({ range, index }) => {
                const problems = store.problemsOf('weeklyHours', index);
                const describedBy = problems.length > 0 ? `${id}-range-${index}` : undefined;
                return (
                  <div key={index} className="interviews-availability__range">
                    <label>
                      {t('interviews.availability.start')}
                      <input
                        type="text"
                        className="interviews-availability__time"
                        value={range.start}
                        placeholder="09:00"
                        aria-invalid={problems.length > 0 || undefined}
                        aria-describedby={describedBy}
                        aria-label={t('interviews.availability.startOf', { day })}
                        onChange={(event) => store.setRange(index, { start: event.target.value })}
                      />
                    </label>
                    <label>
                      {t('interviews.availability.end')}
                      <input
                        type="text"
                        className="interviews-availability__time"
                        value={range.end}
                        placeholder="17:00"
                        aria-invalid={problems.length > 0 || undefined}
                        aria-describedby={describedBy}
                        aria-label={t('interviews.availability.endOf', { day })}
                        onChange={(event) => store.setRange(index, { end: event.target.value })}
                      />
                    </label>
                    <Button
                      size="sm"
                      variant="link"
                      aria-label={t('interviews.availability.removeRange', {
                        day,
                        start: range.start,
                        end: range.end,
                      })}
                      onClick={() => store.removeRange(index)}
                    >
                      {t('interviews.availability.remove')}
                    </Button>
                    <Problems id={`${id}-range-${index}`} problems={problems} />
                  </div>
                );
              })}
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('interviews.availability.addRangeTo', { day })}
                onClick={() => store.addRange(weekday)}
              >
                {t('interviews.availability.addRange')}
              </Button>
            </div>
          );
        })}
      </fieldset>
      <div className="interviews-availability__numbers">
        {NUMBER_FIELDS.map((field) => {
          const problems = store.problemsOf(field);
          return (
            <div key={field} className="hiring-field">
              <label htmlFor={`${id}-${field}`}>{t(`interviews.availability.fields.${field}`)}</label>
              <input
                id={`${id}-${field}`}
                type="text"
                inputMode="numeric"
                value={store.form[field]}
                aria-invalid={problems.length > 0 || undefined}
                aria-describedby={problems.length > 0 ? `${id}-${field}-problem` : undefined}
                onChange={(event) => store.setNumber(field, event.target.value)}
              />
              <Problems id={`${id}-${field}-problem`} problems={problems} />
            </div>
          );
        })}
      </div>
      <div className="booking__actions">
        <Button type="submit" busy={store.saving}>
          {t('interviews.availability.save')}
        </Button>
      </div>
      <p role="status" className="interviews-availability__status">
        {store.savedNow
          ? t('interviews.availability.saved')
          : store.removedNow
            ? t('interviews.availability.removed')
            : ''}
      </p>
      {store.saveFailed ? (
        <p className="hiring-error" role="alert">
          {t(`interviews.errors.${store.saveFailed}`, {
            defaultValue: t('interviews.availability.saveFailed'),
          })}
        </p>
      ) : null}
      {store.problems.length > 0 ? (
        <p className="hiring-error" role="alert">
          {t('interviews.availability.fix', { count: store.problems.length })}
        </p>
      ) : null}
    </form>
  );
});
