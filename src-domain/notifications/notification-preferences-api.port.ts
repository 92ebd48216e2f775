import { token } from '../shared/token';

/** How a person wants to be told of new messages (issue #35), and the number texts go to. */
export interface NotificationPreferences {
  readonly email: boolean;
  /** Texts; needs `phone`. */
  readonly sms: boolean;
  readonly inApp: boolean;
  /** E.164 as stored; undefined when none. */
  readonly phone: string | undefined;
  /** The number sent STOP: nothing is texted until it sends START. */
  readonly smsOptedOut: boolean;
  /** The number was proved by a texted code; nothing is texted to an unverified number. */
  readonly phoneVerified: boolean;
  /**
   * A mail each morning (06:00 in the zone of the person's first location) listing the day
   * before's logbook entries they may read and the open items carried over (issue #36); off
   * until chosen.
   */
  readonly logbookDigest: boolean;
}

/** What the person saves: the channels and the phone as typed (the server stores it as E.164). */
export type NotificationPreferencesInput = Omit<
  NotificationPreferences,
  'smsOptedOut' | 'phone' | 'phoneVerified'
> & {
  readonly phone: string;
};

/**
 * The signed-in person's notification channels. `load` resolves with them (mail and in-app until
 * they chose); `save` replaces them and resolves with what was stored. Both reject with a
 * GatewayError; `save`'s serverCode is SMS.INVALID_PHONE or SMS.PHONE_REQUIRED for a refused phone.
 * `sendPhoneCode` texts a code to the stored phone and resolves with its expiry (epoch ms); it
 * rejects with serverCode SMS.CODE_RATE_LIMITED, SMS.PHONE_REQUIRED, SMS.OPTED_OUT or SMS.OFF.
 * `confirmPhoneCode` resolves with the channels, the phone verified; it rejects with serverCode
 * SMS.CODE_INVALID (wrong code) or SMS.CODE_EXPIRED (none waiting: send a new one).
 */
export interface NotificationPreferencesApiPort {
  load(): Promise<NotificationPreferences>;
  save(input: NotificationPreferencesInput): Promise<NotificationPreferences>;
  sendPhoneCode(): Promise<{ readonly expiresAt: number }>;
  confirmPhoneCode(code: string): Promise<NotificationPreferences>;
}

export const NotificationPreferencesApiPort = token<NotificationPreferencesApiPort>(
  'domain.notification-preferences-api',
);
