import { badRequest } from '../gateway.errors';

/** Checks a reCAPTCHA response token; off (always passing) when no secret is configured. */
export interface RecaptchaVerifier {
  readonly enabled: boolean;
  /** Rejects with 400 RECAPTCHA.INVALID when verification is on and the token fails. */
  verify(token: string | undefined, remoteAddress: string): Promise<void>;
}

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Google's siteverify check with RECAPTCHA_SECRET; with an empty secret the check is skipped
 * (main.ts logs that it is off). `fetchImpl` is replaceable for tests.
 */
export function createRecaptchaVerifier(secret: string, fetchImpl: typeof fetch = fetch): RecaptchaVerifier {
  return {
    enabled: secret !== '',
    async verify(token, remoteAddress) {
      if (secret === '') return;
      if (!token) throw badRequest('RECAPTCHA.MISSING', 'Something went wrong. Try again.');
      let success = false;
      try {
        const response = await fetchImpl(VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteAddress }).toString(),
          signal: AbortSignal.timeout(5000),
        });
        const result = (await response.json()) as { success?: unknown };
        success = result.success === true;
      } catch {
        success = false;
      }
      if (!success) throw badRequest('RECAPTCHA.INVALID', 'Something went wrong. Try again.');
    },
  };
}
