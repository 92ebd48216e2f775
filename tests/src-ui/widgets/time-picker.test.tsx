import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimePicker } from '../../../src-ui/widgets/time-picker/TimePicker';
import { pickerOptions } from '../../../src-ui/widgets/time-picker/time-picker-options';
import { renderWidget } from './render-widget';

function renderTime(props: Partial<Parameters<typeof TimePicker>[0]> = {}) {
  const onChange = jest.fn();
  renderWidget(
    <>
      <TimePicker label="Shift start" onChange={onChange} {...props} />
      <button type="button">After</button>
    </>,
  );
  return { onChange, input: screen.getByLabelText('Shift start') as HTMLInputElement };
}

describe('TimePicker', () => {
  it('accepts only the strict format (HH:mm by default)', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderTime();
    await user.type(input, '9:5');
    await user.tab();
    // '9:5' has no suggestion starting with it, and is not HH:mm.
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter a time as HH:mm/);
    expect(input).toHaveValue('9:5');
    await user.clear(input);
    await user.type(input, '09:05{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('09:05');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it.each(['{Enter}', '{ArrowRight}', '{Tab}'])(
    'accepts the autocomplete suggestion with %s',
    async (key) => {
      const user = userEvent.setup();
      const { onChange, input } = renderTime({ stepMinutes: 30 });
      await user.type(input, '13');
      expect(
        screen.getByText('Suggestion: 13:00. Press Enter, Tab or the right arrow to accept it.'),
      ).toBeInTheDocument();
      await user.keyboard(key);
      expect(onChange).toHaveBeenLastCalledWith('13:00');
      expect(input).toHaveValue('13:00');
    },
  );

  it('steps hours and snapped minutes with the arrow keys, by the part under the caret', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderTime({ stepMinutes: 15, hourStep: 2 });
    await user.type(input, '09:07');
    input.setSelectionRange(4, 4);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('09:15');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('09:30');
    // The caret stays on the part it stepped (synchronously, before the next key).
    expect(input.selectionStart).toBe(4);
    input.setSelectionRange(1, 1);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('07:30');
    expect(onChange).toHaveBeenLastCalledWith('07:30');
  });

  it('moves the AM/PM part by 12 hours', async () => {
    const user = userEvent.setup();
    const { input } = renderTime({ format: 'hh:mm A', stepMinutes: 30 });
    await user.type(input, '09:30 AM');
    input.setSelectionRange(7, 7);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('09:30 PM');
  });

  it('is in its error state before the minimum or after the maximum', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderTime({ min: '06:00', max: '22:00' });
    await user.type(input, '05:45{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose 06:00 or later.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '22:15{Enter}');
    expect(screen.getByText('Choose 22:00 or earlier.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lists the options in a listbox with durations, chosen by keyboard', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderTime({
      min: '06:00',
      max: '08:00',
      stepMinutes: 30,
      showDurations: true,
    });
    await user.click(screen.getByRole('button', { name: 'Show times' }));
    const list = screen.getByRole('listbox', { name: 'Shift start' });
    expect(list).toHaveClass('dropdown-menu--time');
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '06:000m',
      '06:3030m',
      '07:001 hrs',
      '07:301 hrs 30m',
      '08:002 hrs',
    ]);
    expect(options[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('07:00');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show times' }));
    expect(screen.getByRole('option', { name: '07:00 1 hrs' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('wraps and jumps with Home / End, keeps the time chosen again, and closes on Tab', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderTime({ min: '06:00', max: '07:00', stepMinutes: 30 });
    await user.click(screen.getByRole('button', { name: 'Show times' }));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: '07:00' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '06:00' })).toHaveFocus();
    await user.keyboard('{End}{Home}{End} ');
    expect(onChange).toHaveBeenLastCalledWith('07:00');
    await user.click(screen.getByRole('button', { name: 'Show times' }));
    expect(screen.getByRole('option', { name: '07:00' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('07:00');
    expect(input).toHaveValue('07:00');
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show times' }));
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("over 200 options: empty list and 'Too many options for time picker' on the console", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(pickerOptions(5)).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Too many options for time picker');
    expect(pickerOptions(10, 'HH:mm', undefined, undefined, 200)).toHaveLength(144);
    const user = userEvent.setup();
    renderTime({ stepMinutes: 5 });
    await user.click(screen.getByRole('button', { name: 'Show times' }));
    expect(screen.getByRole('option', { name: 'No times to choose' })).toBeInTheDocument();
    warn.mockRestore();
  });
});
