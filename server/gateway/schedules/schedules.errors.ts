import { badRequest, conflict, forbidden, notFound } from '../gateway.errors';

/** The failures of the schedules area, each with its literal SCHEDULES.* code. */
export const schedulesErrors = {
  notALocation: (brandId: number) =>
    badRequest(
      'SCHEDULES.NOT_A_LOCATION',
      `Brand ${brandId} is not a location: schedules belong to locations`,
    ),
  serviceMissing: (brandId: number) =>
    forbidden(
      'SCHEDULES.SERVICE_MISSING',
      `Brand ${brandId} has no scheduling service (TEAM_SCHEDULING); request a demo`,
    ),
  forbidden: (brandId: number) =>
    forbidden('SCHEDULES.FORBIDDEN', `Managing schedules needs TEAM_LIVE on brand ${brandId}`),
  invalidWeek: (week: string) =>
    badRequest('SCHEDULES.INVALID_WEEK', `${week} is not a Monday (YYYY-MM-DD): weeks start on Mondays`),
  invalidTimes: (reason: string) =>
    badRequest('SCHEDULES.INVALID_TIMES', `The shift’s times are not possible (${reason})`),
  outsideWeek: () =>
    badRequest('SCHEDULES.OUTSIDE_WEEK', 'A shift starts inside the week it belongs to (local time)'),
  invalidTimeZone: (zone: string) =>
    badRequest(
      'SCHEDULES.INVALID_TIME_ZONE',
      `${zone} is not a time zone (IANA name, e.g. America/Los_Angeles)`,
    ),
  personNotFound: () =>
    notFound('SCHEDULES.PERSON_NOT_FOUND', 'The person is not a member of this location or above it'),
  shiftNotFound: (id: number) =>
    notFound('SCHEDULES.SHIFT_NOT_FOUND', `Shift ${id} does not exist at this location`),
  staleShift: () =>
    conflict('SCHEDULES.STALE_SHIFT', 'Someone changed this shift meanwhile: read it again, then save'),
  notEmpty: () =>
    conflict('SCHEDULES.NOT_EMPTY', 'The week already has shifts: copying last week would mix two plans'),
  nothingToPublish: () => conflict('SCHEDULES.NOTHING_TO_PUBLISH', 'The week has no shift to publish'),
  requestNotFound: (id: number) =>
    notFound('SCHEDULES.REQUEST_NOT_FOUND', `Shift request ${id} does not exist here`),
  notYourShift: () => forbidden('SCHEDULES.NOT_YOUR_SHIFT', 'Only the person working a shift may offer it'),
  notOfferable: () =>
    conflict(
      'SCHEDULES.NOT_OFFERABLE',
      'Only a published shift that has not started can be offered or taken',
    ),
  alreadyRequested: () =>
    conflict('SCHEDULES.ALREADY_REQUESTED', 'This shift already has an offer or a take waiting'),
  alreadyTaken: () => conflict('SCHEDULES.ALREADY_TAKEN', 'Someone else took this shift first'),
  ownOffer: () => badRequest('SCHEDULES.OWN_OFFER', 'You cannot take a shift you offered'),
  notWaiting: (status: string) =>
    conflict('SCHEDULES.NOT_WAITING', `The request is ${status}: only a taken request waits for a decision`),
  labourRules: (flags: readonly string[]) =>
    conflict('SCHEDULES.LABOUR_RULES', `The person taking it would break labour rules: ${flags.join(', ')}`),
  takerUnavailable: (flags: readonly string[]) =>
    conflict(
      'SCHEDULES.TAKER_UNAVAILABLE',
      `The person taking it is not available then (${flags.join(', ')}): their availability or time off`,
    ),
  notOfferedToYou: () =>
    forbidden('SCHEDULES.NOT_OFFERED_TO_YOU', 'This shift is offered to another colleague by name'),
  notQualified: () =>
    badRequest(
      'SCHEDULES.NOT_QUALIFIED',
      'That colleague cannot take this shift: they are not of this location or do not work this position',
    ),
  feedNotFound: () =>
    notFound('SCHEDULES.FEED_NOT_FOUND', 'This calendar link does not exist or was revoked'),
  invalidAvailability: (reason: string) =>
    badRequest('SCHEDULES.INVALID_AVAILABILITY', `A block of unavailability is not possible (${reason})`),
  invalidTimeOff: (reason: string) =>
    badRequest('SCHEDULES.INVALID_TIME_OFF', `The time-off request is not possible (${reason})`),
  timeOffNotFound: (id: number) =>
    notFound('SCHEDULES.TIME_OFF_NOT_FOUND', `Time-off request ${id} does not exist here`),
  templateNotFound: (id: number) =>
    notFound('SCHEDULES.TEMPLATE_NOT_FOUND', `Template ${id} does not exist at this location`),
  templateNameTaken: () =>
    conflict('SCHEDULES.TEMPLATE_NAME_TAKEN', 'This location already has a template of that name'),
  invalidTemplateName: () =>
    badRequest(
      'SCHEDULES.INVALID_TEMPLATE_NAME',
      'A template’s name has at least one character besides spaces',
    ),
  emptyWeek: () => conflict('SCHEDULES.EMPTY_WEEK', 'The week has no shift to save as a template'),
  notPending: (status: string) =>
    conflict('SCHEDULES.NOT_PENDING', `The time-off request is ${status}: only a pending one can change`),
  invalidWages: (reason: string) =>
    badRequest('SCHEDULES.INVALID_WAGES', `The wages are not acceptable (${reason})`),
};
