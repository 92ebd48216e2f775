import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeOption } from '../../../src-domain/time/time-options.rules';
import { nextListIndex } from '../dropdown-menu/menu-keys';

interface TimeOptionListProps {
  readonly id: string;
  readonly label: string;
  readonly options: readonly TimeOption[];
  readonly selectedLabel?: string;
  readonly showDurations: boolean;
  readonly onChoose: (option: TimeOption) => void;
  /** Escape: close and give focus back to the field. */
  readonly onCancel: () => void;
  /** Tab: close without choosing. */
  readonly onLeave: () => void;
  readonly floatingRef: (element: HTMLElement | null) => void;
  readonly style: CSSProperties;
}

/**
 * The time picker's list (a listbox capped at 25rem, the time menu height): focus starts on
 * the selected option or the first; arrows, Home and End move; Enter or Space chooses.
 */
export function TimeOptionList({
  id,
  label,
  options,
  selectedLabel,
  showDurations,
  onChoose,
  onCancel,
  onLeave,
  floatingRef,
  style,
}: TimeOptionListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement | null>(null);
  const items = () => listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [];

  useEffect(() => {
    const index = Math.max(
      0,
      options.findIndex((option) => option.label === selectedLabel),
    );
    const item = listRef.current?.querySelectorAll<HTMLElement>('[role="option"]')[index];
    item?.focus();
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [options, selectedLabel]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = Number((event.target as HTMLElement).dataset.index ?? 0);
    const next = nextListIndex(event.key, current, options.length);
    if (next !== undefined) {
      event.preventDefault();
      items()[next]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const option = options[current];
      if (option) onChoose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Tab') {
      onLeave();
    }
  };

  return (
    <div
      id={id}
      role="listbox"
      tabIndex={-1}
      aria-label={label}
      ref={(element) => {
        listRef.current = element;
        floatingRef(element);
      }}
      className="dropdown-menu dropdown-menu--time"
      style={style}
      onKeyDown={onKeyDown}
    >
      {options.length === 0 && (
        <div role="option" aria-selected={false} aria-disabled="true" className="dropdown-menu__empty">
          {t('widgets.timePicker.noOptions')}
        </div>
      )}
      {options.map((option, index) => (
        // The listbox handles the keys for every option (roving focus).
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <div
          key={option.value}
          role="option"
          tabIndex={-1}
          data-index={index}
          aria-selected={option.label === selectedLabel}
          className="dropdown-menu__item time-option"
          onClick={() => onChoose(option)}
        >
          <span>{option.label}</span>
          {showDurations && <span className="time-option__duration">{option.duration}</span>}
          {option.next_day && (
            <span className="time-option__next-day">{t('widgets.timePicker.nextDay')}</span>
          )}
        </div>
      ))}
    </div>
  );
}
