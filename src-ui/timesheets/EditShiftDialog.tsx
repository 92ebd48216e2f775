import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { instantAt, localDayOf, localTimeOf } from '../../src-domain/schedules/week.rules';
import type { TimesheetShift } from '../../src-domain/timesheets/timesheets-api.port';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { Modal } from '../widgets/modal/Modal';
import { useTimesheetError } from './timesheet-messages';
import { TimesheetsStore } from './timesheets.store';

interface BreakDraft {
  readonly key: number;
  readonly from: string;
  readonly to: string;
}

/**
 * Corrects a closed shift's clock-in, clock-out and breaks (local wall times of the shift's day in
 * the location's zone; a time before the clock-in is on the next day) with a required reason. A
 * refused save keeps what was typed and says why in the reader's language. The Modal traps focus,
 * starts it inside the dialog and gives it back to the opener.
 */
export const EditShiftDialog = observer(function EditShiftDialog({
  shift,
  zone,
  onClose,
}: {
  readonly shift: TimesheetShift;
  readonly zone: string;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const store = useInjection(TimesheetsStore);
  const message = useTimesheetError();
  const day = localDayOf(shift.clockInAt, zone);
  const [clockIn, setClockIn] = useState(localTimeOf(shift.clockInAt, zone));
  const [clockOut, setClockOut] = useState(shift.clockOutAt ? localTimeOf(shift.clockOutAt, zone) : '');
  const [breaks, setBreaks] = useState<BreakDraft[]>(
    shift.breaks.map((item, index) => ({
      key: index,
      from: localTimeOf(item.startAt, zone),
      to: item.endAt ? localTimeOf(item.endAt, zone) : '',
    })),
  );
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  /** The instant of wall time `time` on the shift's day, or the next day when before the clock-in. */
  const at = (time: string): string | undefined => {
    const start = instantAt(day, clockIn, zone);
    const instant = instantAt(day, time, zone);
    if (!start || !instant) return undefined;
    return instant < start ? new Date(Date.parse(instant) + 86_400_000).toISOString() : instant;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clockInAt = instantAt(day, clockIn, zone);
    const clockOutAt = at(clockOut);
    const breakTimes = breaks.map((item) => ({ startAt: at(item.from), endAt: at(item.to) }));
    if (!clockInAt || !clockOutAt || breakTimes.some((item) => !item.startAt || !item.endAt)) {
      setProblem(t('timesheets.dialog.invalid'));
      return;
    }
    if (reason.trim() === '') {
      setProblem(t('timesheets.errors.TIMESHEETS_REASON_REQUIRED'));
      return;
    }
    setProblem(undefined);
    const saved = await store.correct(shift, {
      clockInAt,
      clockOutAt,
      breaks: breakTimes.map((item) => ({ startAt: item.startAt!, endAt: item.endAt! })),
      reason: reason.trim(),
    });
    if (saved) onClose();
  };

  const failed = problem ?? (store.write.kind === 'failed' ? message(store.write.code) : undefined);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('timesheets.dialog.title', { name: shift.personName })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('timesheets.dialog.cancel')}
          </Button>
          <Button type="submit" form="timesheet-edit-form" busy={store.write.kind === 'saving'}>
            {t('timesheets.dialog.save')}
          </Button>
        </>
      }
    >
      <form id="timesheet-edit-form" className="timesheets-form" onSubmit={submit} noValidate>
        <div className="timesheets-form__row">
          <label>
            {t('timesheets.dialog.clockIn')}
            <input
              type="time"
              value={clockIn}
              required
              onChange={(event) => setClockIn(event.target.value)}
            />
          </label>
          <label>
            {t('timesheets.dialog.clockOut')}
            <input
              type="time"
              value={clockOut}
              required
              onChange={(event) => setClockOut(event.target.value)}
            />
          </label>
        </div>
        <fieldset className="timesheets-form__breaks">
          <legend>{t('timesheets.dialog.breaks')}</legend>
          {breaks.map((item, index) => (
            <div key={item.key} className="timesheets-form__row">
              <label>
                {t('timesheets.dialog.breakStart', { number: index + 1 })}
                <input
                  type="time"
                  value={item.from}
                  onChange={(event) =>
                    setBreaks(
                      breaks.map((row) =>
                        row.key === item.key ? { ...row, from: event.target.value } : row,
                      ),
                    )
                  }
                />
              </label>
              <label>
                {t('timesheets.dialog.breakEnd', { number: index + 1 })}
                <input
                  type="time"
                  value={item.to}
                  onChange={(event) =>
                    setBreaks(
                      breaks.map((row) => (row.key === item.key ? { ...row, to: event.target.value } : row)),
                    )
                  }
                />
              </label>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('timesheets.dialog.removeBreak', { number: index + 1 })}
                onClick={() => setBreaks(breaks.filter((row) => row.key !== item.key))}
              >
                {t('timesheets.dialog.remove')}
              </Button>
            </div>
          ))}
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              setBreaks([
                ...breaks,
                { key: Math.max(0, ...breaks.map((row) => row.key + 1)), from: '', to: '' },
              ])
            }
          >
            {t('timesheets.dialog.addBreak')}
          </Button>
        </fieldset>
        <label>
          {t('timesheets.dialog.reason')}
          <textarea
            value={reason}
            required
            aria-required="true"
            maxLength={500}
            rows={2}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        {failed ? (
          <p className="timesheets__error" role="alert">
            {failed}
          </p>
        ) : null}
      </form>
    </Modal>
  );
});
