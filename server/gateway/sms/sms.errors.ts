import { GatewayError, badRequest, conflict, forbidden } from '../gateway.errors';

/** The failures of the SMS area, each with its literal SMS.* code. */
export const smsErrors = {
  invalidPhone: (input: string) =>
    badRequest('SMS.INVALID_PHONE', `"${input.slice(0, 40)}" is not a valid phone number`),
  phoneRequired: () => badRequest('SMS.PHONE_REQUIRED', 'Give a phone number to be texted'),
  signatureMissing: () => forbidden('SMS.SIGNATURE_MISSING', 'The request has no X-Twilio-Signature'),
  signatureInvalid: () => forbidden('SMS.SIGNATURE_INVALID', 'X-Twilio-Signature does not match the request'),
  replayed: (sid: string) => conflict('SMS.REPLAYED', `Message ${sid.slice(0, 40)} was already received`),
  badWebhook: (field: string) => badRequest('SMS.BAD_WEBHOOK', `The webhook has no valid ${field}`),
  codeRateLimited: (seconds: number) =>
    new GatewayError(429, 'SMS.CODE_RATE_LIMITED', `Too many codes sent; try again in ${seconds} s`, {
      retry_after_seconds: seconds,
    }),
  codeInvalid: () => badRequest('SMS.CODE_INVALID', 'The code is not the one texted to this number'),
  codeExpired: () =>
    badRequest(
      'SMS.CODE_EXPIRED',
      'No code is waiting for this number (expired or too many tries): send a new one',
    ),
  optedOut: () => conflict('SMS.OPTED_OUT', 'The number sent STOP: text START to it before verifying'),
  smsOff: () => conflict('SMS.OFF', 'Texts are off on this server'),
  providerFailed: (status: number) =>
    new GatewayError(502, 'SMS.PROVIDER_FAILED', `The SMS provider answered HTTP ${status}`),
} as const;
