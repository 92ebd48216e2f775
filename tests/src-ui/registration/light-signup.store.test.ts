import { GatewayError } from '../../../src-domain/gateway/gateway.errors';
import type { GatewayRequest } from '../../../src-domain/gateway/http-gateway.port';
import type { LightSignupWire } from '../../../src-infrastructure/registration/http-registration-api.adapter';
import { LightSignupStore } from '../../../src-ui/registration/light-signup.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { createAccountContainer } from '../account/account-test-container';

const INVITATION: LightSignupWire = {
  code: 'TIDEWATER-LINE-COOK',
  brand: { id: 7, name: 'Tidewater Portland Downtown', type: 'LOCATION' },
  position_title: 'Line Cook',
  email: null,
  first_name: 'Lee',
  last_name: null,
  expires_at: '2099-01-01T00:00:00.000Z',
};

async function setup(answer: (request: GatewayRequest) => unknown) {
  const gateway = new FakeHttpGateway()
    .on('GET', '/v1/light_signup', () => INVITATION)
    .on('POST', '/v1/light_signup', answer);
  const { container } = createAccountContainer({ gateway });
  const store = container.get(LightSignupStore);
  await store.load('TIDEWATER-LINE-COOK');
  return { store, gateway };
}

function serverRefusal(status: number, code: string, data: object): GatewayError {
  return new GatewayError('GATEWAY.FORBIDDEN', status, `HTTP ${status}`, code, {
    status_code: status,
    error: { code, message: 'server words' },
    data,
  });
}

describe('LightSignupStore', () => {
  it('looks the invitation up by code and prefills what it knows', async () => {
    const { store } = await setup(() => ({}));
    expect(store.lookup).toBe('ready');
    expect(store.firstName).toBe('Lee');
    expect(store.needsEmail).toBe(true);
  });

  it('says a missing code is missing, without a request', async () => {
    const { container } = createAccountContainer({ gateway: new FakeHttpGateway() });
    const store = container.get(LightSignupStore);
    await store.load(undefined);
    expect(store.lookup).toBe('failed');
    expect(store.lookupFailure).toEqual({ key: 'lightSignup.missingCode' });
  });

  it('refuses an empty or malformed form beside its fields and sends nothing', async () => {
    const { store, gateway } = await setup(() => ({}));
    store.set('firstName', ' ');
    store.set('email', 'not-an-email');
    store.set('password', 'short');
    expect(await store.submit()).toBe(false);
    expect(store.errors).toMatchObject({
      firstName: 'registration.validation.firstNameRequired',
      email: 'registration.validation.emailInvalid',
    });
    expect(store.errors.password).toBeDefined();
    expect(gateway.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('creates the account with one POST and forgets the password', async () => {
    const { store, gateway } = await setup(() => ({ email: 'lee@example.test' }));
    store.set('email', 'lee@example.test');
    store.set('password', 'Light-pass-42');
    expect(await store.submit()).toBe(true);
    expect(store.createdEmail).toBe('lee@example.test');
    expect(store.password).toBe('');
    expect(gateway.requests.at(-1)?.body).toMatchObject({
      code: 'TIDEWATER-LINE-COOK',
      first_name: 'Lee',
      email: 'lee@example.test',
    });
  });

  it('says an SSO-only e-mail must sign in through its provider, in the user’s language, keeping the form', async () => {
    const { store } = await setup(() => {
      throw serverRefusal(403, 'REGISTRATION.SSO_REQUIRED', {
        message: 'server words',
        provider: 'Grand Hotels SSO',
      });
    });
    store.set('email', 'jane@grandhotels.example');
    store.set('password', 'Light-pass-42');
    expect(await store.submit()).toBe(false);
    expect(store.failure).toEqual({
      key: 'registration.emailStatus.ssoRequired',
      values: { provider: 'Grand Hotels SSO' },
    });
    expect(store.email).toBe('jane@grandhotels.example');
    expect(store.password).toBe('Light-pass-42');
  });

  it('puts a taken e-mail beside the field', async () => {
    const { store } = await setup(() => {
      throw serverRefusal(409, 'IDENTITY.EMAIL_TAKEN', {});
    });
    store.set('email', 'taken@example.test');
    store.set('password', 'Light-pass-42');
    expect(await store.submit()).toBe(false);
    expect(store.errors.email).toBe('registration.emailStatus.used');
    expect(store.failure).toBeUndefined();
  });
});
