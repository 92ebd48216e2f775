import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBounds } from '../../../src-domain/time/calendar.rules';
import { YEAR_GRID_SIZE, yearGrid } from '../../../src-domain/time/month-year-picker.rules';
import { localeDates } from './locale-dates';
import { OptionGrid } from './OptionGrid';
import { useLocale } from './use-locale';

/**
 * Twelve years (domain rule `yearGrid`: from 8 years before `anchorYear`), with buttons paging
 * twelve years back or forward; years wholly outside min / max are disabled.
 */
export function YearGridView({
  anchorYear,
  selectedYear,
  bounds,
  label,
  onChoose,
  focusOnMount = false,
}: {
  readonly anchorYear: number;
  readonly selectedYear?: number;
  readonly bounds: CalendarBounds;
  readonly label: string;
  readonly onChoose: (year: number) => void;
  readonly focusOnMount?: boolean;
}) {
  const { t } = useTranslation();
  const { locale, rtl } = useLocale();
  const [anchor, setAnchor] = useState(anchorYear);
  const currentYear = DateTime.local().year;
  const format = (year: number) => localeDates.year(DateTime.utc(year, 1, 1), locale);
  const years = yearGrid(anchor, bounds);
  const options = years.map(({ year, disabled }) => ({
    key: String(year),
    label: format(year),
    disabled,
    selected: year === selectedYear,
    current: year === currentYear,
  }));
  const range = `${format(years[0]!.year)} – ${format(years.at(-1)!.year)}`;
  return (
    <div className="grid-view">
      <div className="calendar-header">
        <button
          type="button"
          className="calendar-header__step"
          aria-label={t('widgets.datePicker.previousYears')}
          onClick={() => setAnchor(anchor - YEAR_GRID_SIZE)}
        >
          <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
        </button>
        <span className="calendar-header__title" aria-live="polite">
          {range}
        </span>
        <button
          type="button"
          className="calendar-header__step"
          aria-label={t('widgets.datePicker.nextYears')}
          onClick={() => setAnchor(anchor + YEAR_GRID_SIZE)}
        >
          <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
        </button>
      </div>
      <OptionGrid
        key={anchor}
        label={label}
        options={options}
        focusOnMount={focusOnMount}
        onChoose={(key) => onChoose(Number(key))}
      />
    </div>
  );
}
