import type { JobAdsGrant } from './job-ads-api.port';
import { JOB_ADS_SCOPES } from './job-ads.rules';

/** The message /oauth2/ posts to the window that opened the provider's login. */
export const JOB_ADS_MESSAGE_TYPE = 'brigade:job-ads-oauth';
/** Our page the provider sends the login back to (spec 000 §2). */
export const JOB_ADS_CALLBACK_PATH = '/oauth2/';

/** A login in progress, kept for the tab while the person is at the provider. */
export interface PendingJobAdsLogin {
  readonly state: string;
  readonly verifier: string;
  readonly brandId: number;
  readonly redirectUri: string;
}

/** The provider's answer, as /oauth2/ read it from its query. */
export interface JobAdsCallback {
  readonly code?: string;
  readonly state?: string;
  readonly employer?: string;
  readonly error?: string;
  readonly errorDescription?: string;
}

/** What to do with a callback. */
export type JobAdsCallbackDecision =
  | { readonly kind: 'state-mismatch' }
  | { readonly kind: 'denied' }
  | { readonly kind: 'failed'; readonly reason: string | undefined }
  | { readonly kind: 'grant'; readonly grant: JobAdsGrant; readonly brandId: number };

/** The provider's consent address for a login (OAuth 2.0 code flow, PKCE S256, employer picker). */
export function jobAdsAuthorizeUrl(
  provider: { readonly authorizeUrl: string; readonly clientId: string },
  login: { readonly redirectUri: string; readonly state: string; readonly challenge: string },
): string {
  const query = [
    ['client_id', provider.clientId],
    ['redirect_uri', login.redirectUri],
    ['response_type', 'code'],
    ['scope', JOB_ADS_SCOPES.join(' ')],
    ['state', login.state],
    ['code_challenge', login.challenge],
    ['code_challenge_method', 'S256'],
    ['prompt', 'select_employer'],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `${provider.authorizeUrl}${provider.authorizeUrl.includes('?') ? '&' : '?'}${query}`;
}

export function serializePendingLogin(login: PendingJobAdsLogin): string {
  return JSON.stringify(login);
}

/** The pending login, or undefined when the text is absent or not one. */
export function parsePendingLogin(text: string | undefined): PendingJobAdsLogin | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<PendingJobAdsLogin>;
    return typeof value.state === 'string' &&
      typeof value.verifier === 'string' &&
      typeof value.brandId === 'number' &&
      typeof value.redirectUri === 'string'
      ? {
          state: value.state,
          verifier: value.verifier,
          brandId: value.brandId,
          redirectUri: value.redirectUri,
        }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The message /oauth2/ posts for a callback. */
export function callbackMessage(callback: JobAdsCallback): Record<string, unknown> {
  return { type: JOB_ADS_MESSAGE_TYPE, ...callback };
}

/** A callback from a posted message, or undefined when the message is not one. */
export function readCallbackMessage(data: unknown): JobAdsCallback | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  if (message.type !== JOB_ADS_MESSAGE_TYPE) return undefined;
  const text = (name: string) => (typeof message[name] === 'string' ? (message[name] as string) : undefined);
  return {
    code: text('code'),
    state: text('state'),
    employer: text('employer'),
    error: text('error'),
    errorDescription: text('errorDescription'),
  };
}

/**
 * Decides a callback against the login this tab started: a missing or different `state` is
 * refused before anything else (its code is never used); `access_denied` is a denial; another
 * error or a missing code or employer fails; otherwise the grant, with our verifier.
 */
export function decideCallback(
  callback: JobAdsCallback,
  pending: PendingJobAdsLogin | undefined,
): JobAdsCallbackDecision {
  if (!pending || !callback.state || callback.state !== pending.state) return { kind: 'state-mismatch' };
  if (callback.error === 'access_denied') return { kind: 'denied' };
  if (callback.error || !callback.code || !callback.employer)
    return { kind: 'failed', reason: callback.errorDescription ?? callback.error };
  return {
    kind: 'grant',
    brandId: pending.brandId,
    grant: {
      code: callback.code,
      employer: callback.employer,
      redirectUri: pending.redirectUri,
      verifier: pending.verifier,
    },
  };
}
