/**
 * Where texts go (issue #35, README "SMS"). `twilio`: Twilio's REST API (or anything speaking its
 * wire format) at `apiBase`; `sandbox`: the local sandbox under /dev/sms (DEV_PAGES on, Twilio
 * unset), reached in process; `off`: nothing is texted (production without Twilio settings).
 */
export interface SmsConfig {
  readonly mode: 'twilio' | 'sandbox' | 'off';
  /** `TWILIO_ACCOUNT_SID` (sandbox: a fixed fake sid). */
  readonly accountSid: string;
  /** `TWILIO_AUTH_TOKEN`: basic auth of the REST calls and the key of X-Twilio-Signature. Never logged. */
  readonly authToken: string;
  /** `TWILIO_FROM`: our number, E.164 (sandbox: +15005550006). */
  readonly from: string;
  /** `TWILIO_API_BASE` (https://api.twilio.com); the sandbox's is `<origin>/dev/sms`. */
  readonly apiBase: string;
  /**
   * `SMS_WEBHOOK_URL`: the inbound webhook's address exactly as configured at Twilio (the URL it
   * signs); default `<PUBLIC_ORIGIN>/api/core/v1/sms/inbound`.
   */
  readonly webhookUrl: string;
  /** `SMS_DEFAULT_COUNTRY` (US): the country of a number written without +country code. */
  readonly defaultCountry: string;
  /**
   * `SMS_QUIET_HOURS` (on): texts to candidates wait out 21:00–08:00 of the location's zone.
   * `off` sends at once (the e2e run, whose assertions cannot wait for the morning).
   */
  readonly quietHours: boolean;
}

export const SANDBOX_ACCOUNT_SID = 'AC00000000000000000000000000sandbox';
export const SANDBOX_AUTH_TOKEN = 'sandbox-auth-token';
export const SANDBOX_FROM = '+15005550006';

export function readSmsConfig(
  env: NodeJS.ProcessEnv,
  publicOrigin: string,
  devPages: 'off' | 'loopback' | 'remote',
): SmsConfig {
  const webhookUrl = env.SMS_WEBHOOK_URL?.trim() || `${publicOrigin}/api/core/v1/sms/inbound`;
  const defaultCountry = (env.SMS_DEFAULT_COUNTRY?.trim() || 'US').toUpperCase();
  const quietHours = env.SMS_QUIET_HOURS?.trim() !== 'off';
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  if (accountSid) {
    const authToken = env.TWILIO_AUTH_TOKEN?.trim();
    const from = env.TWILIO_FROM?.trim();
    if (!authToken || !from) throw new Error('TWILIO_ACCOUNT_SID needs TWILIO_AUTH_TOKEN and TWILIO_FROM');
    return {
      mode: 'twilio',
      accountSid,
      authToken,
      from,
      apiBase: (env.TWILIO_API_BASE?.trim() || 'https://api.twilio.com').replace(/\/+$/, ''),
      webhookUrl,
      defaultCountry,
      quietHours,
    };
  }
  return {
    mode: devPages === 'off' ? 'off' : 'sandbox',
    accountSid: SANDBOX_ACCOUNT_SID,
    authToken: SANDBOX_AUTH_TOKEN,
    from: SANDBOX_FROM,
    apiBase: `${publicOrigin}/dev/sms`,
    webhookUrl,
    defaultCountry,
    quietHours,
  };
}
