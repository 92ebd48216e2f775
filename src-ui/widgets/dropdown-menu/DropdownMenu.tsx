import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { usePopupPosition } from '../popup/popup-position';
import { useDismiss } from '../popup/use-dismiss';
import { nextListIndex } from './menu-keys';

export interface MenuItem {
  readonly id: string;
  /** Already translated text. */
  readonly label: string;
  readonly disabled?: boolean;
  readonly onSelect: () => void;
}

interface DropdownMenuProps {
  /** Text (or content) of the trigger button. */
  readonly trigger: ReactNode;
  /** Accessible name of the trigger when `trigger` is not text. */
  readonly triggerLabel?: string;
  readonly items: readonly MenuItem[];
  /** 'time' caps the list at 25rem instead of 35rem (spec 001 §9). */
  readonly variant?: 'default' | 'time';
}

/**
 * A menu button (WAI-ARIA menu pattern) on Floating UI: Enter, Space or ArrowDown opens it on the
 * first item, ArrowUp on the last; arrows, Home and End move; Enter or Space chooses; Escape
 * closes and gives focus back to the trigger; Tab or a click outside closes it.
 */
export function DropdownMenu({ trigger, triggerLabel, items, variant = 'default' }: DropdownMenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const menuRef = useRef<HTMLDivElement | null>(null);
  const { refs, floatingStyles } = usePopupPosition(open);

  const focusItem = (index: number) => {
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[index]?.focus();
  };
  const openAt = (index: number | undefined) => {
    setOpen(true);
    // The list renders on this update; focus once it is in the document.
    requestAnimationFrame(() => focusItem(index ?? 0));
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);
  const inside = useMemo(() => [triggerRef, menuRef], []);
  useDismiss(open, inside, () => close(false));

  const isDisabled = (index: number) => items[index]?.disabled === true;
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(nextListIndex(event.key === 'ArrowDown' ? 'Home' : 'End', 0, items.length, isDisabled));
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = Number((event.target as HTMLElement).dataset.index ?? 0);
    const next = nextListIndex(event.key, current, items.length, isDisabled);
    if (next !== undefined) {
      event.preventDefault();
      focusItem(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };
  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  return (
    <div className="dropdown">
      <button
        type="button"
        ref={(element) => {
          triggerRef.current = element;
          refs.setReference(element);
        }}
        className="button button--md button--secondary dropdown__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? close(false) : openAt(nextListIndex('Home', 0, items.length, isDisabled)))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        <span aria-hidden="true" className="dropdown__caret">
          ▾
        </span>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={triggerLabel ?? (typeof trigger === 'string' ? trigger : undefined)}
          ref={(element) => {
            menuRef.current = element;
            refs.setFloating(element);
          }}
          className={`dropdown-menu dropdown-menu--${variant}`}
          style={floatingStyles}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <div
              key={item.id}
              role="menuitem"
              tabIndex={-1}
              data-index={index}
              aria-disabled={item.disabled || undefined}
              className="dropdown-menu__item"
              onClick={() => choose(item)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(item);
                }
              }}
            >
              {item.label}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
