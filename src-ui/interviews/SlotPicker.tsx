import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { slotsByDay } from '../../src-domain/interviews/interview-booking.rules';
import type { Slot } from '../../src-domain/interviews/interview.model';
import { formatDay, formatFull, formatTime } from './interview-format';

/**
 * The free slots as one radio group, a fieldset per day of the viewer's zone: each radio shows
 * the time and is named by the full date and time (screen readers, voice control); arrow keys
 * move between slots as in any radio group.
 */
export function SlotPicker({
  slots,
  zone,
  chosen,
  onChoose,
}: {
  readonly slots: readonly Slot[];
  /** The zone the times are shown in (the viewer's own). */
  readonly zone: string;
  readonly chosen: string | undefined;
  readonly onChoose: (startsAt: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const days = slotsByDay(slots, zone);
  return (
    <div className="booking__days" role="radiogroup" aria-label={t('interviews.booking.slots')}>
      {days.map((day) => (
        <fieldset key={day.day} className="booking__day">
          <legend>{formatDay(day.day, i18n.language)}</legend>
          <div className="booking__slots">
            {day.slots.map((slot) => (
              <label key={slot.startsAt} className="booking__slot">
                <input
                  type="radio"
                  name={name}
                  value={slot.startsAt}
                  checked={chosen === slot.startsAt}
                  onChange={() => onChoose(slot.startsAt)}
                  aria-label={formatFull(slot.startsAt, zone, i18n.language)}
                />
                <span aria-hidden="true">{formatTime(slot.startsAt, zone, i18n.language)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
