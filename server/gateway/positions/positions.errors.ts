import { badRequest, conflict, forbidden, notFound } from '../gateway.errors';

/** The failures of the positions area, each with its literal POSITIONS.* code. */
export const positionsErrors = {
  /** Unknown, or not below the brand of the path. */
  positionNotFound: (id: number, brandId: number) =>
    notFound('POSITIONS.NOT_FOUND', `Position ${id} does not exist at brand ${brandId} or below it`),
  atrForbidden: (brandId: number) =>
    forbidden(
      'POSITIONS.ATR_FORBIDDEN',
      `Approvals to recruit need SOURCE_HIRE, the ATR service and an ATR type (MB, BNB_WORKDAY) on brand ${brandId}`,
    ),
} as const;

/** The failures of the position writes (issue #38). */
export const positionWriteErrors = {
  hireForbidden: (brandId: number) =>
    forbidden(
      'POSITIONS.HIRE_FORBIDDEN',
      `Opening and changing positions needs SOURCE_HIRE over brand ${brandId}`,
    ),
  notALocation: (brandId: number) =>
    badRequest(
      'POSITIONS.NOT_A_LOCATION',
      `Brand ${brandId} is not a location: positions are opened at locations`,
    ),
  invalid: (code: string, field: string) => badRequest(code, `The position's ${field} is not valid`),
  statusRefused: (from: string, to: string) =>
    conflict('POSITIONS.STATUS_CHANGE_REFUSED', `A ${from} position cannot be moved to ${to}`),
  atrNotFound: (id: number) =>
    notFound('POSITIONS.ATR_NOT_FOUND', `Approval to recruit ${id} does not exist`),
  atrDecided: (id: number) =>
    conflict('POSITIONS.ATR_DECIDED', `Approval to recruit ${id} is already decided`),
  smsCodeInvalid: () =>
    badRequest(
      'POSITIONS.SMS_CODE_INVALID',
      'A text-to-apply code is 3 to 10 letters or digits, starting with a letter, and no SMS keyword',
    ),
  smsCodeTaken: (code: string) =>
    conflict('POSITIONS.SMS_CODE_TAKEN', `The code ${code} belongs to another open position`),
  archived: (id: number) => conflict('POSITIONS.ARCHIVED', `Position ${id} is archived`),
  copyTargetsInvalid: () =>
    badRequest('POSITIONS.COPY_TARGETS_INVALID', 'Name 1 to 100 distinct locations to copy the position to'),
} as const;
