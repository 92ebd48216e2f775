import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { DatePicker } from '../../../src-ui/widgets/date-picker/DatePicker';
import { MonthPicker } from '../../../src-ui/widgets/date-picker/MonthPicker';
import { WeekPicker } from '../../../src-ui/widgets/date-picker/WeekPicker';
import { YearPicker } from '../../../src-ui/widgets/date-picker/YearPicker';
import { renderWidget } from './render-widget';

function ControlledDate(props: {
  min?: string;
  max?: string;
  initial?: string;
  onChange?: (value?: string) => void;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <DatePicker
        label="Start date"
        value={value}
        min={props.min}
        max={props.max}
        highlighted={(date) => date.weekday === 6}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <button type="button">After</button>
    </>
  );
}

describe('DatePicker', () => {
  it("accepts a typed date only in the format and shows it as 'MMM DD, YYYY'", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWidget(<ControlledDate onChange={onChange} />);
    const input = screen.getByLabelText('Start date');
    await user.type(input, '2025-02-30');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('2025-02-30');
    expect(input).toHaveAccessibleDescription(/Enter a valid date as YYYY-MM-DD/);
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '2025-03-07{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-07');
    await user.tab();
    expect(input).toHaveValue('Mar 07, 2025');
    await user.click(input);
    expect(input).toHaveValue('2025-03-07');
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('selects the date when the field is entered, so a typed date replaces it, and keeps it valid on leaving', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWidget(<ControlledDate initial="2025-03-14" onChange={onChange} />);
    const input = screen.getByLabelText('Start date');
    expect(input).toHaveValue('Mar 14, 2025');
    act(() => input.focus());
    expect(input).toHaveValue('2025-03-14');
    await user.keyboard('2025-03-07{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-07');
    expect(input).toHaveValue('2025-03-07');
    await user.tab();
    expect(input).toHaveValue('Mar 07, 2025');
    expect(input).not.toHaveAttribute('aria-invalid');
    // Leaving a field whose date did not change reports nothing.
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('refuses a typed date outside min / max', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWidget(<ControlledDate min="2025-03-05" max="2025-04-20" onChange={onChange} />);
    await user.type(screen.getByLabelText('Start date'), '2025-03-04{Enter}');
    expect(screen.getByText('This date is outside the dates you can choose.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens a calendar on the selected day with day states, ddd headers and full-date labels', async () => {
    const user = userEvent.setup();
    renderWidget(<ControlledDate initial="2025-03-14" min="2025-03-05" max="invalid" />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose Start date' });
    const grid = within(dialog).getByRole('grid');
    // react-aria hides the header row from assistive technology: each day's label names its weekday.
    expect(Array.from(grid.querySelectorAll('th'), (cell) => cell.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    const selected = within(grid).getByRole('button', { name: /Friday, March 14, 2025/ });
    expect(selected).toHaveFocus();
    expect(selected).toHaveClass('calendar-day--selected');
    expect(within(grid).getByRole('button', { name: /Tuesday, March 4, 2025/ })).toHaveClass(
      'calendar-day--disabled',
    );
    expect(within(grid).getByRole('button', { name: /Saturday, March 15, 2025/ })).toHaveClass(
      'calendar-day--highlighted',
    );
    // max 'invalid' is ignored: days far after stay choosable.
    expect(within(grid).getByRole('button', { name: /Monday, March 31, 2025/ })).not.toHaveClass(
      'calendar-day--disabled',
    );
    expect(grid.querySelector('.calendar-day--outside-month')).not.toBeNull();

    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus();
    expect(screen.getByLabelText('Start date')).toHaveValue('Mar 15, 2025');
  });

  it('marks today and zooms day → month → year and back to the days', async () => {
    const user = userEvent.setup();
    renderWidget(<ControlledDate initial="2025-03-14" />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await user.click(screen.getByRole('button', { name: /March 2025, choose another month/ }));
    const months = screen.getByRole('group', { name: 'Months of 2025' });
    expect(within(months).getAllByRole('button')).toHaveLength(12);
    expect(within(months).getByRole('button', { name: 'March 2025' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /2025, choose another year/ }));
    const years = screen.getByRole('group', { name: 'Years' });
    expect(
      within(years)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(Array.from({ length: 12 }, (_unused, index) => String(2017 + index)));
    await user.click(within(years).getByRole('button', { name: '2024' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Months of 2024' })).getByRole('button', {
        name: 'July 2024',
      }),
    );
    expect(screen.getByRole('button', { name: /July 2024, choose another month/ })).toBeInTheDocument();
    expect(screen.getByRole('grid')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks today', async () => {
    const user = userEvent.setup();
    renderWidget(<ControlledDate />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(screen.getByRole('grid').querySelector('.calendar-day--today')).not.toBeNull();
  });
});

describe('WeekPicker', () => {
  function Week(props: { weekStart?: 'SUN' | 'MON' }) {
    const [value, setValue] = useState('2025-03-12');
    return (
      <WeekPicker
        label="Rota week"
        value={value}
        onChange={setValue}
        min="2025-03-01"
        max="2025-03-31"
        weekStart={props.weekStart}
      />
    );
  }

  it('starts on Monday, steps by 7 days and disables the buttons beyond min / max', async () => {
    const user = userEvent.setup();
    renderWidget(<Week />);
    const range = screen.getByRole('status');
    expect(range).toHaveTextContent('Mar 10 – Mar 16, 2025');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(range).toHaveTextContent('Mar 17 – Mar 23, 2025');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(range).toHaveTextContent('Mar 24 – Mar 30, 2025');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(range).toHaveTextContent('Mar 31 – Apr 6, 2025');
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
    for (let step = 0; step < 5; step++)
      await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(range).toHaveTextContent('Feb 24 – Mar 2, 2025');
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  });

  it('can start on Sunday', () => {
    renderWidget(<Week weekStart="SUN" />);
    expect(screen.getByRole('status')).toHaveTextContent('Mar 9 – Mar 15, 2025');
  });
});

describe('MonthPicker and YearPicker', () => {
  it('outputs YYYY-MM and shows MM/YYYY, months outside the bounds disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWidget(<MonthPicker label="Payroll month" value="2025-03" min="2025-02-10" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Payroll month: 03/2025' });
    await user.click(trigger);
    const grid = screen.getByRole('group', { name: 'Months of 2025' });
    expect(within(grid).getByRole('button', { name: 'March 2025' })).toHaveFocus();
    expect(within(grid).getByRole('button', { name: 'January 2025' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(grid).getByRole('button', { name: 'January 2025' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2025-06');
    expect(trigger).toHaveFocus();
  });

  it('steps the year in the month grid', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWidget(<MonthPicker label="Payroll month" value="2025-03" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Payroll month/ }));
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    await user.click(screen.getByRole('button', { name: 'December 2026' }));
    expect(onChange).toHaveBeenCalledWith('2026-12');
  });

  it('shows 12 years from 8 years before this one and outputs YYYY; arrows mirror in the grid', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const thisYear = DateTime.local().year;
    renderWidget(<YearPicker label="Report year" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Report year: No year chosen' }));
    const grid = screen.getByRole('group', { name: 'Report year' });
    const years = within(grid)
      .getAllByRole('button')
      .map((button) => Number(button.textContent));
    expect(years[0]).toBe(thisYear - 8);
    expect(years).toHaveLength(12);
    expect(within(grid).getByRole('button', { name: String(thisYear) })).toHaveClass(
      'option-grid__option--current',
    );
    expect(within(grid).getAllByRole('button')[0]).toHaveFocus();
    await user.keyboard('{End}{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenCalledWith(String(thisYear + 2));
    await user.click(screen.getByRole('button', { name: /Report year/ }));
    await user.click(screen.getByRole('button', { name: 'Next years' }));
    expect(
      within(screen.getByRole('group', { name: 'Report year' })).getAllByRole('button')[0],
    ).toHaveTextContent(String(thisYear + 4));
  });
});
