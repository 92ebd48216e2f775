import { ForgotPasswordStore } from '../../../src-ui/account/forgot-password.store';
import { ResetPasswordStore } from '../../../src-ui/account/reset-password.store';
import { GatewayError } from '../../../src-domain/gateway/gateway.errors';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { testAppConfig } from '../../support/test-config';
import { createAccountContainer } from './account-test-container';

const serverRefusal = (status: number, code: string, message: string) =>
  new GatewayError('GATEWAY.BAD_REQUEST', status, `HTTP ${status}`, code, {
    status_code: status,
    error: { code, message },
    data: { message },
  });

describe('ForgotPasswordStore', () => {
  it('sends username, flow HARRI and the reCAPTCHA response', async () => {
    const gateway = new FakeHttpGateway().on('POST', '/v1/users/request_reset_password', () => ({
      message: 'ok',
    }));
    const { container, fakes } = createAccountContainer({ gateway });
    const store = container.get(ForgotPasswordStore);
    store.setEmail(' rita@example.test ');
    expect(await store.submit()).toBe(true);
    expect(fakes.gateway.requests[0]?.body).toEqual({
      username: 'rita@example.test',
      flow: 'HARRI',
      'g-recaptcha-response': '',
    });
    expect(store.sent).toBe(true);
  });

  it('requires a reCAPTCHA token when configured', async () => {
    const { container } = createAccountContainer({ config: { ...testAppConfig, recaptchaSiteKey: 'k' } });
    const store = container.get(ForgotPasswordStore);
    store.setEmail('rita@example.test');
    expect(await store.submit()).toBe(false);
    expect(store.recaptchaError).toBe('login.validation.recaptchaRequired');
  });

  it('shows RESET_MAX_ATTEMPTS and known refusals from the catalogue, unknown ones in the server’s words', async () => {
    const gateway = new FakeHttpGateway().on('POST', '/v1/users/request_reset_password', () => {
      throw serverRefusal(429, 'RESET_MAX_ATTEMPTS', 'too many');
    });
    const { container } = createAccountContainer({ gateway });
    const store = container.get(ForgotPasswordStore);
    store.setEmail('rita@example.test');
    await store.submit();
    expect(store.failure).toEqual({ key: 'login.errors.RESET_MAX_ATTEMPTS' });
    gateway.on('POST', '/v1/users/request_reset_password', () => {
      throw serverRefusal(400, 'EXTERNAL_USER', 'Reset it at your provider.');
    });
    await store.submit();
    expect(store.failure).toEqual({ key: 'serverErrors.externalUser' });
    gateway.on('POST', '/v1/users/request_reset_password', () => {
      throw serverRefusal(400, 'RESET.SOMETHING_NEW', 'A refusal the catalogue does not know.');
    });
    await store.submit();
    expect(store.failure).toEqual({ text: 'A refusal the catalogue does not know.' });
  });
});

describe('ResetPasswordStore', () => {
  it('validates the code, checks the confirmation, then confirms the reset', async () => {
    const gateway = new FakeHttpGateway()
      .on('POST', '/v1/validateResetToken', () => ({ valid: true }))
      .on('POST', '/v1/resetPasswordConfirmation', () => ({ message: 'done' }));
    const { container, fakes } = createAccountContainer({ gateway });
    const store = container.get(ResetPasswordStore);
    await store.validate('code-1');
    expect(store.check).toBe('valid');
    store.setNewPassword('Second-pass2');
    store.setConfirmPassword('Second-pass3');
    expect(await store.submit()).toBe(false);
    expect(store.confirmError).toBe('password.errors.MISMATCH');
    store.setConfirmPassword('Second-pass2');
    expect(await store.submit()).toBe(true);
    expect(fakes.gateway.requests.at(-1)?.body).toEqual({
      code: 'code-1',
      new_password: 'Second-pass2',
      confirm_new_password: 'Second-pass2',
    });
    expect(store.done).toBe(true);
  });

  it('shows a dead code’s refusal in the user’s language', async () => {
    const gateway = new FakeHttpGateway().on('POST', '/v1/validateResetToken', () => {
      throw serverRefusal(400, 'RESET.INVALID_CODE', 'This password reset link is invalid or has expired.');
    });
    const { container } = createAccountContainer({ gateway });
    const store = container.get(ResetPasswordStore);
    await store.validate('dead');
    expect(store.check).toBe('invalid');
    expect(store.checkFailure).toEqual({ key: 'serverErrors.resetInvalid' });
  });
});
