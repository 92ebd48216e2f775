import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduledShift, ScheduleWeek } from '../../src-domain/schedules/schedules-api.port';
import {
  daysOfWeek,
  instantAt,
  localDayOf,
  localTimeOf,
  shiftEndOf,
} from '../../src-domain/schedules/week.rules';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { Modal } from '../widgets/modal/Modal';
import { dayLabel } from './schedule-format';
import { ScheduleWeekStore } from './schedule-week.store';
import { useScheduleError } from './ScheduleFailure';

/** What the dialog opens on: an existing shift, or a new one for a person (or open) on a day. */
export type ShiftDialogTarget =
  | { readonly kind: 'edit'; readonly shift: ScheduledShift }
  | { readonly kind: 'new'; readonly personId: string | undefined; readonly day: string };

/** Creates or edits a shift of the week (an accessible dialog: labelled fields, Escape closes). */
export const ShiftDialog = observer(function ShiftDialog({
  week,
  target,
  onClose,
}: {
  readonly week: ScheduleWeek;
  readonly target: ShiftDialogTarget;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const store = useInjection(ScheduleWeekStore);
  const message = useScheduleError();
  const zone = week.timeZone;
  const shift = target.kind === 'edit' ? target.shift : undefined;
  const [personId, setPersonId] = useState(
    shift ? (shift.personId ?? '') : target.kind === 'new' ? (target.personId ?? '') : '',
  );
  const [day, setDay] = useState(
    shift ? localDayOf(shift.startsAt, zone) : target.kind === 'new' ? target.day : week.weekStart,
  );
  const [from, setFrom] = useState(shift ? localTimeOf(shift.startsAt, zone) : '09:00');
  const [to, setTo] = useState(shift ? localTimeOf(shift.endsAt, zone) : '17:00');
  const [position, setPosition] = useState(shift?.position ?? '');
  const [breakMinutes, setBreakMinutes] = useState(String(shift?.breakMinutes ?? 30));
  const [note, setNote] = useState(shift?.note ?? '');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const startsAt = instantAt(day, from, zone);
    // An end not after the start is the next local day's (overnight; 24:00 is midnight).
    const endsAt = shiftEndOf(day, from, to, zone);
    const minutes = Number(breakMinutes);
    if (!startsAt || !endsAt || position.trim() === '' || !Number.isInteger(minutes) || minutes < 0) {
      setProblem(t('schedules.dialog.invalid'));
      return;
    }
    setProblem(undefined);
    const saved = await store.save(
      {
        personId: personId || undefined,
        position: position.trim(),
        startsAt,
        endsAt,
        breakMinutes: minutes,
        note,
      },
      shift,
    );
    if (saved) onClose();
  };

  const failed = store.write.kind === 'failed' ? message(store.write.code) : undefined;
  return (
    <Modal
      open
      onClose={onClose}
      title={shift ? t('schedules.dialog.editTitle') : t('schedules.dialog.newTitle')}
      footer={
        <>
          {shift ? (
            <Button
              variant="danger"
              onClick={async () => {
                if (await store.remove(shift.id)) onClose();
              }}
            >
              {t('schedules.dialog.delete')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t('schedules.dialog.cancel')}
          </Button>
          <Button type="submit" form="shift-form" busy={store.write.kind === 'saving'}>
            {t('schedules.dialog.save')}
          </Button>
        </>
      }
    >
      <form id="shift-form" className="schedule-form" onSubmit={submit} noValidate>
        <label>
          {t('schedules.dialog.person')}
          <select value={personId} onChange={(event) => setPersonId(event.target.value)}>
            <option value="">{t('schedules.grid.openShifts')}</option>
            {week.people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('schedules.dialog.position')}
          <input
            value={position}
            maxLength={60}
            required
            onChange={(event) => setPosition(event.target.value)}
          />
        </label>
        <label>
          {t('schedules.dialog.day')}
          <select value={day} onChange={(event) => setDay(event.target.value)}>
            {daysOfWeek(week.weekStart).map((option) => (
              <option key={option} value={option}>
                {dayLabel(option, i18n.language)}
              </option>
            ))}
          </select>
        </label>
        <div className="schedule-form__row">
          <label>
            {t('schedules.dialog.start')}
            <input type="time" value={from} required onChange={(event) => setFrom(event.target.value)} />
          </label>
          <label>
            {t('schedules.dialog.end')}
            <input type="time" value={to} required onChange={(event) => setTo(event.target.value)} />
          </label>
          <label>
            {t('schedules.dialog.break')}
            <input
              type="number"
              min={0}
              max={240}
              inputMode="numeric"
              value={breakMinutes}
              onChange={(event) => setBreakMinutes(event.target.value)}
            />
          </label>
        </div>
        <label>
          {t('schedules.dialog.note')}
          <textarea value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
        </label>
        {problem || failed ? (
          <p className="schedule-form__error" role="alert">
            {problem ?? failed}
          </p>
        ) : null}
      </form>
    </Modal>
  );
});
