import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeOffDraft } from '../../src-domain/schedules/schedule-availability-api.port';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { MyAvailabilityStore } from './my-availability.store';

interface Typed {
  startsOn: string;
  endsOn: string;
  wholeDays: boolean;
  fromTime: string;
  toTime: string;
  reason: string;
}

const EMPTY: Typed = { startsOn: '', endsOn: '', wholeDays: true, fromTime: '', toTime: '', reason: '' };

/**
 * Asking for time off at `locationId`: local dates from–to (the end defaults to the start),
 * whole days or from–to times, and a reason. A problem is said in the reader's language beside
 * the form, and what was typed stays; a request that went through empties the form.
 */
export const TimeOffForm = observer(function TimeOffForm({ locationId }: { readonly locationId: number }) {
  const { t } = useTranslation();
  const store = useInjection(MyAvailabilityStore);
  const [typed, setTyped] = useState<Typed>(EMPTY);
  const [checked, setChecked] = useState(false);
  const id = useId();
  const draft: TimeOffDraft = {
    startsOn: typed.startsOn,
    endsOn: typed.endsOn || typed.startsOn,
    fromTime: typed.wholeDays ? undefined : typed.fromTime || '',
    toTime: typed.wholeDays ? undefined : typed.toTime || '',
    reason: typed.reason,
  };
  const problem = checked ? store.timeOffProblem(draft) : undefined;
  const errorId = `${id}-error`;
  // The fields a problem is about are marked invalid and described by its sentence.
  const mark = (...kinds: string[]) =>
    problem && kinds.includes(problem) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const dates = mark('INVALID_DATE', 'END_BEFORE_START', 'TOO_LONG');
  const times = mark('INVALID_TIME', 'END_BEFORE_START');
  const set = (part: Partial<Typed>) => setTyped((before) => ({ ...before, ...part }));
  return (
    <form
      className="availability__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        void store.ask(locationId, draft).then((sent) => {
          if (sent) {
            setTyped(EMPTY);
            setChecked(false);
          }
        });
      }}
    >
      <label className="availability__field">
        {t('scheduleAvailability.timeOff.startsOn')}
        <input
          type="date"
          value={typed.startsOn}
          onChange={(e) => set({ startsOn: e.target.value })}
          {...dates}
        />
      </label>
      <label className="availability__field">
        {t('scheduleAvailability.timeOff.endsOn')}
        <input
          type="date"
          value={typed.endsOn}
          onChange={(e) => set({ endsOn: e.target.value })}
          {...dates}
        />
      </label>
      <label className="availability__check">
        <input
          type="checkbox"
          checked={typed.wholeDays}
          onChange={(e) => set({ wholeDays: e.target.checked })}
        />
        {t('scheduleAvailability.timeOff.wholeDays')}
      </label>
      {typed.wholeDays ? null : (
        <>
          <label className="availability__field">
            {t('scheduleAvailability.timeOff.fromTime')}
            <input
              type="time"
              value={typed.fromTime}
              onChange={(e) => set({ fromTime: e.target.value })}
              {...times}
            />
          </label>
          <label className="availability__field">
            {t('scheduleAvailability.timeOff.toTime')}
            <input
              type="time"
              value={typed.toTime}
              onChange={(e) => set({ toTime: e.target.value })}
              {...times}
            />
          </label>
        </>
      )}
      <label className="availability__field">
        {t('scheduleAvailability.timeOff.reason')}
        <textarea
          value={typed.reason}
          maxLength={500}
          rows={2}
          onChange={(e) => set({ reason: e.target.value })}
          {...mark('NO_REASON')}
        />
      </label>
      {problem ? (
        <p id={errorId} className="schedule__error" role="alert">
          {t(`scheduleAvailability.problems.${problem}`)}
        </p>
      ) : null}
      <div>
        <Button size="sm" type="submit" busy={store.write.kind === 'saving'}>
          {t('scheduleAvailability.timeOff.ask')}
        </Button>
      </div>
    </form>
  );
});
