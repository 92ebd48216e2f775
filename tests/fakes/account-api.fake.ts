import type {
  AccountApiPort,
  MfaStatus,
  PasswordResetRequest,
  ProfileMedia,
  UserRecord,
  VerificationChannel,
  VerificationSent,
  VerificationStatus,
} from '../../src-domain/account/account-api.port';
import type { MfaType } from '../../src-domain/session/session.model';
import type { UserInfo } from '../../src-domain/session/user-info.model';
import { apiFailure } from './api-failure';

/**
 * In-memory AccountApiPort with the server's rules: a code must be sent before it is confirmed
 * (VERIFICATION.EXPIRED_CODE), a wrong code is VERIFICATION.CODE_MISMATCH, Email / Phone need
 * their channel proven before they are saved (400 MFA.CHANNEL_NOT_VERIFIED), Passcodes answer ten
 * passcodes, and saving any method sets the account up. Every call is recorded in `calls`.
 */
export class FakeAccountApi implements AccountApiPort {
  readonly calls: string[] = [];
  user: UserInfo | undefined;
  mfa: MfaStatus = { required: false, setUp: false };
  /** The code each channel was sent; proven channels answer 'already-verified'. */
  readonly sentCodes = new Map<VerificationChannel, string>();
  readonly provenChannels = new Set<VerificationChannel>();
  readonly suspendedBrands = new Set<number>();
  /** Valid reset-link codes. */
  readonly resetCodes = new Set<string>();
  cacheCleared = 0;
  /** When each proven channel was proven (ISO); a proven channel without one says 2026-01-01. */
  readonly provenAt = new Map<VerificationChannel, string>();
  /** Calls named here reject with a 503 until removed. */
  readonly failing = new Set<'userRecord' | 'verificationStatus' | 'mfaStatus' | 'sendVerificationCode'>();

  async userRecord(): Promise<UserRecord> {
    this.calls.push('userRecord');
    if (this.failing.has('userRecord')) throw apiFailure(503, 'GATEWAY.UNAVAILABLE');
    if (!this.user) throw apiFailure(401, 'TOKEN.MISSING');
    return {
      email: this.user.email,
      username: this.user.email,
      ...(this.user.phone ? { phone: this.user.phone } : {}),
      firstName: this.user.first_name,
      lastName: this.user.last_name,
      registrationMode: 'FULL',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
  }

  async profileMedia(): Promise<ProfileMedia> {
    this.calls.push('profileMedia');
    if (!this.user) throw apiFailure(401, 'TOKEN.MISSING');
    const photo = this.user.profile_image;
    return { ...(photo ? { photo } : {}), degrees: 0, rotation: 0 };
  }

  async verificationStatus(channel: VerificationChannel): Promise<VerificationStatus> {
    this.calls.push(`verificationStatus:${channel}`);
    if (this.failing.has('verificationStatus')) throw apiFailure(503, 'GATEWAY.UNAVAILABLE');
    const verified = this.provenChannels.has(channel);
    return {
      channel,
      verified,
      ...(verified ? { verifiedAt: this.provenAt.get(channel) ?? '2026-01-01T00:00:00.000Z' } : {}),
      codeSent: this.sentCodes.has(channel),
    };
  }

  async mfaStatus(): Promise<MfaStatus> {
    this.calls.push('mfaStatus');
    if (this.failing.has('mfaStatus')) throw apiFailure(503, 'GATEWAY.UNAVAILABLE');
    return this.mfa;
  }

  async saveMfaMethod(method: MfaType): Promise<readonly string[]> {
    this.calls.push(`saveMfaMethod:${method}`);
    const channel: VerificationChannel | undefined =
      method === 'Email' ? 'EMAIL' : method === 'Phone' ? 'PHONE' : undefined;
    if (channel && !this.provenChannels.has(channel)) {
      throw apiFailure(400, 'MFA.CHANNEL_NOT_VERIFIED');
    }
    this.mfa = { ...this.mfa, setUp: true };
    return method === 'Passcodes' ? Array.from({ length: 10 }, (_, index) => `passcode-${index + 1}`) : [];
  }

  async sendVerificationCode(channel: VerificationChannel): Promise<VerificationSent> {
    this.calls.push(`sendVerificationCode:${channel}`);
    if (this.failing.has('sendVerificationCode')) throw apiFailure(503, 'GATEWAY.UNAVAILABLE');
    if (this.provenChannels.has(channel)) return 'already-verified';
    this.sentCodes.set(channel, '123456');
    return 'sent';
  }

  async confirmVerificationCode(channel: VerificationChannel, code: string): Promise<void> {
    this.calls.push(`confirmVerificationCode:${channel}:${code}`);
    const sent = this.sentCodes.get(channel);
    if (sent === undefined) throw apiFailure(400, 'VERIFICATION.EXPIRED_CODE');
    if (sent !== code) throw apiFailure(400, 'VERIFICATION.CODE_MISMATCH');
    this.sentCodes.delete(channel);
    this.provenChannels.add(channel);
  }

  async savePhone(phone: string): Promise<void> {
    this.calls.push(`savePhone:${phone}`);
    if (this.user) this.user = { ...this.user, phone };
    this.provenChannels.delete('PHONE');
  }

  async isSuspended(brandId: number): Promise<boolean> {
    this.calls.push(`isSuspended:${brandId}`);
    return this.suspendedBrands.has(brandId);
  }

  async requestPasswordReset(request: PasswordResetRequest): Promise<void> {
    this.calls.push(`requestPasswordReset:${request.username}`);
  }

  async checkPasswordResetCode(code: string): Promise<void> {
    this.calls.push(`checkPasswordResetCode:${code}`);
    if (!this.resetCodes.has(code)) throw apiFailure(400, 'RESET.INVALID_CODE');
  }

  async confirmPasswordReset(code: string, newPassword: string, confirmPassword: string): Promise<void> {
    this.calls.push(`confirmPasswordReset:${code}`);
    if (!this.resetCodes.has(code)) throw apiFailure(400, 'RESET.INVALID_CODE');
    if (newPassword !== confirmPassword) throw apiFailure(400, 'PASSWORD.MISMATCH');
    this.resetCodes.delete(code);
  }

  forgetCachedReads(): void {
    this.cacheCleared += 1;
  }
}
