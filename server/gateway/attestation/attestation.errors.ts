import { badRequest, conflict, forbidden, notFound } from '../gateway.errors';

/** The failures of the attestation area, each with its literal ATTESTATION.* code. */
export const attestationErrors = {
  /** No MANAGE_CLOCKOUT_ATTESTATION on the brand (or an ancestor). */
  forbidden: (brandId: number) =>
    forbidden(
      'ATTESTATION.FORBIDDEN',
      `Clock-out attestation settings need MANAGE_CLOCKOUT_ATTESTATION on brand ${brandId}`,
    ),
  /** The brand and its ancestors lack the CLOCKOUT_ATTESTATION service. */
  serviceMissing: (brandId: number) =>
    forbidden(
      'ATTESTATION.SERVICE_MISSING',
      `Brand ${brandId} does not have the CLOCKOUT_ATTESTATION service`,
    ),
  riskForbidden: (brandId: number) =>
    forbidden(
      'ATTESTATION.RISK_FORBIDDEN',
      `The risk dashboard needs TEAM_LIVE, RISK_DETECTION, ACCESS_RISK_DETECTION_DASHBOARD and a location filter on brand ${brandId}`,
    ),
  templateNotFound: (id: number, brandId: number) =>
    notFound('ATTESTATION.NOT_FOUND', `Attestation template ${id} does not exist at brand ${brandId}`),
  staticFieldNotFound: (id: number, brandId: number) =>
    notFound('ATTESTATION.STATIC_FIELD_NOT_FOUND', `Static field ${id} does not exist at brand ${brandId}`),
  answerNotFound: (id: number, brandId: number) =>
    notFound('ATTESTATION.ANSWER_NOT_FOUND', `Answer ${id} does not exist at or below brand ${brandId}`),
  /** The first problem names the code; `problems` lists every one. */
  invalid: (problems: readonly { code: string; field: string }[]) =>
    badRequest(
      problems[0]!.code,
      `Invalid attestation question: ${problems.map((p) => `${p.code} (${p.field})`).join(', ')}`,
      {
        problems: problems.map((problem) => ({ ...problem })),
      },
    ),
  targetOutsideBrand: (id: number) =>
    badRequest(
      'ATTESTATION.TARGET_OUTSIDE_BRAND',
      `Brand ${id} is not in the subtree of the question's brand`,
    ),
  orderMismatch: () =>
    badRequest('ATTESTATION.ORDER_MISMATCH', 'The order must list every active question of the brand once'),
  locationOutsideBrand: (id: number) =>
    badRequest('ATTESTATION.LOCATION_OUTSIDE_BRAND', `Brand ${id} is not one the location filter offers`),
  archived: (id: number) =>
    conflict('ATTESTATION.ARCHIVED', `Attestation template ${id} is archived and cannot be edited`),
  revisionConflict: (id: number, current: number) =>
    conflict(
      'ATTESTATION.REVISION_CONFLICT',
      `Attestation template ${id} was saved by somebody else (now at revision ${current}); reload it and edit again`,
    ),
  staticFieldExists: (kind: string) =>
    conflict('ATTESTATION.STATIC_FIELD_EXISTS', `The brand already has a ${kind} text; edit it instead`),
  alreadyResolved: (id: number) =>
    conflict('ATTESTATION.ALREADY_RESOLVED', `Answer ${id} is already resolved`),
  notFlagged: (id: number) => conflict('ATTESTATION.NOT_FLAGGED', `Answer ${id} is not flagged`),
} as const;
