import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { phoneValidity } from '../../../src-ui/widgets/phone-input/phone-validity';
import { PhoneInput } from '../../../src-ui/widgets/phone-input/PhoneInput';
import { renderWidget } from './render-widget';

describe('phoneValidity', () => {
  it.each([
    ['', 'US', { e164: undefined, valid: false, empty: true }],
    ['   ', 'US', { e164: undefined, valid: false, empty: true }],
    ['(201) 555-0123', 'US', { e164: '+12015550123', valid: true, empty: false }],
    ['+44 20 7183 8750', 'US', { e164: '+442071838750', valid: true, empty: false }],
    ['12', 'GB', { e164: undefined, valid: false, empty: false }],
    ['not a phone', 'FR', { e164: undefined, valid: false, empty: false }],
  ] as const)('%j in %s', (text, country, expected) => {
    expect(phoneValidity(text, country)).toEqual({ ...expected, country });
  });
});

describe('PhoneInput validity', () => {
  it('reports empty, wrong and valid numbers as they are typed, and again on leaving the field', async () => {
    const user = userEvent.setup();
    const onValidityChange = jest.fn();
    renderWidget(<PhoneInput label="Mobile" country="US" onValidityChange={onValidityChange} />);
    const number = screen.getByLabelText('Phone number');
    await user.type(number, '20');
    expect(onValidityChange).toHaveBeenLastCalledWith({
      e164: undefined,
      valid: false,
      empty: false,
      country: 'US',
    });
    // The widget's own message waits for the user to leave the field.
    expect(number).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await user.clear(number);
    expect(onValidityChange).toHaveBeenLastCalledWith(expect.objectContaining({ empty: true, valid: false }));
    await user.type(number, '2015550123');
    expect(onValidityChange).toHaveBeenLastCalledWith({
      e164: '+12015550123',
      valid: true,
      empty: false,
      country: 'US',
    });
  });

  it('shows the form’s message instead of its own, and keeps the text', async () => {
    const user = userEvent.setup();
    function Form() {
      const [error, setError] = useState<string | undefined>(undefined);
      return (
        <>
          <PhoneInput label="Mobile" country="GB" error={error} />
          <button type="button" onClick={() => setError('Enter the correct phone number.')}>
            Submit
          </button>
        </>
      );
    }
    renderWidget(<Form />);
    const number = screen.getByLabelText('Phone number');
    await user.type(number, '12');
    await user.tab();
    expect(number).toHaveAccessibleDescription('Enter a valid phone number for United Kingdom.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Enter the correct phone number.');
    expect(number).toHaveValue('12');
  });
});

describe('PhoneInput default country', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts on the country the browser’s language suggests for the page language', () => {
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en-GB']);
    renderWidget(<PhoneInput label="Mobile" />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
  });

  it('starts on the language’s usual country when the browser names none', () => {
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de']);
    renderWidget(<PhoneInput label="Mobile" />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
  });
});
