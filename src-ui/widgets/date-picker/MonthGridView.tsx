import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import type { CalendarBounds } from '../../../src-domain/time/calendar.rules';
import { monthGrid, parseMonthValue } from '../../../src-domain/time/month-year-picker.rules';
import { localeDates } from './locale-dates';
import { OptionGrid } from './OptionGrid';
import { useLocale } from './use-locale';

/**
 * The 12 months of `year` (domain rule `monthGrid`: disabled when wholly outside min / max)
 * with previous / next year buttons and, when `onZoomOut` is given, a heading button that
 * zooms out to the years.
 */
export function MonthGridView({
  year,
  selected,
  bounds,
  onChoose,
  onYearChange,
  onZoomOut,
  focusOnMount = false,
}: {
  readonly year: number;
  readonly selected?: DateTime;
  readonly bounds: CalendarBounds;
  /** The first day of the chosen month (UTC). */
  readonly onChoose: (month: DateTime) => void;
  readonly onYearChange: (year: number) => void;
  readonly onZoomOut?: () => void;
  readonly focusOnMount?: boolean;
}) {
  const { t } = useTranslation();
  const { locale, rtl } = useLocale();
  const thisMonth = DateTime.local();
  const options = monthGrid(year, bounds).map((month) => {
    const date = parseMonthValue(month.value)!.setLocale(locale);
    return {
      key: month.value,
      label: date.toFormat('LLL'),
      ariaLabel: localeDates.monthYear(date, locale),
      disabled: month.disabled,
      selected: selected !== undefined && selected.year === year && selected.month === date.month,
      current: thisMonth.year === year && thisMonth.month === date.month,
    };
  });
  const yearText = localeDates.year(DateTime.utc(year, 1, 1), locale);
  return (
    <div className="grid-view">
      <div className="calendar-header">
        <button
          type="button"
          className="calendar-header__step"
          aria-label={t('widgets.datePicker.previousYear')}
          onClick={() => onYearChange(year - 1)}
        >
          <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
        </button>
        {onZoomOut ? (
          <button
            type="button"
            className="calendar-header__zoom"
            aria-label={t('widgets.datePicker.chooseYear', { year: yearText })}
            onClick={onZoomOut}
          >
            {yearText}
          </button>
        ) : (
          <span className="calendar-header__title" aria-live="polite">
            {yearText}
          </span>
        )}
        <button
          type="button"
          className="calendar-header__step"
          aria-label={t('widgets.datePicker.nextYear')}
          onClick={() => onYearChange(year + 1)}
        >
          <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
        </button>
      </div>
      <OptionGrid
        key={year}
        label={t('widgets.datePicker.months', { year: yearText })}
        options={options}
        focusOnMount={focusOnMount}
        onChoose={(value) => onChoose(parseMonthValue(value)!)}
      />
    </div>
  );
}
