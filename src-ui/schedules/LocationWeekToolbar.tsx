import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WeekPicker } from '../widgets/date-picker/WeekPicker';

interface LocationWeekToolbarProps {
  /** The toolbar's own class (the screen lays it out). */
  readonly className: string;
  /** Label of the location select, already translated. */
  readonly locationLabel: string;
  readonly locations: readonly { readonly id: number; readonly name: string }[];
  readonly locationId: number | undefined;
  readonly onLocation: (locationId: number) => void;
  /** The Monday shown, `YYYY-MM-DD` ('' before the first read: this week). */
  readonly weekStart: string;
  /** Called with the Monday of the week chosen. */
  readonly onWeek: (weekStart: string) => void;
  /** What else the screen puts in the toolbar (a link, an export button). */
  readonly children?: ReactNode;
}

/**
 * The location and week a manager looks at (the schedule's week and the timesheets): a select of
 * the locations and the WeekPicker widget (Monday to Sunday, previous / next week).
 */
export function LocationWeekToolbar({
  className,
  locationLabel,
  locations,
  locationId,
  onLocation,
  weekStart,
  onWeek,
  children,
}: LocationWeekToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <label>
        {locationLabel}
        <select value={locationId ?? ''} onChange={(event) => onLocation(Number(event.target.value))}>
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </select>
      </label>
      <WeekPicker
        label={t('schedules.week.week')}
        value={weekStart || undefined}
        weekStart="MON"
        onChange={onWeek}
      />
      {children}
    </div>
  );
}
