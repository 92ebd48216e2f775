import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarBounds } from '../../../src-domain/time/calendar.rules';
import {
  displayMonth,
  parseMonthValue,
  toMonthValue,
} from '../../../src-domain/time/month-year-picker.rules';
import { todayUtc } from './calendar-date';
import { MonthGridView } from './MonthGridView';
import { PickerPopup } from './PickerPopup';

export interface MonthPickerProps {
  readonly label: string;
  /** 'YYYY-MM' or undefined. */
  readonly value?: string;
  /** Called with 'YYYY-MM' (spec 001 §2). */
  readonly onChange: (value: string) => void;
  /** Bounds as 'YYYY-MM-DD'; unreadable ones are ignored. */
  readonly min?: string;
  readonly max?: string;
}

/** A button showing the month as MM/YYYY that opens a 12-month grid with year steps. */
export function MonthPicker({ label, value, onChange, min, max }: MonthPickerProps) {
  const { t } = useTranslation();
  const bounds = useMemo(() => calendarBounds(min, max), [min, max]);
  const selected = parseMonthValue(value);
  const [year, setYear] = useState(() => (selected ?? todayUtc()).year);
  const shown = displayMonth(value) || t('widgets.monthPicker.none');
  return (
    <div className="field month-picker">
      <span className="field__label" aria-hidden="true">
        {label}
      </span>
      <PickerPopup
        triggerLabel={`${label}: ${shown}`}
        trigger={<span>{shown}</span>}
        triggerClassName="picker-trigger picker-trigger--value"
        dialogLabel={label}
      >
        {(close) => (
          <MonthGridView
            year={year}
            selected={selected}
            bounds={bounds}
            focusOnMount
            onYearChange={setYear}
            onChoose={(month) => {
              onChange(toMonthValue(month));
              close();
            }}
          />
        )}
      </PickerPopup>
    </div>
  );
}
