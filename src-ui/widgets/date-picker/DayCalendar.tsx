import type { DateTime } from 'luxon';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  I18nProvider,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { dayState, type CalendarBounds } from '../../../src-domain/time/calendar.rules';
import type { WeekDay } from '../../../src-domain/time/week-picker.rules';
import { fromCalendarDate, toCalendarDate, todayUtc } from './calendar-date';
import { localeDates } from './locale-dates';
import { useLocale } from './use-locale';

export interface DayCalendarProps {
  readonly selected?: DateTime;
  /** Any day of the month shown; the focused day. */
  readonly focused: DateTime;
  readonly onFocusChange: (date: DateTime) => void;
  readonly onSelect: (date: DateTime) => void;
  /** The heading button: zooms out to the month view. */
  readonly onZoomOut: () => void;
  readonly bounds: CalendarBounds;
  readonly highlighted?: (date: DateTime) => boolean;
  readonly weekStart?: WeekDay;
  readonly focusOnMount?: boolean;
}

/**
 * The day view of the date picker on react-aria's Calendar (grid semantics, arrow / Page /
 * Home / End keys, day names 'ddd', cell labels like 'Monday, January 6, 2025' in the active
 * language). Days carry the domain's states as classes: selected, today, disabled (outside
 * min / max), highlighted and outside-month.
 */
export function DayCalendar({
  selected,
  focused,
  onFocusChange,
  onSelect,
  onZoomOut,
  bounds,
  highlighted,
  weekStart = 'MON',
  focusOnMount = false,
}: DayCalendarProps) {
  const { t } = useTranslation();
  const { locale, rtl } = useLocale();
  const today = todayUtc();
  const heading = localeDates.monthYear(focused, locale);
  return (
    <I18nProvider locale={locale}>
      <Calendar
        aria-label={t('widgets.datePicker.calendar')}
        className="day-calendar"
        value={selected ? toCalendarDate(selected) : null}
        focusedValue={toCalendarDate(focused)}
        onFocusChange={(date) => onFocusChange(fromCalendarDate(date))}
        onChange={(date) => onSelect(fromCalendarDate(date))}
        minValue={bounds.min ? toCalendarDate(bounds.min) : undefined}
        maxValue={bounds.max ? toCalendarDate(bounds.max) : undefined}
        firstDayOfWeek={weekStart.toLowerCase() as 'mon'}
        // react-aria moves focus to the focused day when the popup opens (dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnMount}
      >
        <div className="calendar-header">
          <Button
            slot="previous"
            className="calendar-header__step"
            aria-label={t('widgets.datePicker.previousMonth')}
          >
            <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
          </Button>
          <button
            type="button"
            className="calendar-header__zoom"
            aria-label={t('widgets.datePicker.chooseMonth', { month: heading })}
            onClick={onZoomOut}
          >
            {heading}
          </button>
          <Button
            slot="next"
            className="calendar-header__step"
            aria-label={t('widgets.datePicker.nextMonth')}
          >
            <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
          </Button>
        </div>
        <CalendarGrid weekdayStyle="short" className="day-calendar__grid">
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className="day-calendar__weekday">{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => {
              const state = dayState(fromCalendarDate(date), {
                today,
                viewMonth: focused,
                selected,
                bounds,
                highlighted,
              });
              const classes = ['calendar-day'];
              if (state.selected) classes.push('calendar-day--selected');
              if (state.today) classes.push('calendar-day--today');
              if (state.disabled) classes.push('calendar-day--disabled');
              if (state.highlighted) classes.push('calendar-day--highlighted');
              if (state.outsideMonth) classes.push('calendar-day--outside-month');
              return <CalendarCell date={date} className={classes.join(' ')} />;
            }}
          </CalendarGridBody>
        </CalendarGrid>
      </Calendar>
    </I18nProvider>
  );
}
