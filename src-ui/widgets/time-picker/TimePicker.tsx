import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_FORMAT, parseClockTime } from '../../../src-domain/time/clock-time.rules';
import {
  ACCEPT_SUGGESTION_KEYS,
  stepTimeText,
  timePartAt,
  timeRangeError,
  timeSuggestion,
} from '../../../src-domain/time/time-input.rules';
import type { TimeOption } from '../../../src-domain/time/time-options.rules';
import { usePopupPosition } from '../popup/popup-position';
import { useDismiss } from '../popup/use-dismiss';
import { parseBound, pickerOptions } from './time-picker-options';
import { TimeOptionList } from './TimeOptionList';

export interface TimePickerProps {
  readonly label: string;
  /** The time in `format`, or undefined. */
  readonly value?: string;
  /** Called with a valid time in `format` within min / max, or undefined when cleared. */
  readonly onChange: (value: string | undefined) => void;
  /** Tokens HH H hh h mm m A a; default 'HH:mm'. Typing must match it strictly. */
  readonly format?: string;
  /** Bounds in `format`; unreadable ones are ignored. */
  readonly min?: string;
  readonly max?: string;
  /** Step of the option list and of minute arrows, in minutes (default 15). */
  readonly stepMinutes?: number;
  /** Step of hour arrows, in hours (default 1). */
  readonly hourStep?: number;
  /** Shows each option's duration from `min` ('1 hrs 30m'). */
  readonly showDurations?: boolean;
  /** Caps the option list (default 200, the spec's limit). */
  readonly maxOptions?: number;
}

type TimeError = 'format' | 'before-min' | 'after-max' | undefined;

/**
 * A time field (spec 001 §5): typing is checked strictly against `format`; while typing, the
 * first matching option is suggested and Enter, Tab or → accepts it; ↑ / ↓ step the part under
 * the caret (hours by the hour step, minutes snapped to the minute step, AM/PM by 12 hours);
 * a time before min or after max puts the field in its error state. The 'Show times' button
 * opens the option list.
 */
export function TimePicker({
  label,
  value,
  onChange,
  format = DEFAULT_TIME_FORMAT,
  min,
  max,
  stepMinutes = 15,
  hourStep = 1,
  showDurations = false,
  maxOptions,
}: TimePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLElement | null>(null);
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<TimeError>(undefined);
  const [open, setOpen] = useState(false);
  /** Where the caret goes once a stepped value is rendered (React puts it at the end). */
  const pendingCaret = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === undefined) return;
    pendingCaret.current = undefined;
    inputRef.current?.setSelectionRange(caret, caret);
  }, [text]);
  const minTime = parseBound(min, format);
  const maxTime = parseBound(max, format);
  const options = useMemo(
    () => pickerOptions(stepMinutes, format, minTime, maxTime, maxOptions),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the bounds are derived from min and max
    [stepMinutes, format, min, max, maxOptions],
  );
  const labels = useMemo(() => options.map((option) => option.label), [options]);
  const typedTime = parseClockTime(text, format);
  const suggestion = typedTime ? undefined : timeSuggestion(text, labels);
  const { refs, floatingStyles } = usePopupPosition(open);
  const inside = useMemo(() => [inputRef, toggleRef, listRef], []);
  const closeList = useCallback(() => setOpen(false), []);
  useDismiss(open, inside, closeList);

  /** Checks `next` and reports it when it is a valid time in range; keeps the text either way. */
  const commit = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setError(undefined);
      onChange(undefined);
      return;
    }
    const time = parseClockTime(next, format);
    if (!time) return setError('format');
    const rangeError = timeRangeError(time, minTime, maxTime);
    setError(rangeError);
    if (!rangeError) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const caretAtEnd = input.selectionStart === input.value.length;
    if (
      suggestion &&
      ACCEPT_SUGGESTION_KEYS.includes(event.key) &&
      (event.key !== 'ArrowRight' || caretAtEnd)
    ) {
      // Tab accepts and still moves on; Enter and → stay in the field.
      if (event.key !== 'Tab') event.preventDefault();
      commit(suggestion);
      return;
    }
    if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && typedTime) {
      event.preventDefault();
      const caret = input.selectionStart ?? 0;
      const part = timePartAt(input.value, format, caret);
      const stepped = stepTimeText(typedTime, part, event.key === 'ArrowUp' ? 1 : -1, format, {
        hourStep,
        minuteStep: stepMinutes,
      });
      // Only a changed text re-renders (and moves the caret to the end).
      if (stepped !== text) pendingCaret.current = caret;
      commit(stepped);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(input.value);
    }
  };

  const choose = (option: TimeOption) => {
    commit(option.label);
    setOpen(false);
    inputRef.current?.focus();
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const listId = `${id}-list`;
  const errorText =
    error === 'format'
      ? t('widgets.timePicker.invalid', { format })
      : error === 'before-min'
        ? t('widgets.timePicker.beforeMin', { min })
        : error === 'after-max'
          ? t('widgets.timePicker.afterMax', { max })
          : undefined;

  return (
    <div className="field time-picker">
      <label htmlFor={id}>{label}</label>
      <div className="picker-field" ref={(element) => refs.setReference(element)}>
        <div className="time-picker__input-wrap">
          <input
            ref={inputRef}
            id={id}
            type="text"
            autoComplete="off"
            className="picker-field__input"
            value={text}
            placeholder={format}
            aria-autocomplete="inline"
            aria-invalid={error ? true : undefined}
            aria-describedby={[errorText ? errorId : '', hintId].filter(Boolean).join(' ')}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
            onBlur={(event) => commit(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {suggestion && (
            <span className="time-picker__ghost" aria-hidden="true">
              <span className="time-picker__ghost-typed">{text}</span>
              {suggestion.slice(text.length)}
            </span>
          )}
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="picker-trigger"
          aria-label={t('widgets.timePicker.showOptions')}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen((current) => !current)}
        >
          <ClockIcon />
        </button>
      </div>
      <p className="field__hint" id={hintId} aria-live="polite">
        {suggestion
          ? t('widgets.timePicker.suggestion', { time: suggestion })
          : t('widgets.timePicker.formatHint', { format })}
      </p>
      {errorText && (
        <p className="field__error" id={errorId}>
          {errorText}
        </p>
      )}
      {open && (
        <TimeOptionList
          id={listId}
          label={label}
          options={options}
          selectedLabel={typedTime ? text : undefined}
          showDurations={showDurations}
          onChoose={choose}
          onCancel={() => {
            setOpen(false);
            inputRef.current?.focus();
          }}
          onLeave={closeList}
          floatingRef={(element) => {
            listRef.current = element;
            refs.setFloating(element);
          }}
          style={floatingStyles}
        />
      )}
    </div>
  );
}

function ClockIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 3v4.6l3.2 3.2-1.4 1.4L11 12.4V7h2Z"
      />
    </svg>
  );
}
