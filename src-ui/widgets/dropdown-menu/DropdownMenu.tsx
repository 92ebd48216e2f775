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
  /** Accessible name of the trigger (and of the menu) when `trigger` is not text. */
  readonly triggerLabel?: string;
  readonly items: readonly MenuItem[];
  /** 'time' caps the list at 25rem instead of 35rem (spec 001 §9). */
  readonly variant?: 'default' | 'time';
}

/**
 * A menu button (WAI-ARIA menu pattern) on react-aria-components: Enter, Space or ↓ opens it on
 * the first enabled item, ↑ on the last; arrows, Home and End move, skipping disabled items;
 * Enter or Space chooses; choosing or Escape closes it and focus goes back to the trigger; a
 * click outside closes it. The popover sits 5 px under the trigger at its start edge, which is
 * the right edge in Arabic (react-aria mirrors 'start' with the page's direction).
 */
export function DropdownMenu({ trigger, triggerLabel, items, variant = 'default' }: DropdownMenuProps) {
  const disabledKeys = items.filter((item) => item.disabled).map((item) => item.id);
  const onAction = (key: Key) => items.find((item) => item.id === key && !item.disabled)?.onSelect();
  return (
    <div className="dropdown">
      <MenuTrigger>
        <Button className="button button--md button--secondary dropdown__trigger" aria-label={triggerLabel}>
          {trigger}
          <span aria-hidden="true" className="dropdown__caret">
            ▾
          </span>
        </Button>
        <Popover className="dropdown-popover" placement="bottom start" offset={POPUP_OFFSET}>
          <Menu
            className={`dropdown-menu dropdown-menu--${variant}`}
            items={items}
            disabledKeys={disabledKeys}
            onAction={onAction}
          >
            {(item) => (
              <AriaMenuItem id={item.id} className="dropdown-menu__item" textValue={item.label}>
                {item.label}
              </AriaMenuItem>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
