import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { toE164 } from './phone-number';
import { smsErrors } from './sms.errors';
import { isOptedOut, preferencesOf, savePreferences } from './sms.repository';
import {
  NotificationPreferencesBody,
  NotificationPreferencesSchema,
  PhoneCodeBody,
  PhoneCodeSentSchema,
  TAGS,
} from './sms.schema';
import { languageOfRequest } from '../../mail/mail-language';
import { mailTexts } from '../../mail/mail-texts';
import { confirmPhoneCode, sendPhoneCode } from './phone-verification';
import { forgetReceiverOf } from '../live/live-events.port';

/**
 * The caller's own notification channels (issue #35): GET reads them (mail and in-app until they
 * chose), PUT replaces them; the daily logbook digest (issue #36) is kept when PUT leaves it out. A phone is stored as E.164 (400 SMS.INVALID_PHONE otherwise); SMS
 * without a phone is 400 SMS.PHONE_REQUIRED. Nothing is written on a refusal. A new phone is
 * unverified: POST phone_verification texts it a code (in the caller's language), POST
 * phone_verification/confirm checks it (phone-verification.ts); until then nothing is texted to it.
 */
export function registerNotificationPreferenceRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, config } = context;

  async function answer(userId: string) {
    const prefs = await preferencesOf(db, userId);
    return {
      email: prefs.email,
      sms: prefs.sms,
      in_app: prefs.inApp,
      phone: prefs.phone ?? null,
      sms_opted_out: prefs.phone ? await isOptedOut(db, prefs.phone) : false,
      phone_verified: prefs.phoneVerified,
      logbook_digest: prefs.logbookDigest,
    };
  }

  defineRoute(app, {
    method: 'GET',
    url: '/v1/account/notification_preferences',
    summary: "The caller's notification channels (mail, SMS, in-app) and the number texts go to",
    tags: TAGS,
    data: NotificationPreferencesSchema,
    handler: async (request) => answer(principalOf(request).sub),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/account/notification_preferences',
    summary:
      "Replaces the caller's notification channels; the phone is stored as E.164. 400 SMS.INVALID_PHONE, SMS.PHONE_REQUIRED",
    tags: TAGS,
    body: NotificationPreferencesBody,
    data: NotificationPreferencesSchema,
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const { email, sms, in_app, phone, logbook_digest } = request.body;
      let e164: string | undefined;
      if (phone !== null && phone.trim() !== '') {
        e164 = toE164(phone, config.sms.defaultCountry);
        if (!e164) throw smsErrors.invalidPhone(phone);
      }
      if (sms && !e164) throw smsErrors.phoneRequired();
      await savePreferences(db, userId, {
        email,
        sms,
        inApp: in_app,
        phone: e164,
        ...(logbook_digest === undefined ? {} : { logbookDigest: logbook_digest }),
      });
      await forgetReceiverOf(db, userId);
      return answer(userId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/account/phone_verification',
    summary:
      "Texts a 6-digit code (10 minutes) to the caller's stored phone. 400 SMS.PHONE_REQUIRED, 409 SMS.OPTED_OUT / SMS.OFF, 429 SMS.CODE_RATE_LIMITED (3 per 15 minutes)",
    tags: TAGS,
    data: PhoneCodeSentSchema,
    handler: async (request) => {
      const userId = principalOf(request).sub;
      if (config.sms.mode === 'off') throw smsErrors.smsOff();
      const prefs = await preferencesOf(db, userId);
      if (!prefs.phone) throw smsErrors.phoneRequired();
      const phone = prefs.phone;
      const t = mailTexts(languageOfRequest(request.headers));
      const expires = await db
        .transaction()
        .execute((trx) =>
          sendPhoneCode(trx, userId, phone, (code, minutes) => t('phoneCode.sms', { code, minutes })),
        );
      return { phone, expires_at: expires.toISOString() };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/account/phone_verification/confirm',
    summary:
      "Verifies the caller's phone with the texted code; answers the channels. 400 SMS.CODE_INVALID (the try is counted), SMS.CODE_EXPIRED (none waiting, expired, 5 wrong tries), SMS.PHONE_REQUIRED",
    tags: TAGS,
    body: PhoneCodeBody,
    data: NotificationPreferencesSchema,
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const prefs = await preferencesOf(db, userId);
      if (!prefs.phone) throw smsErrors.phoneRequired();
      await confirmPhoneCode(db, userId, prefs.phone, request.body.code);
      return answer(userId);
    },
  });
}
