import { badRequest, conflict, notFound } from '../gateway.errors';

/** The failures of the public careers pages and their applications, each with its CAREERS.* code. */
export const careersErrors = {
  pageNotFound: (slug: string) => notFound('CAREERS.NOT_FOUND', `No careers page at ${slug}`),
  positionNotFound: (id: number) =>
    notFound('CAREERS.POSITION_NOT_FOUND', `Position ${id} is not on this careers page`),
  notOpen: (id: number) =>
    conflict('CAREERS.POSITION_NOT_OPEN', `Position ${id} is not taking applications at the moment`),
  alreadyApplied: () =>
    conflict('CAREERS.ALREADY_APPLIED', 'An application with this e-mail was already made to this position'),
  consentRequired: () =>
    badRequest('CAREERS.CONSENT_REQUIRED', 'Consent to process the application is required'),
  answersInvalid: () =>
    badRequest('CAREERS.ANSWERS_INVALID', 'Every screening question must be answered once, and only those'),
  emailInvalid: () => badRequest('CAREERS.EMAIL_INVALID', 'The e-mail address is not valid'),
} as const;
