import { useTranslation } from 'react-i18next';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';

/** Server codes with their own sentence in `schedules.errors`. */
const KNOWN = new Set([
  'SCHEDULES.NOT_A_LOCATION',
  'SCHEDULES.SERVICE_MISSING',
  'SCHEDULES.FORBIDDEN',
  'SCHEDULES.INVALID_TIMES',
  'SCHEDULES.OUTSIDE_WEEK',
  'SCHEDULES.PERSON_NOT_FOUND',
  'SCHEDULES.SHIFT_NOT_FOUND',
  'SCHEDULES.STALE_SHIFT',
  'SCHEDULES.NOTHING_TO_PUBLISH',
  'SCHEDULES.NOT_EMPTY',
  'SCHEDULES.NOT_OFFERABLE',
  'SCHEDULES.ALREADY_REQUESTED',
  'SCHEDULES.ALREADY_TAKEN',
  'SCHEDULES.NOT_WAITING',
  'SCHEDULES.LABOUR_RULES',
  'SCHEDULES.TAKER_UNAVAILABLE',
  'SCHEDULES.NOT_OFFERED_TO_YOU',
  'SCHEDULES.NOT_QUALIFIED',
  'SCHEDULES.TEMPLATE_NOT_FOUND',
  'SCHEDULES.TEMPLATE_NAME_TAKEN',
  'SCHEDULES.INVALID_TEMPLATE_NAME',
  'SCHEDULES.EMPTY_WEEK',
]);

/** Server codes of availability and time off, with their sentence in `scheduleAvailability.errors`. */
const AVAILABILITY = new Set([
  'SCHEDULES.INVALID_AVAILABILITY',
  'SCHEDULES.INVALID_TIME_OFF',
  'SCHEDULES.TIME_OFF_NOT_FOUND',
  'SCHEDULES.NOT_PENDING',
]);

/** Server codes of wages and minors, with their sentence in `scheduleWages.errors`. */
const WAGES = new Set(['SCHEDULES.INVALID_WAGES']);

/** The sentence for a failed schedules call, in the user's language. */
export function useScheduleError(): (code: string | undefined) => string {
  const { t } = useTranslation();
  return (code) => {
    if (code !== undefined && WAGES.has(code)) return t(`scheduleWages.errors.${code.replace('.', '_')}`);
    if (code !== undefined && AVAILABILITY.has(code)) {
      return t(`scheduleAvailability.errors.${code.replace('.', '_')}`);
    }
    return code !== undefined && KNOWN.has(code)
      ? t(`schedules.errors.${code.replace('.', '_')}`)
      : t('schedules.errors.generic');
  };
}

/** A failed read with its reason and a retry. */
export function ScheduleFailure({
  code,
  onRetry,
}: {
  readonly code: string | undefined;
  readonly onRetry: () => void;
}) {
  const message = useScheduleError();
  return <ReadFailure message={message(code)} onRetry={onRetry} />;
}
