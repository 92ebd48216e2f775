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
import type { WireBody, WireData, WireQuery } from '../gateway/gateway-wire';

/** GET /v1/light_signup (exported for the tests' fixtures). */
export type LightSignupWire = WireData<'/v1/light_signup'>;
type LightSignupCreatedWire = WireData<'/v1/light_signup', 'post'>;
type EmailCheckWire = WireData<'/v1/registration/validateEmail', 'post'>;
type UsernameCheckWire = WireData<'/v1/registration/validateUsername', 'post'>;

/** RegistrationApiPort over the core gateway (spec 000 §7); the only place that knows these paths. */
@injectable()
export class HttpRegistrationApi implements RegistrationApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async currencies(): Promise<readonly Currency[]> {
    const wire = await this.gateway.request<WireData<'/v1/currencies'>>({
      method: 'GET',
      path: '/v1/currencies',
      noAuth: true,
    });
    return wire.map(({ id, code, name, symbol }) => ({ id, code, name, symbol }));
  }

  async checkEmail(email: string): Promise<EmailCheckAnswer> {
    const wire = await this.gateway.request<EmailCheckWire>({
      method: 'POST',
      path: '/v1/registration/validateEmail',
      body: { email } satisfies WireBody<'/v1/registration/validateEmail', 'post'>,
      noAuth: true,
    });
    return { status: wire.status, ...(wire.user_status ? { user_status: wire.user_status } : {}) };
  }

  async checkUsername(username: string): Promise<UsernameCheckAnswer> {
    const wire = await this.gateway.request<UsernameCheckWire>({
      method: 'POST',
      path: '/v1/registration/validateUsername',
      body: { username } satisfies WireBody<'/v1/registration/validateUsername', 'post'>,
      noAuth: true,
    });
    return { available: wire.available, suggestion: wire.suggestion };
  }

  async register(registration: Registration): Promise<void> {
    await this.gateway.request<WireData<'/v1/users/registration', 'post'>>({
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
      } satisfies WireBody<'/v1/users/registration', 'post'>,
    });
  }

  async lightSignupInvitation(code: string): Promise<LightSignupInvitation> {
    const wire = await this.gateway.request<LightSignupWire>({
      method: 'GET',
      path: '/v1/light_signup',
      query: { code } satisfies WireQuery<'/v1/light_signup'>,
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
      } satisfies WireBody<'/v1/light_signup', 'post'>,
    });
    return wire.email;
  }

  async registerFederatedCandidate(): Promise<void> {
    await this.gateway.request<WireData<'/v2/users/federated_registration', 'post'>>({
      method: 'POST',
      path: '/v2/users/federated_registration',
      body: { user_type: 'CANDIDATE' } satisfies WireBody<'/v2/users/federated_registration', 'post'>,
    });
  }
}
