import type { TFunction } from 'i18next';

/** Server and rule codes the screens explain in their own words; others get the generic text. */
const KNOWN = new Set([
  'ATTESTATION.TEXT_MISSING',
  'ATTESTATION.TEXT_TOO_LONG',
  'ATTESTATION.OPTIONS_REQUIRED',
  'ATTESTATION.OPTIONS_NOT_ALLOWED',
  'ATTESTATION.OPTIONS_TOO_MANY',
  'ATTESTATION.OPTION_KEY_INVALID',
  'ATTESTATION.OPTION_DUPLICATE',
  'ATTESTATION.OPTION_TEXT_MISSING',
  'ATTESTATION.FLAG_NOT_ALLOWED',
  'ATTESTATION.FLAG_ANSWER_UNKNOWN',
  'ATTESTATION.FLAG_ACTIONS_REQUIRED',
  'ATTESTATION.DATE_INVALID',
  'ATTESTATION.EFFECTIVE_RANGE',
  'ATTESTATION.SHIFT_THRESHOLD',
  'ATTESTATION.REVISION_CONFLICT',
  'ATTESTATION.ALREADY_RESOLVED',
  'ATTESTATION.ARCHIVED',
  'ATTESTATION.TARGET_OUTSIDE_BRAND',
  'ATTESTATION.STATIC_FIELD_EXISTS',
  'ATTESTATION.STATIC_FIELD_NOT_FOUND',
]);

/** The user's words for a code (the code's dots become underscores in the locale key). */
export function attestationMessage(t: TFunction, code: string): string {
  if (!KNOWN.has(code)) return t('attestation.errors.generic');
  return t(`attestation.errors.${code.replace('.', '_')}`);
}
