import { Type } from '@sinclair/typebox';
import { Body, Nullable } from '../route-schema';

export const TAGS = ['sms'] as const;

/** A person's notification channels and the number texts go to. */
export const NotificationPreferencesSchema = Type.Object({
  email: Type.Boolean({ description: 'Told by mail' }),
  sms: Type.Boolean({ description: 'Told by text message (needs phone)' }),
  in_app: Type.Boolean({ description: 'Told in the app' }),
  phone: Nullable(Type.String({ description: 'E.164 (+14155550123)' })),
  sms_opted_out: Type.Boolean({
    description: 'The number sent STOP: nothing is texted until it sends START',
  }),
  phone_verified: Type.Boolean({
    description: 'The number was proved by a texted code; nothing is texted to an unverified number',
  }),
  logbook_digest: Type.Boolean({
    description:
      "A mail each morning (06:00 in the time zone of the person's first location) listing the previous day's logbook entries they may read and the open items carried over; off until chosen",
  }),
});

/** A code texted to the caller's phone. */
export const PhoneCodeSentSchema = Type.Object({
  phone: Type.String({ description: 'E.164: where the code went' }),
  expires_at: Type.String({ format: 'date-time' }),
});

export const PhoneCodeBody = Body(
  { code: Type.String({ minLength: 1, maxLength: 12, description: 'The 6 digits texted' }) },
  ['code'],
);

export const NotificationPreferencesBody = Body(
  {
    email: Type.Boolean(),
    sms: Type.Boolean(),
    in_app: Type.Boolean(),
    phone: Nullable(
      Type.String({
        maxLength: 40,
        description: 'Any common form; stored as E.164 (SMS_DEFAULT_COUNTRY when no +code)',
      }),
    ),
    logbook_digest: Type.Boolean({ description: 'The daily logbook digest; absent: unchanged' }),
  },
  ['email', 'sms', 'in_app', 'phone'],
);

/**
 * Twilio's inbound message webhook (form-encoded): the fields we read, and every other Twilio
 * field (they are all signed, so none is dropped).
 */
export const InboundSmsBody = Type.Object(
  {
    MessageSid: Type.Optional(Type.String({ maxLength: 64 })),
    AccountSid: Type.Optional(Type.String({ maxLength: 64 })),
    From: Type.Optional(Type.String({ maxLength: 40 })),
    To: Type.Optional(Type.String({ maxLength: 40 })),
    Body: Type.Optional(Type.String({ maxLength: 1600 })),
  },
  { additionalProperties: Type.String({ maxLength: 2000 }), maxProperties: 80 },
);
