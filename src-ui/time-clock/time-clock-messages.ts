/** The locale key (under `timeClock.errors`) of a server or device code; unknown codes read UNKNOWN. */
export function errorKey(code: string | undefined): string {
  const reason = code?.startsWith('TIME_CLOCK.') ? code.slice('TIME_CLOCK.'.length) : 'UNKNOWN';
  return KNOWN.has(reason) ? `timeClock.errors.${reason}` : 'timeClock.errors.UNKNOWN';
}

const KNOWN = new Set([
  'CLOCK_SKEW',
  'TOO_OLD',
  'OUT_BEFORE_IN',
  'OUT_OF_ORDER',
  'INVALID_SEQUENCE',
  'OTHER_LOCATION',
  'NOT_A_MEMBER',
  'ANSWER_REQUIRED',
  'ANSWER_INVALID',
  'COMMENT_REQUIRED',
  'QUESTION_UNKNOWN',
  'DEVICE_STORAGE',
]);
