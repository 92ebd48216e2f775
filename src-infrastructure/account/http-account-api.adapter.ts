import { inject, injectable } from 'inversify';
import type {
  AccountApiPort,
  MfaStatus,
  PasswordResetRequest,
  UserRecord,
  VerificationChannel,
  VerificationSent,
  VerificationStatus,
} from '../../src-domain/account/account-api.port';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { WireData } from '../gateway/gateway-wire';
import type { MfaType } from '../../src-domain/session/session.model';

/** GET /v1/users/mfa/setup/status (wire). */
interface MfaStatusWire {
  readonly mfa_required: boolean;
  readonly is_setup: boolean;
  readonly methods: readonly string[];
  readonly available_methods?: readonly string[];
  readonly setup_url?: string | null;
}

/** PUT /v1/users/mfa/setup (wire): passcodes only for PASSCODES. */
interface MfaSetupWire {
  readonly methods: readonly string[];
  readonly passcodes?: readonly string[];
}

/** POST /v1/users/verification/send (wire): `verified` when the channel was already proven. */
interface VerificationSendWire {
  readonly verified?: boolean;
}

/** GET /v1/user (wire), the fields read. */
interface UserRecordWire {
  readonly email: string;
  readonly username: string;
  readonly phone: string | null;
  readonly first_name: string;
  readonly last_name: string;
  readonly registration_mode: string;
  readonly created_at: string;
}

/** GET /v1/users/verification/check (wire). */
interface VerificationCheckWire {
  readonly type: VerificationChannel;
  readonly verified: boolean;
  readonly verified_at: string | null;
  readonly code_sent: boolean;
}

const MFA_METHOD_WIRE: Readonly<Record<MfaType, string>> = {
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

  async verificationStatus(channel: VerificationChannel): Promise<VerificationStatus> {
    const wire = await this.gateway.request<VerificationCheckWire>({
      method: 'GET',
      path: '/v1/users/verification/check',
      query: { type: channel },
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
    return { required: wire.mfa_required === true, setUp: wire.is_setup === true };
  }

  async saveMfaMethod(method: MfaType): Promise<readonly string[]> {
    const wire = await this.gateway.request<MfaSetupWire | undefined>({
      method: 'PUT',
      path: '/v1/users/mfa/setup',
      body: { method: MFA_METHOD_WIRE[method] },
    });
    return wire?.passcodes ?? [];
  }

  async sendVerificationCode(channel: VerificationChannel): Promise<VerificationSent> {
    const wire = await this.gateway.request<VerificationSendWire | undefined>({
      method: 'POST',
      path: '/v1/users/verification/send',
      body: { type: channel },
    });
    return wire?.verified === true ? 'already-verified' : 'sent';
  }

  async confirmVerificationCode(channel: VerificationChannel, code: string): Promise<void> {
    await this.gateway.request({
      method: 'POST',
      path: '/v1/users/verification/confirm',
      body: { type: channel, code },
    });
  }

  async savePhone(phone: string): Promise<void> {
    await this.gateway.request({ method: 'PUT', path: '/v1/users/registration/details', body: { phone } });
  }

  async isSuspended(brandId: number): Promise<boolean> {
    const wire = await this.gateway.request<WireData<'/v1/brands/{id}/account_suspension/check'> | undefined>(
      {
        method: 'GET',
        path: `/v1/brands/${brandId}/account_suspension/check`,
      },
    );
    return wire?.is_suspended === true;
  }

  async requestPasswordReset(request: PasswordResetRequest): Promise<void> {
    await this.gateway.request({
      method: 'POST',
      path: '/v1/users/request_reset_password',
      noAuth: true,
      body: {
        username: request.username,
        flow: request.flow,
        'g-recaptcha-response': request.recaptchaToken ?? '',
        ...(request.returnUrl ? { return_url: request.returnUrl } : {}),
      },
    });
  }

  async checkPasswordResetCode(code: string): Promise<void> {
    await this.gateway.request({
      method: 'POST',
      path: '/v1/validateResetToken',
      body: { code },
      noAuth: true,
    });
  }

  async confirmPasswordReset(code: string, newPassword: string, confirmPassword: string): Promise<void> {
    await this.gateway.request({
      method: 'POST',
      path: '/v1/resetPasswordConfirmation',
      noAuth: true,
      body: { code, new_password: newPassword, confirm_new_password: confirmPassword },
    });
  }

  forgetCachedReads(): void {
    this.gateway.clearCache?.();
  }
}
