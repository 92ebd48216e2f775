import { badRequest, conflict, forbidden, GatewayError, notFound } from '../gateway.errors';

/** The failures of the logbook area, each with its literal LOGBOOK.* code. */
export const logbookErrors = {
  notALocation: (id: number) =>
    badRequest(
      'LOGBOOK.NOT_A_LOCATION',
      `Brand ${id} is not a location: logbook entries belong to locations`,
    ),
  readForbidden: () =>
    forbidden('LOGBOOK.READ_FORBIDDEN', 'Reading the logbook here needs the VIEW_LOGBOOK permission'),
  writeForbidden: (type: string) =>
    forbidden('LOGBOOK.WRITE_FORBIDDEN', `Writing ${type} entries here needs WRITE_LOGBOOK for that type`),
  /** Unknown, deleted, of another location or of a type the caller may not read: the answer does not say which. */
  entryNotFound: (id: number) =>
    notFound('LOGBOOK.ENTRY_NOT_FOUND', `Logbook entry ${id} does not exist here or is not yours to see`),
  textProblem: (code: string) =>
    badRequest(
      code,
      {
        'LOGBOOK.TITLE_EMPTY': 'An entry needs a title',
        'LOGBOOK.TITLE_TOO_LONG': 'The title is too long',
        'LOGBOOK.BODY_TOO_LONG': 'The text is too long',
        'LOGBOOK.COMMENT_EMPTY': 'A comment needs text',
        'LOGBOOK.COMMENT_TOO_LONG': 'The comment is too long',
      }[code] ?? 'The text is not valid',
    ),
  badDate: (value: string) => badRequest('LOGBOOK.BAD_DATE', `${value} is not a calendar date (yyyy-MM-dd)`),
  staleVersion: (current: number) =>
    conflict('LOGBOOK.STALE_VERSION', `The entry was changed meanwhile (now version ${current}): reload it`),
  notFollowedUp: (type: string) =>
    badRequest(
      'LOGBOOK.NOT_FOLLOWED_UP',
      `${type} entries are not assigned or closed (INCIDENT and MAINTENANCE are)`,
    ),
  assigneeNotInTeam: (id: string) =>
    badRequest('LOGBOOK.ASSIGNEE_NOT_IN_TEAM', `${id} is not on this location's team`),
  attachmentNotUsable: () =>
    badRequest(
      'LOGBOOK.ATTACHMENT_NOT_USABLE',
      'A file is not uploaded here by you, not received whole, already attached or too old: upload it again',
    ),
  tooManyAttachments: (max: number) =>
    badRequest('LOGBOOK.TOO_MANY_ATTACHMENTS', `An entry holds at most ${max} files`),
  fileType: () =>
    new GatewayError(415, 'LOGBOOK.FILE_TYPE', 'An attachment is a photo (JPEG, PNG, WebP) or a PDF'),
  fileTooLarge: (max: number) =>
    new GatewayError(413, 'UPLOAD.TOO_LARGE', `The file is larger than the limit of ${max} bytes`),
  fileGone: () => notFound('LOGBOOK.FILE_NOT_FOUND', 'The file is no longer available'),
  linkInvalid: () => forbidden('FILES.LINK_INVALID', 'The link is not valid'),
  linkExpired: () => forbidden('FILES.LINK_EXPIRED', 'The link has expired: reload the page'),
  assigneeCannotRead: (id: string, type: string) =>
    conflict(
      'LOGBOOK.ASSIGNEE_CANNOT_READ',
      `${id} may not read ${type} entries here, so cannot be assigned one`,
    ),
  searchEmpty: () => badRequest('LOGBOOK.SEARCH_EMPTY', 'Search for at least one word'),
} as const;
