import { GatewayError } from '../../../src-domain/gateway/gateway.errors';
import { RegistrationStore } from '../../../src-ui/registration/registration.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { createAccountContainer } from '../account/account-test-container';

function setup(gateway = new FakeHttpGateway()) {
  const { container, fakes } = createAccountContainer({ gateway });
  const store = container.get(RegistrationStore);
  return { store, fakes };
}

function fillValid(store: RegistrationStore) {
  store.set('firstName', 'Cara');
  store.setEmail('cara@example.test');
  store.set('password', 'Cand1date!');
}

describe('RegistrationStore', () => {
  it('follows the password meter states of the domain', () => {
    const { store } = setup();
    const states = ['', 'abc', 'abcdefgh', 'Abcdefg1', 'Abcdefg1!', ' Abcdefg1!'].map((password) => {
      store.set('password', password);
      return [store.evaluation.strength, store.evaluation.meter];
    });
    expect(states).toEqual([
      ['empty', 0],
      ['short', 20],
      ['weak', 45],
      ['good', 80],
      ['strong', 100],
      ['invalid', 0],
    ]);
  });

  it.each([
    [{ status: 'USED', user_status: 'ACTIVE' }, 'registration.emailStatus.used', false],
    [{ status: 'USED', user_status: 'NO_PASSWORD' }, 'registration.emailStatus.unverified', true],
    [
      { status: 'DRAFT_NO_PASSWORD', user_status: 'DRAFT_NO_PASSWORD' },
      'registration.emailStatus.unverified',
      false,
    ],
    [{ status: 'AVAILABLE', user_status: null }, undefined, false],
  ])('reads the email check %j', async (answer, error, linkSent) => {
    const { store } = setup(new FakeHttpGateway().on('POST', '/v1/registration/validateEmail', () => answer));
    store.setEmail('someone@example.test');
    await store.checkEmail();
    expect(store.errors.email).toBe(error);
    expect(store.emailCheck?.kind === 'unverified' && store.emailCheck.activationLinkSent).toBe(linkSent);
  });

  it('offers the suggested username and takes it on request', async () => {
    const { store } = setup(
      new FakeHttpGateway().on('POST', '/v1/registration/validateUsername', () => ({
        available: false,
        suggestion: 'cara42',
      })),
    );
    store.setUsername('cara');
    await store.checkUsername();
    expect(store.errors.username).toBe('registration.usernameStatus.taken');
    store.acceptSuggestion();
    expect(store.username).toBe('cara42');
    expect(store.errors.username).toBeUndefined();
  });

  it('refuses a weak password with its domain message and sends nothing', async () => {
    const { store, fakes } = setup();
    fillValid(store);
    store.set('password', 'password');
    expect(await store.submit()).toBe(false);
    expect(store.errors.password).toBe('password.errors.WEAK');
    expect(fakes.gateway.requests).toEqual([]);
  });

  it('posts the registration payload of an employer with business and currency', async () => {
    const gateway = new FakeHttpGateway()
      .on('GET', '/v1/currencies', () => [
        { id: 1, code: 'EUR', symbol: '€' },
        { id: 2, code: 'USD', symbol: '$' },
      ])
      .on('POST', '/v1/users/registration', () => ({ activation_link_sent: true }));
    const { store, fakes } = setup(gateway);
    store.start('employer');
    await store.loadCurrencies();
    expect(store.currencyId).toBe(2);
    fillValid(store);
    store.set('lastName', ' Employer ');
    store.set('brandName', ' Cara’s Bistro ');
    store.setPhone('+14155550123', false);
    expect(await store.submit()).toBe(true);
    const sent = fakes.gateway.requests.find((request) => request.path === '/v1/users/registration');
    expect(sent?.noAuth).toBe(true);
    expect(sent?.body).toEqual({
      first_name: 'Cara',
      last_name: 'Employer',
      user_type: 'EMPLOYER',
      registration_mode: 'NORMAL',
      currency: { id: 2 },
      brand: { name: 'Cara’s Bistro' },
      email: 'cara@example.test',
      password: 'Cand1date!',
      phone: '+14155550123',
    });
    expect(store.registeredEmail).toBe('cara@example.test');
    expect(store.password).toBe('');
  });

  it('needs a business name from an employer', async () => {
    const { store } = setup();
    store.start('employer');
    fillValid(store);
    expect(await store.submit()).toBe(false);
    expect(store.errors.brandName).toBe('registration.validation.brandNameRequired');
  });

  it('puts a server refusal beside the field it concerns', async () => {
    const gateway = new FakeHttpGateway().on('POST', '/v1/users/registration', () => {
      throw FakeHttpGateway.error(409, 'IDENTITY.EMAIL_TAKEN');
    });
    const { store } = setup(gateway);
    fillValid(store);
    expect(await store.submit()).toBe(false);
    expect(store.errors.email).toBe('registration.emailStatus.used');
    expect(store.firstName).toBe('Cara');
  });

  it('refuses an email of an SSO-only group on the check, naming the provider, until the email changes', async () => {
    const gateway = new FakeHttpGateway().on('POST', '/v1/registration/validateEmail', () => {
      throw ssoRefusal();
    });
    const { store, fakes } = setup(gateway);
    fillValid(store);
    store.setEmail('jane@grandhotels.example');
    await store.checkEmail();
    expect(store.errors.email).toBe('registration.emailStatus.ssoRequired');
    expect(store.ssoProvider).toBe('Grand Hotels SSO');
    // Submitting again says the same and sends nothing.
    expect(await store.submit()).toBe(false);
    expect(store.errors.email).toBe('registration.emailStatus.ssoRequired');
    expect(fakes.gateway.requests.map((request) => request.path)).toEqual(['/v1/registration/validateEmail']);
    store.setEmail('jane@example.test');
    expect(store.ssoProvider).toBeUndefined();
    expect(store.errors.email).toBeUndefined();
  });

  it('puts the server’s SSO refusal of the registration beside the email', async () => {
    const gateway = new FakeHttpGateway().on('POST', '/v1/users/registration', () => {
      throw ssoRefusal();
    });
    const { store } = setup(gateway);
    fillValid(store);
    expect(await store.submit()).toBe(false);
    expect(store.errors.email).toBe('registration.emailStatus.ssoRequired');
    expect(store.ssoProvider).toBe('Grand Hotels SSO');
    expect(store.failure).toBeUndefined();
  });

  it('refuses a phone typed but invalid, keeps an empty one optional', async () => {
    const gateway = new FakeHttpGateway().on('POST', '/v1/users/registration', () => ({}));
    const { store, fakes } = setup(gateway);
    fillValid(store);
    store.setPhone(undefined, true);
    expect(await store.submit()).toBe(false);
    expect(store.errors.phone).toBe('registration.validation.phoneInvalid');
    expect(fakes.gateway.requests).toEqual([]);
    store.setPhone(undefined, false);
    expect(store.errors.phone).toBeUndefined();
    expect(await store.submit()).toBe(true);
    expect(fakes.gateway.requests[0]?.body).not.toHaveProperty('phone');
  });
});

/** The gateway's 403 for an e-mail of an SSO-only domain, as the HTTP adapter raises it. */
function ssoRefusal(): GatewayError {
  const message =
    'You are not authorized to create an account using this portal, please login through Grand Hotels SSO first.';
  return new GatewayError('GATEWAY.FORBIDDEN', 403, 'HTTP 403', 'REGISTRATION.SSO_REQUIRED', {
    status_code: 403,
    error: { code: 'REGISTRATION.SSO_REQUIRED', message },
    data: { message, provider: 'Grand Hotels SSO' },
  });
}
