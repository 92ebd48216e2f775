import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarBounds } from '../../../src-domain/time/calendar.rules';
import {
  DEFAULT_DATE_FORMAT,
  formatCalendarDate,
  parseCalendarDate,
} from '../../../src-domain/time/calendar-format.rules';
import {
  DEFAULT_WEEK_START,
  startOfWeek,
  stepWeek,
  weekDays,
  weekNavigation,
  type WeekDay,
} from '../../../src-domain/time/week-picker.rules';
import { todayUtc } from './calendar-date';
import { localeDates } from './locale-dates';
import { useLocale } from './use-locale';

export interface WeekPickerProps {
  readonly label: string;
  /** Any day of the week in 'YYYY-MM-DD'; the current week when undefined. */
  readonly value?: string;
  /** Called with the first day of the new week, 'YYYY-MM-DD'. */
  readonly onChange: (value: string) => void;
  readonly min?: string;
  readonly max?: string;
  /** First day of the week, Monday by default (SUN–SAT selectable). */
  readonly weekStart?: WeekDay;
}

/**
 * Steps through weeks by 7 days (spec 001 §2) with previous / next buttons that are disabled
 * when the whole neighbouring week lies beyond min / max. The shown week is announced politely.
 */
export function WeekPicker({
  label,
  value,
  onChange,
  min,
  max,
  weekStart = DEFAULT_WEEK_START,
}: WeekPickerProps) {
  const { t } = useTranslation();
  const { locale, rtl } = useLocale();
  const id = useId();
  const bounds = useMemo(() => calendarBounds(min, max), [min, max]);
  const date = parseCalendarDate(value, DEFAULT_DATE_FORMAT) ?? todayUtc();
  const days = weekDays(date, weekStart);
  const { previousDisabled, nextDisabled } = weekNavigation(date, bounds, weekStart);
  const range = t('widgets.weekPicker.range', {
    start: localeDates.dayMonth(days[0]!, locale),
    end: localeDates.dayMonthYear(days[6]!, locale),
  });
  const go = (direction: 1 | -1) =>
    onChange(formatCalendarDate(startOfWeek(stepWeek(date, direction), weekStart)));

  return (
    <div className="week-picker" role="group" aria-labelledby={id}>
      <span id={id} className="week-picker__label">
        {label}
      </span>
      <div className="week-picker__controls">
        <button
          type="button"
          className="calendar-header__step"
          aria-label={t('widgets.weekPicker.previous')}
          disabled={previousDisabled}
          onClick={() => go(-1)}
        >
          <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
        </button>
        <output className="week-picker__range" aria-live="polite">
          {range}
        </output>
        <button
          type="button"
          className="calendar-header__step"
          aria-label={t('widgets.weekPicker.next')}
          disabled={nextDisabled}
          onClick={() => go(1)}
        >
          <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
        </button>
      </div>
    </div>
  );
}
