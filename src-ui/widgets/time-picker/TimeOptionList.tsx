import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import type { TimeOption } from '../../../src-domain/time/time-options.rules';

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
 * The time picker's list: a react-aria-components ListBox capped at 25rem (the time menu
 * height), placed by the picker's Floating UI popup. Focus starts on the selected option or the
 * first; arrows (wrapping), Home, End and type-ahead move; Enter, Space or a click chooses
 * (choosing the selected option again keeps it); Escape closes and gives focus back to the
 * field; Tab closes without choosing.
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
  const selected = options.find((option) => option.label === selectedLabel);
  const selectedKeys = selected ? [selected.value] : [];

  const onSelectionChange = (keys: Selection) => {
    // A second choice of the selected option empties a single selection: it is still the choice.
    const key = keys === 'all' ? undefined : [...keys][0];
    const option = key === undefined ? selected : options.find((candidate) => candidate.value === key);
    if (option) onChoose(option);
  };

  // Escape and Tab end the list before react-aria sees them (it would clear the selection).
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Tab') {
      onLeave();
    }
  };

  return (
    <div ref={floatingRef} className="time-option-popup" style={style} onKeyDownCapture={onKeyDownCapture}>
      <ListBox
        id={id}
        aria-label={label}
        className="dropdown-menu dropdown-menu--time"
        items={options}
        selectionMode="single"
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        // The list opens on the user's request and takes focus (WAI-ARIA listbox popup).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus="first"
        shouldFocusWrap
        renderEmptyState={() => (
          <span className="dropdown-menu__empty" aria-disabled="true">
            {t('widgets.timePicker.noOptions')}
          </span>
        )}
      >
        {(option) => (
          <ListBoxItem id={option.value} textValue={option.label} className="dropdown-menu__item time-option">
            <span>{option.label}</span>
            {showDurations && <span className="time-option__duration">{option.duration}</span>}
            {option.next_day && (
              <span className="time-option__next-day">{t('widgets.timePicker.nextDay')}</span>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </div>
  );
}
