import { GatewayError } from '../../src-domain/gateway/gateway.errors';

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
