import { badRequest, conflict, forbidden, notFound } from '../gateway.errors';

/** The failures of the tags area, each with its literal TAGS.* code. */
export const tagsErrors = {
  /** Unknown, not visible from the brand, or another user's private tag: the answer does not tell which. */
  tagNotFound: (id: number) => notFound('TAGS.NOT_FOUND', `Tag ${id} does not exist or is not visible here`),
  nameProblem: (code: string, max: number) =>
    badRequest(
      code,
      code === 'TAGS.NAME_EMPTY'
        ? 'A tag needs a name'
        : code === 'TAGS.NAME_TOO_LONG'
          ? `A tag name has at most ${max} characters`
          : 'A tag name may not hold control or invisible formatting characters',
    ),
  nameTaken: (name: string) => conflict('TAGS.NAME_TAKEN', `A tag named "${name}" already exists here`),
  manageForbidden: () =>
    forbidden('TAGS.MANAGE_FORBIDDEN', 'Managing shared tags of this brand needs the MANAGE_TAGS permission'),
  hireForbidden: () =>
    forbidden('TAGS.HIRE_FORBIDDEN', 'Tagging candidates of this brand needs hiring access (SOURCE_HIRE)'),
  inherited: (id: number) =>
    conflict('TAGS.INHERITED', `Tag ${id} belongs to another brand: change it from that brand`),
  statusFixed: () =>
    badRequest(
      'TAGS.STATUS_FIXED',
      'Pipeline stages (STATUS tags) cannot be created or deleted, only renamed',
    ),
  statusNeedsApplication: () =>
    badRequest(
      'TAGS.STATUS_NEEDS_APPLICATION',
      'A pipeline stage is given to one application: send one STATUS tag, one candidate and application_id',
    ),
  statusNotRemovable: () =>
    badRequest(
      'TAGS.STATUS_NOT_REMOVABLE',
      'A pipeline stage cannot be taken off: move the application instead',
    ),
  positionRequired: () =>
    badRequest(
      'TAGS.POSITION_REQUIRED',
      'A POSITION tag needs position_id (and only POSITION tags take one)',
    ),
  positionNotFound: (id: number) =>
    notFound('TAGS.POSITION_NOT_FOUND', `Position ${id} is not a position of this brand or below it`),
  applicationNotFound: (id: number) =>
    notFound('TAGS.APPLICATION_NOT_FOUND', `Application ${id} is not this candidate's application here`),
  candidateNotFound: (id: string) =>
    notFound(
      'TAGS.CANDIDATE_NOT_FOUND',
      `Candidate ${id} has not applied to this brand or is not yours to see`,
    ),
  candidateOptedOut: (id: string) =>
    conflict('TAGS.CANDIDATE_OPTED_OUT', `Candidate ${id} asked not to be kept in talent pools`),
  notCarried: (tagId: number, candidateId: string) =>
    conflict('TAGS.NOT_CARRIED', `Candidate ${candidateId} does not carry tag ${tagId}`),
  brandLimit: (max: number) => conflict('TAGS.BRAND_LIMIT', `A brand may have at most ${max} tags`),
  candidateLimit: (id: string, max: number) =>
    conflict('TAGS.CANDIDATE_LIMIT', `Candidate ${id} would carry more than ${max} tags`),
  noteTooLong: (max: number) => badRequest('TAGS.NOTE_TOO_LONG', `A note has at most ${max} characters`),
  unknownMode: () => badRequest('TAGS.UNKNOWN_MODE', 'tag_modes takes GLOBAL, STATUS, POSITION and PRIVATE'),
  duplicateIds: () => badRequest('TAGS.DUPLICATE_IDS', 'An id appears twice in one request'),
} as const;
