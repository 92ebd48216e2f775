import type { PunchRefusal } from '../../../src-domain/index';
import { GatewayError, badRequest, forbidden } from '../gateway.errors';

/** The failures of the time clock (issue #33), each with its literal TIME_CLOCK.* code. */
export const timeClockErrors = {
  /** The caller has no membership at that location (a location brand, not archived). */
  notAMember: (locationId: number) =>
    forbidden('TIME_CLOCK.NOT_A_MEMBER', `You do not work at location ${locationId}`),
  /** Every punch needs its own Idempotency-Key (the offline queue sends it again). */
  keyRequired: () =>
    badRequest('TIME_CLOCK.IDEMPOTENCY_KEY_REQUIRED', 'A punch needs an Idempotency-Key header'),
  /** The device time is not an ISO date-time with an offset. */
  deviceTimeInvalid: () =>
    badRequest('TIME_CLOCK.DEVICE_TIME_INVALID', 'device_at must be an ISO 8601 date-time with an offset'),
  /** The punch breaks the bounds of the clock (punchRefusal in src-domain/time-clock). */
  refused: (code: PunchRefusal) => new GatewayError(409, code, REFUSAL_MESSAGES[code]),
  /** Answers sent with a punch that is not a clock-out. */
  answersNotAllowed: () =>
    badRequest('TIME_CLOCK.ANSWERS_NOT_ALLOWED', 'Only a clock-out carries attestation answers'),
  /** An answer names a question version the location does not ask. */
  questionUnknown: (templateId: number, version: number) =>
    badRequest(
      'TIME_CLOCK.QUESTION_UNKNOWN',
      `Question ${templateId} version ${version} is not asked at this location`,
    ),
  /** The first problem names the code; `problems` lists every one by question. */
  answers: (problems: ReadonlyMap<number, string>) => {
    const list = [...problems].map(([template_id, code]) => ({ template_id, code }));
    return badRequest(list[0]!.code, 'Some clock-out answers are missing or invalid', { problems: list });
  },
};

const REFUSAL_MESSAGES: Record<PunchRefusal, string> = {
  'TIME_CLOCK.CLOCK_SKEW': 'The device clock is more than 5 minutes ahead of the server',
  'TIME_CLOCK.TOO_OLD': 'A punch older than 7 days is refused',
  'TIME_CLOCK.OUT_BEFORE_IN': 'A clock-out cannot be before its clock-in',
  'TIME_CLOCK.OUT_OF_ORDER': 'A punch cannot be before your last punch',
  'TIME_CLOCK.INVALID_SEQUENCE': 'This punch is not possible now',
  'TIME_CLOCK.OTHER_LOCATION': 'Your open shift is at another location',
};
