import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type {
  NotificationPreferences,
  NotificationPreferencesApiPort,
  NotificationPreferencesInput,
} from '../../src-domain/notifications/notification-preferences-api.port';
import type { WireBody, WireData } from '../gateway/gateway-wire';

const PATH = '/v1/account/notification_preferences';
const VERIFY_PATH = '/v1/account/phone_verification';
type PreferencesWire = WireData<'/v1/account/notification_preferences'>;

function preferencesOf(wire: PreferencesWire): NotificationPreferences {
  return {
    email: wire.email,
    sms: wire.sms,
    inApp: wire.in_app,
    phone: wire.phone ?? undefined,
    smsOptedOut: wire.sms_opted_out,
    phoneVerified: wire.phone_verified,
    logbookDigest: wire.logbook_digest,
  };
}

/** NotificationPreferencesApiPort over the core gateway; the only place that knows the path. */
@injectable()
export class HttpNotificationPreferencesApi implements NotificationPreferencesApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async load(): Promise<NotificationPreferences> {
    return preferencesOf(await this.gateway.request<PreferencesWire>({ method: 'GET', path: PATH }));
  }

  async save(input: NotificationPreferencesInput): Promise<NotificationPreferences> {
    const phone = input.phone.trim();
    const wire = await this.gateway.request<WireData<'/v1/account/notification_preferences', 'put'>>({
      method: 'PUT',
      path: PATH,
      body: {
        email: input.email,
        sms: input.sms,
        in_app: input.inApp,
        phone: phone === '' ? null : phone,
        logbook_digest: input.logbookDigest,
      } satisfies WireBody<'/v1/account/notification_preferences', 'put'>,
    });
    return preferencesOf(wire);
  }

  async sendPhoneCode(): Promise<{ readonly expiresAt: number }> {
    const wire = await this.gateway.request<WireData<'/v1/account/phone_verification', 'post'>>({
      method: 'POST',
      path: VERIFY_PATH,
    });
    return { expiresAt: Date.parse(wire.expires_at) };
  }

  async confirmPhoneCode(code: string): Promise<NotificationPreferences> {
    const wire = await this.gateway.request<WireData<'/v1/account/phone_verification/confirm', 'post'>>({
      method: 'POST',
      path: `${VERIFY_PATH}/confirm`,
      body: { code: code.trim() } satisfies WireBody<'/v1/account/phone_verification/confirm', 'post'>,
    });
    return preferencesOf(wire);
  }
}
