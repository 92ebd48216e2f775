import { forbidden, notFound } from '../gateway.errors';

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
