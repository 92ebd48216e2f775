import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarBounds, isOutsideBounds } from '../../../src-domain/time/calendar.rules';
import {
  DEFAULT_DATE_FORMAT,
  formatCalendarDate,
  parseCalendarDate,
} from '../../../src-domain/time/calendar-format.rules';
import type { WeekDay } from '../../../src-domain/time/week-picker.rules';
import type { DateTime } from 'luxon';
import { CalendarPanel } from './CalendarPanel';
import { localeDates } from './locale-dates';
import { PickerPopup } from './PickerPopup';
import { useLocale } from './use-locale';

export interface DatePickerProps {
  readonly label: string;
  /** The date in `format`, or undefined for none. */
  readonly value?: string;
  /** Called with a valid date in `format` inside the bounds, or undefined when cleared. */
  readonly onChange: (value: string | undefined) => void;
  /** Bounds in `format`; an unreadable bound is ignored (spec 001 §5). */
  readonly min?: string;
  readonly max?: string;
  /** Moment-style format of the value and of typing; default 'YYYY-MM-DD'. */
  readonly format?: string;
  readonly highlighted?: (date: DateTime) => boolean;
  readonly weekStart?: WeekDay;
  /** Keeps the label for assistive technology only (a table cell whose column header names it). */
  readonly hideLabel?: boolean;
  /**
   * Told, as soon as the field checks its text (Enter, leaving it, a calendar choice), whether that
   * text is a date it accepts: a form can refuse to submit while the field shows an error.
   */
  readonly onValidityChange?: (valid: boolean) => void;
}

type FieldError = 'format' | 'range' | undefined;

/**
 * A date field with a calendar popup (spec 001 §2, §5). Typing accepts only a valid date in
 * `format` (checked on Enter and on leaving the field; `onChange` only when the date changed);
 * otherwise the text stays and an error says the format. Entering the field selects its text. Out of the field, a chosen date is shown as 'MMM DD, YYYY' in the active
 * language. Days outside min / max cannot be chosen or typed.
 */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  format = DEFAULT_DATE_FORMAT,
  highlighted,
  weekStart,
  hideLabel = false,
  onValidityChange,
}: DatePickerProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const bounds = useMemo(() => calendarBounds(min, max, format), [min, max, format]);
  const selected = parseCalendarDate(value, format);
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const [error, setError] = useState<FieldError>(undefined);

  const display = selected ? localeDates.field(selected, locale) : '';
  const inputRef = useRef<HTMLInputElement | null>(null);
  const wasEditing = useRef(false);
  useLayoutEffect(() => {
    // Focus swaps the shown 'MMM DD, YYYY' for the typed form: select it all, as a field's text
    // is when tabbed into, so that typing replaces the date instead of appending to it.
    const input = inputRef.current;
    if (editing !== undefined && !wasEditing.current && input && document.activeElement === input) {
      input.select();
    }
    wasEditing.current = editing !== undefined;
  }, [editing]);

  /**
   * Checks the typed text and reports a changed date (or a cleared one); `leaving` (blur) shows
   * the date in the display form again, Enter keeps the typed form while the field has focus.
   */
  const commit = (text: string, leaving: boolean) => {
    const next = text.trim() === '' ? undefined : parseCalendarDate(text.trim(), format);
    const problem: FieldError =
      text.trim() !== '' && !next ? 'format' : next && isOutsideBounds(next, bounds) ? 'range' : undefined;
    onValidityChange?.(problem === undefined);
    if (problem) return setError(problem);
    const formatted = next ? formatCalendarDate(next, format) : undefined;
    setError(undefined);
    setEditing(leaving ? undefined : (formatted ?? ''));
    if (formatted !== value) onChange(formatted);
  };
  const choose = (date: DateTime) => {
    onValidityChange?.(true);
    setError(undefined);
    setEditing(undefined);
    onChange(formatCalendarDate(date, format));
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field date-picker">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <div className="picker-field">
        <input
          id={id}
          ref={inputRef}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="picker-field__input"
          value={editing ?? display}
          placeholder={format}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          // A refused text stays as typed when the field is left and entered again.
          onFocus={() => setEditing((typed) => typed ?? value ?? '')}
          onChange={(event) => setEditing(event.target.value)}
          onBlur={() => editing !== undefined && commit(editing, true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value, false);
          }}
        />
        <PickerPopup
          triggerLabel={t('widgets.datePicker.open')}
          trigger={<CalendarIcon />}
          dialogLabel={t('widgets.datePicker.dialog', { label })}
        >
          {(close) => (
            <CalendarPanel
              selected={selected}
              bounds={bounds}
              highlighted={highlighted}
              weekStart={weekStart}
              focusOnMount
              onSelect={(date) => {
                choose(date);
                close();
              }}
            />
          )}
        </PickerPopup>
      </div>
      <p className="field__hint" id={hintId}>
        {t('widgets.datePicker.formatHint', { format })}
      </p>
      {error && (
        <p className="field__error" id={errorId}>
          {error === 'format'
            ? t('widgets.datePicker.invalid', { format })
            : t('widgets.datePicker.outOfRange')}
        </p>
      )}
    </div>
  );
}

/** A small calendar glyph; decorative. */
export function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
      />
    </svg>
  );
}
