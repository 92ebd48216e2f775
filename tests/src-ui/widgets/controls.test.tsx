import { createRef } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { avatarColour, AVATAR_COLOURS, initialsOf } from '../../../src-ui/widgets/avatar/avatar-colour';
import { Avatar } from '../../../src-ui/widgets/avatar/Avatar';
import { Badge, BADGE_COLOURS, BADGE_TIERS } from '../../../src-ui/widgets/badge/Badge';
import { Button, BUTTON_SIZES } from '../../../src-ui/widgets/button/Button';
import { IconButton, ICON_SIZES } from '../../../src-ui/widgets/button/IconButton';
import { PasswordField } from '../../../src-ui/widgets/password-field/PasswordField';
import { RemovableItem } from '../../../src-ui/widgets/removable-item/RemovableItem';
import { renderWidget } from './render-widget';

describe('Button and IconButton', () => {
  it('has the five sizes and the eight icon sizes of the spec', () => {
    expect(BUTTON_SIZES).toEqual(['xs', 'sm', 'md', 'lg', 'xl']);
    expect(ICON_SIZES).toEqual(['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl']);
  });

  it('while busy shows a spinner, is disabled and says it is busy', async () => {
    const onClick = jest.fn();
    const { container } = renderWidget(
      <Button busy size="lg" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveClass('button--lg');
    expect(container.querySelector('.spinner')).not.toBeNull();
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is pressed with Enter and Space when not busy', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWidget(<Button onClick={onClick}>Go</Button>);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('names a round icon button by its label and hides the icon', () => {
    renderWidget(<IconButton label="Add shift" size="xxxl" icon="+" />);
    const button = screen.getByRole('button', { name: 'Add shift' });
    expect(button).toHaveClass('icon-button--xxxl');
    expect(button.querySelector('[aria-hidden="true"]')).toHaveTextContent('+');
  });

  it('is plain for the header, keeps a placing class and passes its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWidget(<IconButton ref={ref} variant="plain" className="app-header__menu" label="Menu" icon="≡" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveClass('icon-button-plain', 'app-header__menu');
    expect(button).not.toHaveClass('icon-button');
    expect(ref.current).toBe(button);
  });
});

describe('Badge', () => {
  it('has the six tiers and the ten colours', () => {
    expect(BADGE_TIERS).toEqual(['xxs', 'xs', 'sm', 'md', 'lg', 'xl']);
    expect(BADGE_COLOURS).toHaveLength(10);
    renderWidget(
      <Badge tier="xxs" colour="accent">
        New
      </Badge>,
    );
    expect(screen.getByText('New')).toHaveClass('badge--xxs', 'badge--accent');
  });

  it('takes a placing class and a test id, keeping its own classes', () => {
    renderWidget(
      <Badge tier="sm" colour="info" className="row-mark" testId="mark">
        From SMS
      </Badge>,
    );
    expect(screen.getByTestId('mark')).toHaveClass('badge', 'badge--sm', 'badge--info', 'row-mark');
  });
});

describe('Avatar', () => {
  it('shows initials on a colour derived from avatarId plus name', () => {
    renderWidget(<Avatar first_name="ada" last_name="Lovelace" avatarId={7} size="lg" shape="square" />);
    const avatar = screen.getByRole('img', { name: 'ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
    expect(avatar).toHaveClass('avatar--lg', 'avatar--square');
    expect(avatar.style.backgroundColor).not.toBe('');
  });

  it('derives the same colour for the same person and another for another id', () => {
    expect(avatarColour(7, 'Ada Lovelace')).toBe(avatarColour(7, 'Ada Lovelace'));
    const colours = new Set(Array.from({ length: 40 }, (_unused, id) => avatarColour(id, 'Ada Lovelace')));
    expect(colours.size).toBeGreaterThan(1);
    expect(AVATAR_COLOURS).toContain(avatarColour(undefined, ''));
    expect(initialsOf('', '')).toBe('');
    expect(initialsOf(' émile ', 'zola')).toBe('ÉZ');
  });

  it('shows the image, and falls back to initials when it fails; hides initials on request', () => {
    renderWidget(<Avatar imgHref="/photo.png" first_name="Ada" last_name="Lovelace" />);
    const image = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  it('shows no letters when showInitials is false', () => {
    renderWidget(<Avatar first_name="Ada" last_name="Lovelace" showInitials={false} />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('');
  });
});

describe('PasswordField', () => {
  it('toggles visibility with its Show / Hide button, keeping the value', async () => {
    const user = userEvent.setup();
    renderWidget(<PasswordField label="Password" error="Too short" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Too short');
    await user.type(input, 'secret');
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Hide');
    expect(input).toHaveValue('secret');
  });
});

describe('RemovableItem', () => {
  function Items() {
    const [items, setItems] = useState(['Barista', 'Host']);
    return (
      <>
        {items.map((item) => (
          <RemovableItem key={item} onRemove={() => setItems(items.filter((other) => other !== item))}>
            {item}
          </RemovableItem>
        ))}
      </>
    );
  }

  it("removes an item with its 'remove item' button, described by the item", async () => {
    const user = userEvent.setup();
    renderWidget(<Items />);
    const buttons = screen.getAllByRole('button', { name: 'remove item' });
    expect(buttons[0]).toHaveAccessibleDescription('Barista');
    buttons[0]!.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Barista')).not.toBeInTheDocument();
    expect(screen.getByText('Host')).toBeInTheDocument();
  });
});
