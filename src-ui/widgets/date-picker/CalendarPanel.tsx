import type { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isOutsideBounds,
  zoomInAfterSelect,
  zoomOut,
  type CalendarBounds,
  type CalendarView,
} from '../../../src-domain/time/calendar.rules';
import type { WeekDay } from '../../../src-domain/time/week-picker.rules';
import { todayUtc } from './calendar-date';
import { DayCalendar } from './DayCalendar';
import { MonthGridView } from './MonthGridView';
import { YearGridView } from './YearGridView';

export interface CalendarPanelProps {
  readonly selected?: DateTime;
  readonly onSelect: (date: DateTime) => void;
  readonly bounds: CalendarBounds;
  readonly highlighted?: (date: DateTime) => boolean;
  readonly weekStart?: WeekDay;
  readonly focusOnMount?: boolean;
}

/**
 * The date picker's calendar with its three views (spec 001 §2): the heading zooms out day →
 * month → year; choosing a year shows its months, choosing a month shows its days.
 */
export function CalendarPanel({
  selected,
  onSelect,
  bounds,
  highlighted,
  weekStart,
  focusOnMount = false,
}: CalendarPanelProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<CalendarView>('day');
  const [focused, setFocused] = useState<DateTime>(() => selected ?? clampToBounds(todayUtc(), bounds));
  const [zoomed, setZoomed] = useState(false);

  if (view === 'year') {
    return (
      <YearGridView
        anchorYear={focused.year}
        selectedYear={selected?.year}
        focusOnMount
        bounds={bounds}
        label={t('widgets.datePicker.years')}
        onChoose={(year) => {
          setFocused(focused.set({ year }));
          setView(zoomInAfterSelect('year'));
        }}
      />
    );
  }
  if (view === 'month') {
    return (
      <MonthGridView
        year={focused.year}
        selected={selected}
        bounds={bounds}
        focusOnMount
        onYearChange={(year) => setFocused(focused.set({ year }))}
        onZoomOut={() => setView(zoomOut('month'))}
        onChoose={(month) => {
          setFocused(focused.set({ month: month.month, day: 1 }));
          setView(zoomInAfterSelect('month'));
        }}
      />
    );
  }
  return (
    <DayCalendar
      selected={selected}
      focused={focused}
      onFocusChange={setFocused}
      onSelect={onSelect}
      onZoomOut={() => {
        setZoomed(true);
        setView(zoomOut('day'));
      }}
      bounds={bounds}
      highlighted={highlighted}
      weekStart={weekStart}
      focusOnMount={focusOnMount || zoomed}
    />
  );
}

/** `date` moved inside the bounds, so the first view shows a month with choosable days. */
function clampToBounds(date: DateTime, bounds: CalendarBounds): DateTime {
  if (bounds.min && isOutsideBounds(date, { min: bounds.min })) return bounds.min;
  if (bounds.max && isOutsideBounds(date, { max: bounds.max })) return bounds.max;
  return date;
}
