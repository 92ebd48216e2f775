import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import type { FormMessage } from './form-message';

/**
 * The server's own words about a failure (spec 000 §8 "Reset-password errors surface the
 * server's data message"): `data.message` of the answer, else `error.message`, else undefined
 * (network failures and bugs carry none worth showing).
 */
export function serverDataMessage(error: unknown): string | undefined {
  if (!(error instanceof GatewayError) || error.status === 0) return undefined;
  const response = error.response as
    { data?: { message?: unknown } | null; error?: { message?: unknown } | null } | undefined;
  const message = response?.data?.message ?? response?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The server's error code of a failed call (`error.code` of the envelope), if any. */
export function serverErrorCode(error: unknown): string | undefined {
  return error instanceof GatewayError ? error.serverCode : undefined;
}

/**
 * The identity provider named by a REGISTRATION.SSO_REQUIRED refusal (`data.provider`), or
 * 'SSO' when the answer names none.
 */
export function ssoProvider(error: unknown): string {
  const response = (error instanceof GatewayError ? error.response : undefined) as
    { data?: { provider?: unknown } | null } | undefined;
  const provider = response?.data?.provider;
  return typeof provider === 'string' && provider.trim() !== '' ? provider : 'SSO';
}

/**
 * The catalogue keys of the server's account and sign-up refusals, so the user reads them in
 * their language rather than in the server's English (the server's words stay the fallback for
 * a code this list does not know yet).
 */
const SERVER_CODE_KEYS: Readonly<Record<string, string>> = {
  'LIGHT_SIGNUP.NOT_FOUND': 'serverErrors.lightSignupNotFound',
  'LIGHT_SIGNUP.USED': 'serverErrors.lightSignupUsed',
  'LIGHT_SIGNUP.EXPIRED': 'serverErrors.lightSignupExpired',
  EXTERNAL_USER: 'serverErrors.externalUser',
  EMAIL_ADDRESS_REQUIRED: 'serverErrors.emailRequired',
  INVALID_EMAIL_ADDRESS: 'serverErrors.emailInvalid',
  'ACTIVATION.INVALID_TOKEN': 'serverErrors.activationInvalid',
  'RECAPTCHA.INVALID': 'serverErrors.recaptcha',
  'RECAPTCHA.MISSING': 'serverErrors.recaptcha',
  'REGISTRATION.ALREADY_REGISTERED': 'serverErrors.alreadyRegistered',
  'REGISTRATION.UNKNOWN_CURRENCY': 'serverErrors.unknownCurrency',
  'RESET.INVALID_CODE': 'serverErrors.resetInvalid',
  'RESET.INVALID_RETURN_URL': 'serverErrors.resetReturnUrl',
  'VERIFICATION.EXPIRED_CODE': 'serverErrors.codeExpired',
};

/**
 * What to tell the user about a failed call: the translation of the server's code when the
 * catalogue has one, else the server's own words (spec 000 §8), else `fallbackKey`.
 */
export function serverFailureMessage(error: unknown, fallbackKey: string): FormMessage {
  const key = SERVER_CODE_KEYS[serverErrorCode(error) ?? ''];
  if (key) return { key };
  const text = serverDataMessage(error);
  return text ? { text } : { key: fallbackKey };
}
