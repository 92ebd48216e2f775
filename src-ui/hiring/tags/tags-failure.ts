import { GatewayError } from '../../../src-domain/gateway/gateway.errors';

/** The TAGS.* codes the screens explain in the user's language (`tags.errors.<REASON>`). */
const EXPLAINED = new Set([
  'NAME_EMPTY',
  'NAME_TOO_LONG',
  'NAME_INVALID',
  'NAME_TAKEN',
  'BRAND_LIMIT',
  'CANDIDATE_LIMIT',
  'CANDIDATE_OPTED_OUT',
  'CANDIDATE_NOT_FOUND',
  'MANAGE_FORBIDDEN',
  'HIRE_FORBIDDEN',
  'NOT_FOUND',
  'INHERITED',
  'STATUS_FIXED',
  'STATUS_NOT_REMOVABLE',
  'NOT_CARRIED',
  'NOTE_TOO_LONG',
  'POSITION_REQUIRED',
  'POSITION_NOT_FOUND',
]);

/** The i18n key for a TAGS.* code the screens explain, else the generic failure. */
export function tagsReasonKey(code: string | undefined): string {
  const reason = code?.startsWith('TAGS.') ? code.slice('TAGS.'.length) : undefined;
  return reason !== undefined && EXPLAINED.has(reason) ? `tags.errors.${reason}` : 'tags.errors.GENERIC';
}

/**
 * The i18n key for a failed tags call: the server's TAGS.* code when the screens explain it,
 * else a generic failure.
 */
export function tagsFailureKey(error: unknown): string {
  return tagsReasonKey(error instanceof GatewayError ? error.serverCode : undefined);
}
