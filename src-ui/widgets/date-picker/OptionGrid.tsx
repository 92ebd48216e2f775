import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale } from './use-locale';

export interface GridOption {
  readonly key: string;
  readonly label: string;
  /** Fuller name for assistive technology, e.g. 'January 2025'. */
  readonly ariaLabel?: string;
  readonly disabled: boolean;
  readonly selected: boolean;
  readonly current?: boolean;
}

/** Columns of the month and year grids (12 cells: 3 rows of 4). */
export const GRID_COLUMNS = 4;

/**
 * A grid of choice buttons (months, years) with one tab stop: arrows move (left and right
 * mirror in right-to-left languages, up and down by a row), Home and End go to the ends,
 * Enter or Space chooses. Disabled options are focusable but not choosable, so the arrows
 * never strand focus.
 */
export function OptionGrid({
  label,
  options,
  onChoose,
  focusOnMount = false,
}: {
  readonly label: string;
  readonly options: readonly GridOption[];
  readonly onChoose: (key: string) => void;
  /** Moves focus to the selected (or first) option when shown, as the picker popups need. */
  readonly focusOnMount?: boolean;
}) {
  const { rtl } = useLocale();
  const initial = Math.max(
    0,
    options.findIndex((option) => option.selected),
  );
  const [active, setActive] = useState(initial);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.min(active, options.length - 1);
  useEffect(() => {
    if (focusOnMount) buttons.current[activeIndex]?.focus();
    // Only when shown: later moves are the arrow keys'.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusOnMount]);

  const move = (index: number) => {
    const next = Math.max(0, Math.min(options.length - 1, index));
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const horizontal = rtl ? -1 : 1;
    const steps: Record<string, number> = {
      ArrowRight: horizontal,
      ArrowLeft: -horizontal,
      ArrowDown: GRID_COLUMNS,
      ArrowUp: -GRID_COLUMNS,
    };
    if (event.key in steps) move(activeIndex + steps[event.key]!);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(options.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    // The arrow keys of the grid's buttons bubble here (one tab stop for the group).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div className="option-grid" role="group" aria-label={label} onKeyDown={onKeyDown}>
      {options.map((option, index) => (
        <button
          key={option.key}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={['option-grid__option', option.current ? 'option-grid__option--current' : '']
            .filter(Boolean)
            .join(' ')}
          tabIndex={index === activeIndex ? 0 : -1}
          aria-pressed={option.selected}
          aria-disabled={option.disabled || undefined}
          aria-label={option.ariaLabel}
          onClick={() => {
            setActive(index);
            if (!option.disabled) onChoose(option.key);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
