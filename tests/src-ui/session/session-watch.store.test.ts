import { SessionStore } from '../../../src-ui/session/session.store';
import { SessionWatchStore } from '../../../src-ui/session/session-watch.store';
import { createAppTestContainer, userInfo } from '../shell/app-test-container';

/** A JWT-shaped token with the given payload (the signature is not read by the client). */
function jwt(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none' })}.${encode(payload)}.signature`;
}

async function setUp(user = userInfo()) {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => user);
  await container.get(SessionStore).restore();
  const watch = container.get(SessionWatchStore);
  return { watch, fakes };
}

describe('SessionWatchStore', () => {
  afterEach(() => jest.useRealTimers());

  it('on focus without a token goes to /user/logout with the page as ref and the timeout toast', async () => {
    const { watch, fakes } = await setUp();
    const stop = watch.start();
    fakes.navigation.path = '/dashboard/hiring?tab=1';
    fakes.identity.tokens = undefined;
    fakes.connectivity.focus();
    expect(watch.navigation).toEqual({
      path: `/user/logout?ref=${encodeURIComponent('/dashboard/hiring?tab=1')}`,
      toast: { key: 'session.timedOut', durationMs: 5000 },
    });
    stop();
  });

  it('does nothing on focus while the same session is stored', async () => {
    const { watch, fakes } = await setUp();
    const stop = watch.start();
    fakes.connectivity.focus();
    expect(watch.navigation).toBeUndefined();
    expect(watch.paused).toBe(false);
    stop();
  });

  it('pauses when another tab signed in as someone else, and OK reloads on /dashboard', async () => {
    jest.useFakeTimers();
    const { watch, fakes } = await setUp();
    const stop = watch.start();
    fakes.identity.signedInAs('marco');
    jest.advanceTimersByTime(3000);
    expect(watch.paused).toBe(true);
    watch.acknowledgePause();
    expect(fakes.navigation.redirects).toEqual(['/dashboard']);
    stop();
  });

  it('pauses when an impersonation session replaced this one', async () => {
    const { watch, fakes } = await setUp();
    watch.start();
    fakes.identity.tokens = {
      accessToken: jwt({ 'custom:is_shadow_user': 'true' }),
      refreshToken: 'refresh',
      username: 'olivia',
    };
    fakes.connectivity.focus();
    expect(watch.paused).toBe(true);
    watch.stop();
  });

  it('sends a suspended account to /account-suspension', async () => {
    const { watch, fakes } = await setUp();
    fakes.gateway.on('GET', '/v1/brands/1/account_suspension/check', () => ({ is_suspended: true }));
    await watch.checkAccountStanding();
    expect(watch.navigation).toEqual({ path: '/account-suspension' });
  });

  it('sends a user who must set up multi-factor authentication to /user/setup-mfa', async () => {
    const { watch, fakes } = await setUp();
    fakes.gateway
      .on('GET', '/v1/brands/1/account_suspension/check', () => ({ is_suspended: false }))
      .on('GET', '/v1/users/mfa/setup/status', () => ({ mfa_required: true, is_setup: false }));
    await watch.checkAccountStanding();
    expect(watch.navigation).toEqual({ path: '/user/setup-mfa' });
  });

  it('reads suspension and multi-factor status at once; a suspension decides first', async () => {
    const { watch, fakes } = await setUp();
    const answers: (() => void)[] = [];
    fakes.gateway
      .on(
        'GET',
        '/v1/brands/1/account_suspension/check',
        () => new Promise((resolve) => answers.push(() => resolve({ is_suspended: true }))),
      )
      .on(
        'GET',
        '/v1/users/mfa/setup/status',
        () => new Promise((resolve) => answers.push(() => resolve({ mfa_required: true, is_setup: false }))),
      );
    const checked = watch.checkAccountStanding();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(2);
    answers.forEach((answer) => answer());
    await checked;
    expect(watch.navigation).toEqual({ path: '/account-suspension' });
  });

  it('does not read the multi-factor status again right after the sign-in read it', async () => {
    const { container, fakes } = createAppTestContainer();
    fakes.identity.signedInAs('olivia');
    fakes.gateway
      .on('GET', '/v1/users/info', () => userInfo())
      .on('GET', '/v1/brands/1/account_suspension/check', () => ({ is_suspended: false }))
      .on('GET', '/v1/users/mfa/setup/status', () => ({ mfa_required: false, is_setup: false }));
    await container.get(SessionStore).restoreAfterMfaCheck(Promise.resolve(true));
    const watch = container.get(SessionWatchStore);
    const mfaReads = () =>
      fakes.gateway.requests.filter((request) => request.path === '/v1/users/mfa/setup/status').length;
    await watch.checkAccountStanding();
    expect(mfaReads()).toBe(0);
    expect(fakes.gateway.requests.map((request) => request.path)).toContain(
      '/v1/brands/1/account_suspension/check',
    );
    // A later check (the layout mounted again) reads it.
    await watch.checkAccountStanding();
    expect(mfaReads()).toBe(1);
  });

  it('changes nothing when the standing checks fail', async () => {
    const { watch } = await setUp();
    await watch.checkAccountStanding();
    expect(watch.navigation).toBeUndefined();
  });
});
