import { GatewayError, badRequest, conflict, forbidden, notFound } from '../gateway.errors';

/** The failures of the messaging area, each with its literal MESSAGING.* or FILES.* code. */
export const messagingErrors = {
  /** Unknown, or not the caller's: the answer does not tell which. */
  applicationNotFound: (id: number) =>
    notFound('MESSAGING.APPLICATION_NOT_FOUND', `Application ${id} does not exist or is not yours`),
  applicationArchived: (id: number) =>
    conflict('MESSAGING.APPLICATION_ARCHIVED', `Application ${id} is archived: it takes no new messages`),
  messageNotFound: (id: number) =>
    notFound('MESSAGING.MESSAGE_NOT_FOUND', `Message ${id} does not exist or is not yours`),
  resumeNotFound: (id: number) => notFound('MESSAGING.RESUME_NOT_FOUND', `Resume ${id} does not exist`),
  employerOnly: () =>
    forbidden('MESSAGING.EMPLOYER_ONLY', 'Only the employer moves or archives an application'),
  notMultipart: () => badRequest('MESSAGING.NOT_MULTIPART', 'Send the message as multipart/form-data'),
  invalidMultipart: () =>
    badRequest('MESSAGING.INVALID_MULTIPART', 'The message is not a complete multipart/form-data body'),
  emptyMessage: () => badRequest('MESSAGING.EMPTY_MESSAGE', 'Write a message or attach a file'),
  bodyTooLong: (max: number) =>
    badRequest('MESSAGING.BODY_TOO_LONG', `A message may have at most ${max} characters`),
  unexpectedField: (name: string) =>
    badRequest('MESSAGING.UNEXPECTED_FIELD', `The form has no field "${name}" (message_body, files)`),
  tooManyFiles: (max: number) => badRequest('MESSAGING.TOO_MANY_FILES', `Attach at most ${max} files`),
  tooManyParts: () =>
    badRequest('MESSAGING.TOO_MANY_PARTS', 'The form has more fields than message_body and files'),
  fileTooLarge: (name: string, max: number) =>
    new GatewayError(413, 'MESSAGING.FILE_TOO_LARGE', `${name} is larger than ${max} bytes`),
  fileType: (name: string) =>
    badRequest('MESSAGING.FILE_TYPE', `${name} is not a PDF, PNG, JPEG or WebP file`),
  emptyFile: (name: string) => badRequest('MESSAGING.EMPTY_FILE', `${name} is empty`),
  duplicateMark: (id: number) =>
    badRequest('MESSAGING.DUPLICATE_MARK', `Message ${id} appears twice in one request`),
  linkInvalid: () => forbidden('FILES.LINK_INVALID', 'This file link is not valid'),
  linkExpired: () => forbidden('FILES.LINK_EXPIRED', 'This file link has expired: ask for a new one'),
  fileGone: () => notFound('FILES.NOT_FOUND', 'The file no longer exists'),
} as const;
