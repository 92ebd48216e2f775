import { badRequest, conflict, forbidden, GatewayError, notFound } from '../gateway.errors';

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
  resumeTooLarge: (max: number) =>
    new GatewayError(413, 'UPLOAD.TOO_LARGE', `The résumé is larger than the limit of ${max} bytes`),
  resumeTypeRefused: () =>
    new GatewayError(
      415,
      'CAREERS.RESUME_TYPE',
      'A résumé is a PDF, a Word document (.doc, .docx) or an image',
    ),
  resumeTypeMismatch: () =>
    new GatewayError(
      415,
      'CAREERS.RESUME_TYPE_MISMATCH',
      'The file’s contents are not of the type it claims',
    ),
  resumeIncomplete: () =>
    badRequest('UPLOAD.SIZE_MISMATCH', 'The file’s bytes did not arrive whole, or not the size declared'),
  resumeSlotUnknown: () => notFound('UPLOAD.SLOT_NOT_FOUND', 'No such upload'),
  resumeSlotUsed: () => conflict('UPLOAD.ALREADY_USED', 'This upload URL was used already'),
  resumeSignatureInvalid: () => forbidden('UPLOAD.SIGNATURE_INVALID', 'The upload URL is not valid'),
  resumeUrlExpired: () => forbidden('UPLOAD.URL_EXPIRED', 'The upload URL has expired'),
  resumeNotUsable: () =>
    badRequest('CAREERS.RESUME_INVALID', 'The résumé is not uploaded for this position, or was too long ago'),
} as const;
