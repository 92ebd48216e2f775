import { GatewayError, badRequest, conflict, forbidden, notFound } from '../gateway.errors';

/** The failures of the interviews area, each with its literal INTERVIEWS.* code. */
export const interviewsErrors = {
  /** `field`: the wire name of the refused field; `reason`: the rule's code. */
  availabilityInvalid: (field: string, reason: string) =>
    badRequest('INTERVIEWS.AVAILABILITY_INVALID', `${field} is not valid (${reason})`, { field, reason }),
  notALocation: (brandId: number) =>
    badRequest(
      'INTERVIEWS.NOT_A_LOCATION',
      `Brand ${brandId} is not a location: interviews are set per location`,
    ),
  positionNotHere: (positionId: number, brandId: number) =>
    badRequest(
      'INTERVIEWS.POSITION_NOT_HERE',
      `Position ${positionId} is not a position of location ${brandId}`,
    ),
  forbidden: (brandId: number) =>
    forbidden('INTERVIEWS.FORBIDDEN', `Interviews need SOURCE_HIRE on brand ${brandId}`),
  employerOnly: () =>
    forbidden('INTERVIEWS.EMPLOYER_ONLY', 'Only the employer invites and records interviews'),
  notFound: (id: number) =>
    notFound('INTERVIEWS.NOT_FOUND', `Interview ${id} does not exist or is not yours`),
  alreadyOpen: (applicationId: number) =>
    conflict('INTERVIEWS.ALREADY_OPEN', `Application ${applicationId} already has an open interview`),
  noAvailability: () =>
    conflict('INTERVIEWS.NO_AVAILABILITY', 'Neither the position nor its location has interview hours'),
  state: (from: string, to: string) =>
    conflict('INTERVIEWS.STATE', `An interview that is ${from} cannot become ${to}`),
  notStarted: () => conflict('INTERVIEWS.NOT_STARTED', 'The interview has not started yet'),
  /** The same answer for a forged, expired or unknown link: no oracle. */
  linkInvalid: () => notFound('INTERVIEWS.LINK_INVALID', 'This interview link is not valid'),
  slotInvalid: () => badRequest('INTERVIEWS.SLOT_INVALID', 'starts_at is not a slot of this interview'),
  /** `next`: the next free slots. */
  slotTaken: (next: readonly { starts_at: string; ends_at: string }[]) =>
    new GatewayError(409, 'INTERVIEWS.SLOT_TAKEN', 'This slot was just taken: choose another', {
      next_slots: next,
    }),
  notBooked: () =>
    notFound('INTERVIEWS.NOT_BOOKED', 'This interview is not booked: it has no calendar invitation'),
  rangeInvalid: (message: string) => badRequest('INTERVIEWS.RANGE_INVALID', message),
} as const;
