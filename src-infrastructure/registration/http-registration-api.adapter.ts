import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { EmailCheckAnswer } from '../../src-domain/registration/email-status.rules';
import type {
  Currency,
  LightSignupAnswers,
  LightSignupInvitation,
  Registration,
  RegistrationApiPort,
} from '../../src-domain/registration/registration-api.port';
import type { UsernameCheckAnswer } from '../../src-domain/registration/username.rules';

/** GET /v1/light_signup (wire; exported for the tests' fixtures). */
export interface LightSignupWire {
  readonly code: string;
  readonly brand: { readonly id: number; readonly name: string; readonly type: string };
  readonly position_title?: string | null;
  readonly email?: string | null;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
}

/** POST /v1/light_signup (wire). */
interface LightSignupCreatedWire {
  readonly email: string;
}

/** RegistrationApiPort over the core gateway (spec 000 §7); the only place that knows these paths. */
@injectable()
export class HttpRegistrationApi implements RegistrationApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  currencies(): Promise<readonly Currency[]> {
    return this.gateway.request<Currency[]>({ method: 'GET', path: '/v1/currencies', noAuth: true });
  }

  checkEmail(email: string): Promise<EmailCheckAnswer> {
    return this.gateway.request<EmailCheckAnswer>({
      method: 'POST',
      path: '/v1/registration/validateEmail',
      body: { email },
      noAuth: true,
    });
  }

  checkUsername(username: string): Promise<UsernameCheckAnswer> {
    return this.gateway.request<UsernameCheckAnswer>({
      method: 'POST',
      path: '/v1/registration/validateUsername',
      body: { username },
      noAuth: true,
    });
  }

  async register(registration: Registration): Promise<void> {
    await this.gateway.request({
      method: 'POST',
      path: '/v1/users/registration',
      noAuth: true,
      body: {
        ...registration.payload,
        email: registration.email,
        password: registration.password,
        ...(registration.username ? { username: registration.username } : {}),
        ...(registration.phone ? { phone: registration.phone } : {}),
        ...(registration.recaptchaToken ? { 'g-recaptcha-response': registration.recaptchaToken } : {}),
      },
    });
  }

  async lightSignupInvitation(code: string): Promise<LightSignupInvitation> {
    const wire = await this.gateway.request<LightSignupWire>({
      method: 'GET',
      path: '/v1/light_signup',
      query: { code },
      noAuth: true,
    });
    return {
      code: wire.code,
      brand: wire.brand,
      ...(wire.position_title ? { positionTitle: wire.position_title } : {}),
      ...(wire.email ? { email: wire.email } : {}),
      ...(wire.first_name ? { firstName: wire.first_name } : {}),
      ...(wire.last_name ? { lastName: wire.last_name } : {}),
    };
  }

  async completeLightSignup(answers: LightSignupAnswers): Promise<string> {
    const wire = await this.gateway.request<LightSignupCreatedWire>({
      method: 'POST',
      path: '/v1/light_signup',
      noAuth: true,
      body: {
        code: answers.code,
        first_name: answers.firstName,
        last_name: answers.lastName,
        password: answers.password,
        ...(answers.email !== undefined ? { email: answers.email } : {}),
        ...(answers.recaptchaToken ? { 'g-recaptcha-response': answers.recaptchaToken } : {}),
      },
    });
    return wire.email;
  }

  async registerFederatedCandidate(): Promise<void> {
    await this.gateway.request({
      method: 'POST',
      path: '/v2/users/federated_registration',
      body: { user_type: 'CANDIDATE' },
    });
  }
}
