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
}

/** What the person saves: the channels and the phone as typed (the server stores it as E.164). */
export type NotificationPreferencesInput = Omit<NotificationPreferences, 'smsOptedOut' | 'phone'> & {
  readonly phone: string;
};

/**
 * The signed-in person's notification channels. `load` resolves with them (mail and in-app until
 * they chose); `save` replaces them and resolves with what was stored. Both reject with a
 * GatewayError; `save`'s serverCode is SMS.INVALID_PHONE or SMS.PHONE_REQUIRED for a refused phone.
 */
export interface NotificationPreferencesApiPort {
  load(): Promise<NotificationPreferences>;
  save(input: NotificationPreferencesInput): Promise<NotificationPreferences>;
}

export const NotificationPreferencesApiPort = token<NotificationPreferencesApiPort>(
  'domain.notification-preferences-api',
);
