import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { toE164 } from './phone-number';
import { smsErrors } from './sms.errors';
import { isOptedOut, preferencesOf, savePreferences } from './sms.repository';
import { NotificationPreferencesBody, NotificationPreferencesSchema, TAGS } from './sms.schema';

/**
 * The caller's own notification channels (issue #35): GET reads them (mail and in-app until they
 * chose), PUT replaces them. A phone is stored as E.164 (400 SMS.INVALID_PHONE otherwise); SMS
 * without a phone is 400 SMS.PHONE_REQUIRED. Nothing is written on a refusal.
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
      const { email, sms, in_app, phone } = request.body;
      let e164: string | undefined;
      if (phone !== null && phone.trim() !== '') {
        e164 = toE164(phone, config.sms.defaultCountry);
        if (!e164) throw smsErrors.invalidPhone(phone);
      }
      if (sms && !e164) throw smsErrors.phoneRequired();
      await savePreferences(db, userId, { email, sms, inApp: in_app, phone: e164 });
      return answer(userId);
    },
  });
}
