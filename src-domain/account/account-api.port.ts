import type { MfaType } from '../session/session.model';
import { token } from '../shared/token';

/** The account's multi-factor standing (spec 000 §4, §7 GET /v1/users/mfa/setup/status). */
export interface MfaStatus {
  /** The account must have a second factor before it may use the app. */
  readonly required: boolean;
  /** At least one method is saved. */
  readonly setUp: boolean;
}

/** A channel a six-digit code proves. */
export type VerificationChannel = 'EMAIL' | 'PHONE';

/** What sending a code did: `'sent'`, or `'already-verified'` (the channel is proven; no code went out). */
export type VerificationSent = 'sent' | 'already-verified';

/** The signed-in user's own record (GET /v1/user), for their profile. */
export interface UserRecord {
  readonly email: string;
  readonly username: string;
  /** E.164; `undefined` when no phone is saved. */
  readonly phone?: string;
  readonly firstName: string;
  /** Empty text when unknown. */
  readonly lastName: string;
  /** How the account was made (e.g. 'FULL', 'LIGHT'). */
  readonly registrationMode: string;
  /** ISO 8601 date-time the account was created. */
  readonly createdAt: string;
}

/**
 * The signed-in user's profile media (GET /v1/user/basic_media): the photo the header and the
 * profile show, `undefined` when none is saved, and the turn it was saved with (the photo is
 * stored already cropped and turned; the turn is what the editor was left at).
 */
export interface ProfileMedia {
  readonly photo?: { readonly uuid: string; readonly path: string };
  readonly degrees: number;
  readonly rotation: number;
}

/** Whether a channel is proven (GET /v1/users/verification/check). */
export interface VerificationStatus {
  readonly channel: VerificationChannel;
  readonly verified: boolean;
  /** ISO 8601 date-time it was proven; `undefined` while not verified. */
  readonly verifiedAt?: string;
  /** A code was sent and has not expired yet (it may be typed in). */
  readonly codeSent: boolean;
}

/** A password-reset request (spec 000 §4): who, which flow, the reCAPTCHA token, where the reset leads back to. */
export interface PasswordResetRequest {
  readonly username: string;
  readonly flow: string;
  /** `undefined` when the form has no reCAPTCHA (sent empty). */
  readonly recaptchaToken: string | undefined;
  /** Where the reset leads back to; `undefined` for the default. */
  readonly returnUrl: string | undefined;
}

/**
 * The signed-in account's calls (spec 000 §4, §7): the user record and profile media, multi-factor set-up and
 * its verification codes, the phone on the profile, the brand's suspension and password reset
 * (the user's facts are the session port's, the server side of logout the identity adapter's).
 * Every method rejects with a `GatewayError` when the call fails (guest methods say so; the
 * others need a signed-in user).
 */
export interface AccountApiPort {
  /** The signed-in user's own record. */
  userRecord(): Promise<UserRecord>;
  /** The signed-in user's profile media. */
  profileMedia(): Promise<ProfileMedia>;
  /** Whether `channel` is proven, and whether a code is waiting. */
  verificationStatus(channel: VerificationChannel): Promise<VerificationStatus>;
  /** Whether multi-factor set-up is required and done. */
  mfaStatus(): Promise<MfaStatus>;
  /** Saves the method; resolves the one-time passcodes to show once (empty unless Passcodes). */
  saveMfaMethod(method: MfaType): Promise<readonly string[]>;
  /** Sends a six-digit code to the channel of the account. */
  sendVerificationCode(channel: VerificationChannel): Promise<VerificationSent>;
  /** Proves the channel with `code`; rejects (server code VERIFICATION.CODE_MISMATCH) when wrong. */
  confirmVerificationCode(channel: VerificationChannel, code: string): Promise<void>;
  /** Saves `phone` (E.164) on the profile. */
  savePhone(phone: string): Promise<void>;
  /** True when the account that owns `brandId` is suspended. */
  isSuspended(brandId: number): Promise<boolean>;
  /** Guest: sends the reset link (or refuses, e.g. EXTERNAL_USER, with the server's message). */
  requestPasswordReset(request: PasswordResetRequest): Promise<void>;
  /** Guest: resolves when the reset link's `code` is still usable. */
  checkPasswordResetCode(code: string): Promise<void>;
  /** Guest: sets the new password with the link's `code`. */
  confirmPasswordReset(code: string, newPassword: string, confirmPassword: string): Promise<void>;
  /** Forgets every answer cached for this page (logout clean-up); never rejects. */
  forgetCachedReads(): void;
}
export const AccountApiPort = token<AccountApiPort>('domain.account-api');
