import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarBounds } from '../../../src-domain/time/calendar.rules';
import { todayUtc } from './calendar-date';
import { PickerPopup } from './PickerPopup';
import { YearGridView } from './YearGridView';

export interface YearPickerProps {
  readonly label: string;
  /** 'YYYY' or undefined. */
  readonly value?: string;
  /** Called with 'YYYY' (spec 001 §2). */
  readonly onChange: (value: string) => void;
  readonly min?: string;
  readonly max?: string;
}

/** A button showing the year that opens a grid of 12 years starting 8 years before this one. */
export function YearPicker({ label, value, onChange, min, max }: YearPickerProps) {
  const { t } = useTranslation();
  const bounds = useMemo(() => calendarBounds(min, max), [min, max]);
  const selectedYear = value && /^\d{4}$/.test(value) ? Number(value) : undefined;
  const shown = selectedYear !== undefined ? String(selectedYear) : t('widgets.yearPicker.none');
  return (
    <div className="field year-picker">
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
          <YearGridView
            anchorYear={todayUtc().year}
            selectedYear={selectedYear}
            bounds={bounds}
            label={label}
            focusOnMount
            onChoose={(year) => {
              onChange(String(year));
              close();
            }}
          />
        )}
      </PickerPopup>
    </div>
  );
}
