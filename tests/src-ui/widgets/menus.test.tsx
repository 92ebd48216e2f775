import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu } from '../../../src-ui/widgets/dropdown-menu/DropdownMenu';
import { MultiLevelSelector } from '../../../src-ui/widgets/multi-level-selector/MultiLevelSelector';
import { POPUP_FALLBACK_PLACEMENTS, POPUP_OFFSET } from '../../../src-ui/widgets/popup/popup-position';
import { Tooltip, TOOLTIP_HIDE_DELAY_MS } from '../../../src-ui/widgets/tooltip/Tooltip';
import { renderWidget } from './render-widget';
import { useLocation } from 'react-router-dom';
import { AriaProviders } from '../../../src-ui/language/AriaProviders';

/** Shows the router's path, to see where a link item led. */
function RoutedPath() {
  return <p data-testid="routed-path">{useLocation().pathname}</p>;
}

const frame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('popup positioning', () => {
  it('uses offset 5 and the four fallback placements of the spec', () => {
    expect(POPUP_OFFSET).toBe(5);
    expect(POPUP_FALLBACK_PLACEMENTS).toEqual(['top-start', 'bottom-start', 'top-end', 'bottom-end']);
  });
});

describe('DropdownMenu', () => {
  function renderMenu(variant: 'default' | 'time' = 'default') {
    const chosen: string[] = [];
    const items = ['Edit', 'Archive', 'Delete'].map((label) => ({
      id: label,
      label,
      disabled: label === 'Archive',
      onSelect: () => chosen.push(label),
    }));
    renderWidget(<DropdownMenu trigger="Actions" items={items} variant={variant} />);
    return chosen;
  }

  it('opens with ArrowDown on the first item, skips disabled ones, chooses with Enter and returns focus', async () => {
    const user = userEvent.setup();
    const chosen = renderMenu();
    const trigger = screen.getByRole('button', { name: /Actions/ });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await frame();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Actions' });
    expect(menu).toHaveClass('dropdown-menu--default');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chosen).toEqual(['Delete']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // react-aria gives focus back in the next animation frame, once the popover is gone.
    await frame();
    expect(trigger).toHaveFocus();
  });

  it('opens on the last item with ArrowUp and closes with Escape', async () => {
    const user = userEvent.setup();
    renderMenu('time');
    await user.tab();
    await user.keyboard('{ArrowUp}');
    await frame();
    expect(screen.getByRole('menu')).toHaveClass('dropdown-menu--time');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await frame();
    expect(screen.getByRole('button', { name: /Actions/ })).toHaveFocus();
  });

  it('ignores a disabled item and closes on a click outside', async () => {
    const user = userEvent.setup();
    const chosen = renderMenu();
    await user.click(screen.getByRole('button', { name: /Actions/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    expect(chosen).toEqual([]);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('DropdownMenu with its own trigger, a header and link items (the user menu)', () => {
  it('shows the header above the menu, not in it, and follows a link item through the router', async () => {
    const user = userEvent.setup();
    renderWidget(
      <AriaProviders>
        <DropdownMenu
          trigger={<span>Account</span>}
          triggerClassName="own-trigger"
          header={<p>Olivia Owner</p>}
          popoverClassName="own-popover"
          align="end"
          items={[
            { id: 'profile', label: 'Profile', href: '/profile' },
            { id: 'logout', label: 'Log out', href: '/logout' },
          ]}
        />
        <RoutedPath />
      </AriaProviders>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveClass('own-trigger');
    expect(trigger.querySelector('.dropdown__caret')).toBeNull();
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(menu.closest('.own-popover')).not.toBeNull();
    expect(screen.getByText('Olivia Owner').closest('[role="menu"]')).toBeNull();
    expect(screen.getByText('Olivia Owner').closest('.own-popover')).not.toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(screen.getByTestId('routed-path')).toHaveTextContent('/profile');
  });
});

describe('MultiLevelSelector', () => {
  it('walks down and back up the levels and chooses an item', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const items = [
      { id: 'north', label: 'North', children: [{ id: 'harbour', label: 'Harbour' }] },
      { id: 'south', label: 'South' },
    ];
    renderWidget(<MultiLevelSelector label="Location" items={items} value="south" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'South' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Open North' }));
    await frame();
    expect(screen.getByRole('button', { name: 'Harbour' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith({ id: 'harbour', label: 'Harbour' });
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByRole('button', { name: 'South' })).toBeInTheDocument();
  });
});

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows on keyboard focus and hover, hides 300 ms after the pointer leaves, at once on Escape', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWidget(
      <>
        <Tooltip content="Explains the swap">
          <button type="button">Swap</button>
        </Tooltip>
        <button type="button">Elsewhere</button>
      </>,
    );
    expect(TOOLTIP_HIDE_DELAY_MS).toBe(300);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Explains the swap');
    expect(screen.getByRole('button', { name: 'Swap' })).toHaveAccessibleDescription('Explains the swap');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // A pointer user: react-aria opens on hover only once the last input was a pointer.
    await user.click(document.body);
    await user.hover(screen.getByRole('button', { name: 'Swap' }));
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(screen.getByRole('button', { name: 'Swap' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS - 1));
    expect(screen.getByRole('tooltip')).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
