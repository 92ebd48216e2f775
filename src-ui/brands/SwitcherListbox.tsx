import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, type MouseEvent, type RefObject } from 'react';
import { isTopLevelType } from '../../src-domain/brands/brand-type.rules';
import type { Brand } from '../../src-domain/brands/brand.model';

/** Height of one option in px (every row has it: the virtualiser measures nothing). */
export const SWITCHER_ROW_HEIGHT = 40;

/** Rows rendered beyond each edge of the visible ones, so a short scroll shows no blank. */
const OVERSCAN = 4;

/**
 * Every row's size. The virtualiser's items are keyed by index (its default): it re-measures its
 * items (one pass over all of them) only when their number changes, not on every render.
 */
const rowHeight = () => SWITCHER_ROW_HEIGHT;

/** The translated words every option row shows, looked up once per language, not per row. */
export interface OptionLabels {
  readonly group: string;
  readonly location: string;
  readonly starred: string;
}

/** The DOM id of the option showing `brand` in the listbox `listId` (for `aria-activedescendant`). */
export function switcherOptionId(listId: string, brand: Pick<Brand, 'id'>): string {
  return `${listId}-option-${brand.id}`;
}

/**
 * The brand switcher's listbox (WAI-ARIA listbox driven by a combobox): every match is an option,
 * but only the visible rows (and a few more) exist in the DOM (@tanstack/react-virtual, fixed row
 * height), each with `aria-posinset`/`aria-setsize` so assistive technology knows where it is.
 * The option in focus (`focusedIndex`, virtual: the search field keeps the real focus) has
 * `aria-selected` and is scrolled into view. A click (or tap) on an option chooses it; pressing
 * the list does not take the focus from the search field. Keys are the field's (switcher-keys.ts).
 */
export const SwitcherListbox = memo(function SwitcherListbox({
  id,
  label,
  options,
  focusedIndex,
  activeId,
  labels,
  listRef,
  onChoose,
}: {
  readonly id: string;
  readonly label: string;
  readonly options: readonly Brand[];
  readonly focusedIndex: number;
  readonly activeId: number | undefined;
  readonly labels: OptionLabels;
  readonly listRef: RefObject<HTMLDivElement | null>;
  readonly onChoose: (brand: Brand) => void;
}) {
  const virtualizer = useVirtualizer({
    count: options.length,
    getScrollElement: () => listRef.current,
    estimateSize: rowHeight,
    overscan: OVERSCAN,
  });
  // The option in focus is always visible: scrolled to the nearest edge when it is not.
  useLayoutEffect(() => {
    if (focusedIndex >= 0) virtualizer.scrollToIndex(focusedIndex, { align: 'auto' });
  }, [focusedIndex, virtualizer]);

  return (
    // The combobox's popup: the search field has the keys and the focus (axe exempts such a list).
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      id={id}
      ref={listRef}
      role="listbox"
      aria-label={label}
      className="brand-switcher__list"
      onMouseDown={keepFocusInField}
    >
      {/* The list's full height, so the scrollbar is right; rows sit at their offset inside. */}
      <div
        role="presentation"
        className="brand-switcher__rows"
        style={{ blockSize: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const brand = options[row.index]!;
          return (
            // Keyed by place, not by brand: a keystroke gives the rendered rows new brands, and
            // React updates their text in place instead of replacing their DOM.
            <SwitcherOption
              key={row.index}
              id={switcherOptionId(id, brand)}
              brand={brand}
              position={row.index + 1}
              setSize={options.length}
              offset={row.start}
              isFocused={row.index === focusedIndex}
              isCurrent={brand.id === activeId}
              labels={labels}
              onChoose={onChoose}
            />
          );
        })}
      </div>
    </div>
  );
});

/** A press on the list (an option, the scrollbar) leaves the focus in the search field. */
function keepFocusInField(event: MouseEvent) {
  event.preventDefault();
}

/** One option row, re-rendered only when its brand, place, focus or words change. */
const SwitcherOption = memo(function SwitcherOption({
  id,
  brand,
  position,
  setSize,
  offset,
  isFocused,
  isCurrent,
  labels,
  onChoose,
}: {
  readonly id: string;
  readonly brand: Brand;
  readonly position: number;
  readonly setSize: number;
  readonly offset: number;
  readonly isFocused: boolean;
  readonly isCurrent: boolean;
  readonly labels: OptionLabels;
  readonly onChoose: (brand: Brand) => void;
}) {
  return (
    // Keys are handled by the search field (aria-activedescendant): an option never takes the focus.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      id={id}
      role="option"
      aria-selected={isFocused}
      aria-posinset={position}
      aria-setsize={setSize}
      className={`brand-switcher__option${isCurrent ? ' is-current' : ''}`}
      style={{ blockSize: SWITCHER_ROW_HEIGHT, transform: `translateY(${offset}px)` }}
      onClick={() => onChoose(brand)}
    >
      <span className="brand-switcher__option-name">
        {brand.is_favourite && (
          <span className="brand-switcher__starred" aria-hidden="true">
            ★{' '}
          </span>
        )}
        {brand.name}
        {brand.is_favourite && <span className="visually-hidden">{labels.starred}</span>}
      </span>
      <span className="brand-switcher__option-type">
        {isTopLevelType(brand.type) ? labels.group : labels.location}
      </span>
    </div>
  );
});
