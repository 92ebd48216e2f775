import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { timeOffTouches } from '../../src-domain/schedules/availability.rules';
import type { LocationAvailability } from '../../src-domain/schedules/schedule-availability-api.port';
import type { ShiftFlag } from '../../src-domain/schedules/shift.model';
import { spanText, wallTime } from './availability-format';

/** The translation key of a shift flag: availability flags have their own area's keys. */
export const flagKey = (flag: ShiftFlag) =>
  flag === 'UNAVAILABLE' || flag === 'TIME_OFF'
    ? `scheduleAvailability.flags.${flag}`
    : `schedules.flags.${flag}`;

/**
 * The people with anything to mark on some day (weekly blocks or time off): the grid renders
 * AvailabilityMarks only for them, not in each of its 400-odd cells.
 */
export function markedPeople(availability: LocationAvailability | undefined): ReadonlySet<string> {
  if (!availability) return new Set();
  return new Set([
    ...availability.blocks.map((block) => block.personId),
    ...availability.timeOff.map((request) => request.personId),
  ]);
}

/** What the grid marks on a person's local day: their weekly blocks and their time off. */
export function marksOn(
  availability: LocationAvailability | undefined,
  personId: string | undefined,
  day: string,
) {
  if (!availability || personId === undefined) return { blocks: [], timeOff: [] };
  const weekday = DateTime.fromISO(day, { zone: 'UTC' }).weekday;
  return {
    blocks: availability.blocks.filter((block) => block.personId === personId && block.weekday === weekday),
    timeOff: availability.timeOff.filter(
      (request) => request.personId === personId && timeOffTouches(request, day, day),
    ),
  };
}

/**
 * A person's day on the week grid: "Unavailable 00:00–12:00" for each weekly block, and their
 * approved or pending time off (with `name` when the list is not a person's row).
 */
export function AvailabilityMarks({
  availability,
  personId,
  day,
  name,
}: {
  readonly availability: LocationAvailability | undefined;
  readonly personId: string | undefined;
  readonly day: string;
  readonly name?: string;
}) {
  const { t, i18n } = useTranslation();
  const { blocks, timeOff } = marksOn(availability, personId, day);
  if (blocks.length === 0 && timeOff.length === 0) return null;
  const who = name ? `${name}: ` : '';
  return (
    <ul className="availability__marks">
      {blocks.map((block, index) => (
        <li key={`block-${index}`} className="availability__mark availability__mark--blocked">
          {who}
          {t('scheduleAvailability.grid.unavailable', {
            from: wallTime(block.from, i18n.language),
            to: wallTime(block.to, i18n.language),
          })}
        </li>
      ))}
      {timeOff.map((request) => (
        <li
          key={`off-${request.id}`}
          className={`availability__mark availability__mark--${request.status.toLowerCase()}`}
        >
          {who}
          {t(`scheduleAvailability.grid.timeOff.${request.status === 'APPROVED' ? 'APPROVED' : 'PENDING'}`)}
          {request.fromTime ? ` · ${spanText(request, i18n.language)}` : ''}
        </li>
      ))}
    </ul>
  );
}
