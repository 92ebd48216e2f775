import { inject, injectable } from 'inversify';
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
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { MfaType } from '../../src-domain/session/session.model';
import type { WireBody, WireData, WireQuery } from '../gateway/gateway-wire';

type MfaStatusWire = WireData<'/v1/users/mfa/setup/status'>;
type MfaSetupWire = WireData<'/v1/users/mfa/setup', 'put'>;
type VerificationSendWire = WireData<'/v1/users/verification/send', 'post'>;
type UserRecordWire = WireData<'/v1/user'>;
type ProfileMediaWire = WireData<'/v1/user/basic_media'>;
type VerificationCheckWire = WireData<'/v1/users/verification/check'>;
type SuspensionWire = WireData<'/v1/brands/{id}/account_suspension/check'>;

const MFA_METHOD_WIRE: Readonly<Record<MfaType, WireBody<'/v1/users/mfa/setup', 'put'>['method']>> = {
  Email: 'EMAIL',
  Phone: 'PHONE',
  Passcodes: 'PASSCODES',
};

/** AccountApiPort over the core gateway (spec 000 §7); the only place that knows these paths. */
@injectable()
export class HttpAccountApi implements AccountApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async userRecord(): Promise<UserRecord> {
    const wire = await this.gateway.request<UserRecordWire>({ method: 'GET', path: '/v1/user' });
    return {
      email: wire.email,
      username: wire.username,
      ...(wire.phone ? { phone: wire.phone } : {}),
      firstName: wire.first_name,
      lastName: wire.last_name,
      registrationMode: wire.registration_mode,
      createdAt: wire.created_at,
    };
  }

  async profileMedia(): Promise<ProfileMedia> {
    const wire = await this.gateway.request<ProfileMediaWire>({
      method: 'GET',
      path: '/v1/user/basic_media',
    });
    return {
      ...(wire.profile_image
        ? { photo: { uuid: wire.profile_image.uuid, path: wire.profile_image.path } }
        : {}),
      degrees: wire.degrees,
      rotation: wire.rotation,
    };
  }

  async verificationStatus(channel: VerificationChannel): Promise<VerificationStatus> {
    const wire = await this.gateway.request<VerificationCheckWire>({
      method: 'GET',
      path: '/v1/users/verification/check',
      query: { type: channel } satisfies WireQuery<'/v1/users/verification/check'>,
    });
    return {
      channel: wire.type,
      verified: wire.verified,
      ...(wire.verified_at ? { verifiedAt: wire.verified_at } : {}),
      codeSent: wire.code_sent,
    };
  }

  async mfaStatus(): Promise<MfaStatus> {
    const wire = await this.gateway.request<MfaStatusWire>({
      method: 'GET',
      path: '/v1/users/mfa/setup/status',
    });
    return { required: wire.mfa_required, setUp: wire.is_setup };
  }

  async saveMfaMethod(method: MfaType): Promise<readonly string[]> {
    const wire = await this.gateway.request<MfaSetupWire | undefined>({
      method: 'PUT',
      path: '/v1/users/mfa/setup',
      body: { method: MFA_METHOD_WIRE[method] } satisfies WireBody<'/v1/users/mfa/setup', 'put'>,
    });
    return wire?.passcodes ?? [];
  }

  async sendVerificationCode(channel: VerificationChannel): Promise<VerificationSent> {
    const wire = await this.gateway.request<VerificationSendWire | undefined>({
      method: 'POST',
      path: '/v1/users/verification/send',
      body: { type: channel } satisfies WireBody<'/v1/users/verification/send', 'post'>,
    });
    return wire?.verified === true ? 'already-verified' : 'sent';
  }

  async confirmVerificationCode(channel: VerificationChannel, code: string): Promise<void> {
    await this.gateway.request<WireData<'/v1/users/verification/confirm', 'post'>>({
      method: 'POST',
      path: '/v1/users/verification/confirm',
      body: { type: channel, code } satisfies WireBody<'/v1/users/verification/confirm', 'post'>,
    });
  }

  async savePhone(phone: string): Promise<void> {
    await this.gateway.request<WireData<'/v1/users/registration/details', 'put'>>({
      method: 'PUT',
      path: '/v1/users/registration/details',
      body: { phone } satisfies WireBody<'/v1/users/registration/details', 'put'>,
    });
  }

  async isSuspended(brandId: number): Promise<boolean> {
    const wire = await this.gateway.request<SuspensionWire | undefined>({
      method: 'GET',
      path: `/v1/brands/${brandId}/account_suspension/check`,
    });
    return wire?.is_suspended === true;
  }

  async requestPasswordReset(request: PasswordResetRequest): Promise<void> {
    await this.gateway.request<WireData<'/v1/users/request_reset_password', 'post'>>({
      method: 'POST',
      path: '/v1/users/request_reset_password',
      noAuth: true,
      body: {
        username: request.username,
        flow: request.flow,
        'g-recaptcha-response': request.recaptchaToken ?? '',
        ...(request.returnUrl ? { return_url: request.returnUrl } : {}),
      } satisfies WireBody<'/v1/users/request_reset_password', 'post'>,
    });
  }

  async checkPasswordResetCode(code: string): Promise<void> {
    await this.gateway.request<WireData<'/v1/validateResetToken', 'post'>>({
      method: 'POST',
      path: '/v1/validateResetToken',
      body: { code } satisfies WireBody<'/v1/validateResetToken', 'post'>,
      noAuth: true,
    });
  }

  async confirmPasswordReset(code: string, newPassword: string, confirmPassword: string): Promise<void> {
    await this.gateway.request<WireData<'/v1/resetPasswordConfirmation', 'post'>>({
      method: 'POST',
      path: '/v1/resetPasswordConfirmation',
      noAuth: true,
      body: {
        code,
        new_password: newPassword,
        confirm_new_password: confirmPassword,
      } satisfies WireBody<'/v1/resetPasswordConfirmation', 'post'>,
    });
  }

  forgetCachedReads(): void {
    this.gateway.clearCache?.();
  }
}
