import { StorageKey } from '../../../src-domain/consent/storage-keys.rules';
import type { UserInfo } from '../../../src-domain/session/user-info.model';
import { LoginStore, MFA_SETUP_PATH } from '../../../src-ui/login/login.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { testAppConfig } from '../../support/test-config';
import { ChallengeIdentity, createAccountContainer, tokensOf } from '../account/account-test-container';

const owner: UserInfo = {
  id: 1,
  email: 'owner@demo.brigade.test',
  first_name: 'Olivia',
  last_name: 'Owner',
  user_employer: true,
  is_shadow_user: false,
};

function setup(
  options: { mfa?: { mfa_required: boolean; is_setup: boolean }; recaptchaSiteKey?: string } = {},
) {
  const gateway = new FakeHttpGateway()
    .on('GET', '/v1/users/info', () => owner)
    .on('GET', '/v1/users/mfa/setup/status', () => options.mfa ?? { mfa_required: false, is_setup: false });
  const config = { ...testAppConfig, recaptchaSiteKey: options.recaptchaSiteKey ?? '' };
  const { container, fakes } = createAccountContainer({ gateway, config });
  return { store: container.get(LoginStore), session: container.get(SessionStore), fakes };
}

describe('LoginStore', () => {
  it('refuses an empty form with one message per field and no sign-in attempt', async () => {
    const { store, fakes } = setup();
    expect(await store.submit()).toBe(false);
    expect(store.fieldErrors).toEqual({
      email: 'login.validation.emailRequired',
      password: 'login.validation.passwordRequired',
    });
    expect(store.attempts).toBe(1);
    expect(fakes.identity.calls).toEqual([]);
  });

  it('shows the catalogue message for wrong credentials and keeps what was typed', async () => {
    const { store, session } = setup();
    store.setEmail('owner@demo.brigade.test');
    store.setPassword('wrong');
    expect(await store.submit()).toBe(false);
    expect(store.failure).toEqual({
      key: 'login.errors.INVALID_CREDENTIALS',
      message: 'Enter the correct email and password.',
    });
    expect(store.email).toBe('owner@demo.brigade.test');
    expect(store.password).toBe('wrong');
    expect(session.status).not.toBe('signed-in');
  });

  it('tells an unverified account so and has a new activation link sent to the typed e-mail', async () => {
    const { store, fakes } = setup();
    fakes.gateway.on('POST', '/v1/registration/validateEmail', () => ({
      status: 'USED',
      user_status: 'NO_PASSWORD',
    }));
    fakes.identity.signIn = async () => ({
      kind: 'failed',
      code: 'USER_NOT_CONFIRMED',
      message: 'Account is unverified.',
    });
    store.setEmail(' unverified@demo.brigade.test ');
    store.setPassword('Brigade-demo-1');
    expect(await store.submit()).toBe(false);
    expect(store.failure).toEqual({
      key: 'login.errors.USER_NOT_CONFIRMED',
      message: 'Account is unverified.',
    });
    expect(store.activationLinkSent).toBe(true);
    const sent = fakes.gateway.requests.filter(
      (request) => request.path === '/v1/registration/validateEmail',
    );
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { email: 'unverified@demo.brigade.test' },
        noAuth: true,
      }),
    ]);
  });

  it('does not claim a link was sent when the server did not send one', async () => {
    const { store, fakes } = setup();
    fakes.identity.signIn = async () => ({ kind: 'failed', code: 'USER_NOT_CONFIRMED', message: '' });
    store.setEmail('unverified@demo.brigade.test');
    store.setPassword('Brigade-demo-1');
    expect(await store.submit()).toBe(false);
    expect(store.failure?.key).toBe('login.errors.USER_NOT_CONFIRMED');
    expect(store.activationLinkSent).toBe(false);
  });

  it('signs in: clears the stored login entries first, records type and time, restores the session', async () => {
    const { store, session, fakes } = setup();
    fakes.storage.set(StorageKey.magicLinkToken, 'stale');
    store.setEmail(' owner@demo.brigade.test ');
    store.setPassword('Brigade-demo-1');
    expect(await store.submit()).toBe(true);
    expect(fakes.identity.calls).toContain('signIn:owner@demo.brigade.test');
    expect(fakes.storage.get(StorageKey.magicLinkToken)).toBeUndefined();
    expect(fakes.storage.get(StorageKey.loginType)).toBe('PASSWORD');
    expect(fakes.storage.get(StorageKey.loginTime)).toBe(String(fakes.clock.now()));
    expect(session.status).toBe('signed-in');
    expect(session.user?.email).toBe('owner@demo.brigade.test');
    expect(store.busy).toBe(false);
  });

  it('has the session opening from the sign-in’s first call until the session is restored, and after a refusal no more', async () => {
    const seen: boolean[] = [];
    const gateway = new FakeHttpGateway()
      .on('GET', '/v1/users/info', () => {
        seen.push(session.opening);
        return owner;
      })
      .on('GET', '/v1/users/mfa/setup/status', () => ({ mfa_required: false, is_setup: false }));
    const { container } = createAccountContainer({ gateway, config: testAppConfig });
    const store = container.get(LoginStore);
    const session = container.get(SessionStore);
    await expect(session.whenNotOpening()).resolves.toBeUndefined();

    store.setEmail('owner@demo.brigade.test');
    store.setPassword('Brigade-demo-1');
    const submitted = store.submit();
    expect(session.opening).toBe(true);
    const afterOpening = session.whenNotOpening().then(() => session.status);
    expect(await submitted).toBe(true);
    expect(seen).toEqual([true]);
    expect(session.opening).toBe(false);
    expect(await afterOpening).toBe('signed-in');

    store.setPassword('wrong-password');
    const refused = store.submit();
    expect(session.opening).toBe(true);
    expect(await refused).toBe(false);
    expect(session.opening).toBe(false);
  });

  it('sends a user who must set up MFA to /user/setup-mfa without restoring the session', async () => {
    const { store, session, fakes } = setup({ mfa: { mfa_required: true, is_setup: false } });
    store.setEmail('owner@demo.brigade.test');
    store.setPassword('Brigade-demo-1');
    expect(await store.submit()).toBe(true);
    expect(fakes.navigation.redirects).toEqual([MFA_SETUP_PATH]);
    expect(session.status).not.toBe('signed-in');
  });

  it('reads the MFA status and the user record in one session bootstrap, and restores only once MFA passed', async () => {
    const { store, session, fakes } = setup();
    let answer!: (bootstrap: object) => void;
    fakes.gateway.on(
      'GET',
      '/v1/users/session_bootstrap',
      () => new Promise((resolve) => (answer = resolve)),
    );
    store.setEmail('owner@demo.brigade.test');
    store.setPassword('Brigade-demo-1');
    const submitted = store.submit();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fakes.gateway.requests.map((request) => request.path)).toEqual(['/v1/users/session_bootstrap']);
    expect(session.status).not.toBe('signed-in');
    answer({
      user: owner,
      mfa: { mfa_required: true, is_setup: false },
      account_suspension: null,
      navigation_preferences: { default_home_page: null },
      context: null,
    });
    expect(await submitted).toBe(true);
    // The bootstrap's MFA standing decided: set-up first, no session, nothing else read.
    expect(fakes.navigation.redirects).toEqual([MFA_SETUP_PATH]);
    expect(session.status).not.toBe('signed-in');
    expect(fakes.gateway.requests).toHaveLength(1);
  });

  it('against a gateway without the bootstrap, reads the user record, then the MFA status, and restores once MFA passed', async () => {
    const { store, session, fakes } = setup();
    store.setEmail('owner@demo.brigade.test');
    store.setPassword('Brigade-demo-1');
    expect(await store.submit()).toBe(true);
    expect(fakes.gateway.requests.map((request) => request.path)).toEqual([
      '/v1/users/session_bootstrap',
      '/v1/users/info',
      '/v1/users/mfa/setup/status',
    ]);
    expect(session.status).toBe('signed-in');
    expect(fakes.navigation.redirects).toEqual([]);
  });

  it('leaves for the MFA set-up even when the user record was refused meanwhile', async () => {
    const { store, session, fakes } = setup({ mfa: { mfa_required: true, is_setup: false } });
    fakes.gateway.on('GET', '/v1/users/info', () => {
      throw FakeHttpGateway.error(401);
    });
    store.setEmail('owner@demo.brigade.test');
    store.setPassword('Brigade-demo-1');
    expect(await store.submit()).toBe(true);
    expect(fakes.navigation.redirects).toEqual([MFA_SETUP_PATH]);
    expect(fakes.identity.calls).not.toContain('signOut');
    expect(session.status).not.toBe('signed-in');
  });

  it('follows an mfa-setup-required outcome of the identity service to our set-up screen', async () => {
    const { store, fakes } = setup();
    fakes.identity.signIn = async () => ({ kind: 'mfa-setup-required', setupUrl: '/somewhere-else' });
    store.setEmail('mfa@demo.brigade.test');
    store.setPassword('Brigade-demo-1');
    await store.submit();
    expect(fakes.navigation.redirects).toEqual([MFA_SETUP_PATH]);
  });

  it('needs a reCAPTCHA token only when a site key is configured, and passes it on', async () => {
    const { store, fakes } = setup({ recaptchaSiteKey: 'site-key' });
    store.setEmail('owner@demo.brigade.test');
    store.setPassword('Brigade-demo-1');
    expect(await store.submit()).toBe(false);
    expect(store.recaptchaError).toBe('login.validation.recaptchaRequired');
    const seen: (string | undefined)[] = [];
    const signIn = fakes.identity.signIn.bind(fakes.identity);
    fakes.identity.signIn = (username: string, password: string, token?: string) => {
      seen.push(token);
      return signIn(username, password);
    };
    store.setRecaptchaToken('token-1');
    expect(await store.submit()).toBe(true);
    expect(seen).toEqual(['token-1']);
  });

  it('starts a shadow session with the corporate token (CORPORATE_USER_ACCESS_TOKEN)', async () => {
    const { store, session, fakes } = setup();
    fakes.identity.challengeOutcomes.set('CORPORATE_USER_ACCESS_TOKEN', {
      kind: 'signed-in',
      tokens: tokensOf('owner@demo.brigade.test'),
    });
    expect(await store.signInWithCorporateToken('owner@demo.brigade.test', 'one-time')).toBe(true);
    expect(fakes.identity.calls).toContain(
      'challenge:CORPORATE_USER_ACCESS_TOKEN:owner@demo.brigade.test:one-time',
    );
    expect(fakes.storage.get(StorageKey.loginType)).toBe('CORPORATE');
    expect(session.status).toBe('signed-in');
  });

  it('answers a pending challenge when the identity service asks for it', async () => {
    const identity = new ChallengeIdentity();
    identity.challengeOutcomes.set('MASTER_ACCOUNT_TOKEN', {
      kind: 'custom-challenge',
      challengeName: 'MASTER_ACCOUNT_TOKEN',
    });
    identity.nextChallengeOutcome = { kind: 'signed-in', tokens: tokensOf('candidate@demo.brigade.test') };
    const gateway = new FakeHttpGateway()
      .on('GET', '/v1/users/info', () => ({ ...owner, user_employer: false }))
      .on('GET', '/v1/users/mfa/setup/status', () => ({ mfa_required: false, is_setup: false }));
    const { container, fakes } = createAccountContainer({ identity, gateway });
    const store = container.get(LoginStore);
    expect(await store.signInWithMagicLink('candidate@demo.brigade.test', 'magic')).toBe(true);
    expect(fakes.identity.calls).toContain('answer:MASTER_ACCOUNT_TOKEN:magic');
  });

  it('shows MASTER_ACCOUNT_TOKEN_NOT_FOUND through the catalogue fallback when no magic token works', async () => {
    const { store } = setup();
    expect(await store.signInWithMagicLink('candidate@demo.brigade.test', 'expired')).toBe(false);
    expect(store.failure?.key).toBe('login.errors.UNKNOWN');
  });

  it('shows the message of an error_code parameter from the catalogue', () => {
    const { store } = setup();
    store.showErrorCode('USER_NOT_MAPPED');
    expect(store.failure?.key).toBe('login.errors.USER_NOT_MAPPED');
    store.showErrorCode(undefined);
    expect(store.failure).toBeUndefined();
  });

  it('turns an unexpected rejection into the catalogue fallback, never a crash', async () => {
    const { store, fakes } = setup();
    fakes.identity.signIn = () => Promise.reject(new Error('network'));
    store.setEmail('owner@demo.brigade.test');
    store.setPassword('x');
    expect(await store.submit()).toBe(false);
    expect(store.failure?.key).toBe('login.errors.UNKNOWN');
    expect(store.busy).toBe(false);
  });
});
