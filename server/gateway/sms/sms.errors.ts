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
  providerFailed: (status: number) =>
    new GatewayError(502, 'SMS.PROVIDER_FAILED', `The SMS provider answered HTTP ${status}`),
} as const;
