import type { ReactNode } from 'react';
import {
  Button,
  Menu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  type Key,
} from 'react-aria-components';
import { POPUP_OFFSET } from '../popup/popup-position';

/** An action of the menu: `onSelect` runs it, or `href` is where it leads (a link item). */
export interface MenuItem {
  readonly id: string;
  /** Already translated text. */
  readonly label: string;
  readonly disabled?: boolean;
  readonly onSelect?: () => void;
  /** A path of the app the item leads to, through the router (react-aria's RouterProvider). */
  readonly href?: string;
}

interface DropdownMenuProps {
  /** Text (or content) of the trigger button. */
  readonly trigger: ReactNode;
  /** Accessible name of the trigger (and of the menu) when `trigger` is not text. */
  readonly triggerLabel?: string;
  /**
   * The trigger's own class (the header's avatar button): replaces the secondary button's look
   * and its caret.
   */
  readonly triggerClassName?: string;
  readonly items: readonly MenuItem[];
  /** Above the menu in its popover: what is not an action (a name, an e-mail). */
  readonly header?: ReactNode;
  /** A class added to the popover, for a place that styles it. */
  readonly popoverClassName?: string;
  /** The trigger's edge the popover lines up with: 'start' (default) or 'end'. */
  readonly align?: 'start' | 'end';
  /** 'time' caps the list at 25rem instead of 35rem (spec 001 §9). */
  readonly variant?: 'default' | 'time';
}

/**
 * A menu button (WAI-ARIA menu pattern) on react-aria-components: Enter, Space or ↓ opens it on
 * the first enabled item, ↑ on the last; arrows, Home and End move, skipping disabled items;
 * Enter or Space chooses; choosing or Escape closes it and focus goes back to the trigger; a
 * click outside closes it. The popover sits 5 px under the trigger at its start (or end) edge,
 * mirrored in Arabic (react-aria mirrors 'start' and 'end' with the page's direction). The menu
 * is named by its trigger.
 */
export function DropdownMenu({
  trigger,
  triggerLabel,
  triggerClassName,
  items,
  header,
  popoverClassName,
  align = 'start',
  variant = 'default',
}: DropdownMenuProps) {
  const disabledKeys = items.filter((item) => item.disabled).map((item) => item.id);
  const onAction = (key: Key) => items.find((item) => item.id === key && !item.disabled)?.onSelect?.();
  return (
    <div className="dropdown">
      <MenuTrigger>
        <Button
          className={triggerClassName ?? 'button button--md button--secondary dropdown__trigger'}
          aria-label={triggerLabel}
        >
          {trigger}
          {triggerClassName === undefined && (
            <span aria-hidden="true" className="dropdown__caret">
              ▾
            </span>
          )}
        </Button>
        <Popover
          className={popoverClassName ? `dropdown-popover ${popoverClassName}` : 'dropdown-popover'}
          placement={`bottom ${align}`}
          offset={POPUP_OFFSET}
        >
          {header}
          <Menu
            className={`dropdown-menu dropdown-menu--${variant}`}
            items={items}
            disabledKeys={disabledKeys}
            onAction={onAction}
          >
            {(item) => (
              <AriaMenuItem
                id={item.id}
                href={item.href}
                className="dropdown-menu__item"
                textValue={item.label}
              >
                {item.label}
              </AriaMenuItem>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
