import type { PopupHandle } from '../../../src-domain/navigation/navigation.port';
import type { UserInfo } from '../../../src-domain/session/user-info.model';
import {
  readSocialCallback,
  SOCIAL_POLL_MS,
  SocialLoginStore,
} from '../../../src-ui/login/social-login.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { createAccountContainer, tokensOf } from '../account/account-test-container';

const newcomer: UserInfo = {
  id: 'u-1',
  email: 'sam.social@example.test',
  first_name: 'Sam',
  last_name: 'Social',
  user_employer: false,
  is_shadow_user: false,
};

/** A popup whose URL and closed state the test sets. */
class ScriptedPopup implements PopupHandle {
  url: string | undefined;
  closed = false;
  isClosed = () => this.closed;
  currentUrl = () => this.url;
  close = () => {
    this.closed = true;
  };
}

function setup() {
  const gateway = new FakeHttpGateway()
    .on('GET', '/v1/users/info', () => newcomer)
    .on('GET', '/v1/users/mfa/setup/status', () => ({ mfa_required: false, is_setup: false }))
    .on('POST', '/v2/users/federated_registration', () => ({ created: true }));
  const { container, fakes } = createAccountContainer({ gateway });
  const popup = new ScriptedPopup();
  const opened: { url: string; size: unknown }[] = [];
  fakes.navigation.openPopup = (url: string, size?: unknown) => {
    opened.push({ url, size });
    return popup;
  };
  return {
    store: container.get(SocialLoginStore),
    session: container.get(SessionStore),
    fakes,
    popup,
    opened,
  };
}

describe('SocialLoginStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens the hosted sign-in in a 600×600 popup with the callback and scopes', () => {
    const { store, opened } = setup();
    store.start('Google');
    expect(opened[0]?.size).toEqual({ width: 600, height: 600 });
    const url = new URL(opened[0]!.url);
    expect(url.pathname).toBe('/oauth2/authorize');
    expect(url.searchParams.get('identity_provider')).toBe('Google');
    expect(url.searchParams.get('scope')).toBe('email openid phone profile');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8080/user/social-callback');
    expect(store.state).toEqual({ kind: 'open', provider: 'Google' });
  });

  it('reports `closed` when the user closes the popup', () => {
    const { store, popup } = setup();
    store.start('Google');
    popup.closed = true;
    jest.advanceTimersByTime(SOCIAL_POLL_MS);
    expect(store.state).toEqual({ kind: 'closed' });
  });

  it('signs a new user in with the code, registers them, and reports success with isNewUser', async () => {
    const { store, popup, opened, session, fakes } = setup();
    fakes.identity.challengeOutcomes.set('MASTER_ACCOUNT_TOKEN', {
      kind: 'signed-in',
      tokens: tokensOf('sam.social@example.test'),
    });
    store.start('Google');
    jest.advanceTimersByTime(SOCIAL_POLL_MS * 3);
    const state = new URL(opened[0]!.url).searchParams.get('state')!;
    popup.url = `http://localhost:8080/user/social-callback?code=abc&username=sam.social%40example.test&is_new_user=true&state=${state}`;
    jest.advanceTimersByTime(SOCIAL_POLL_MS);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(popup.closed).toBe(true);
    expect(fakes.gateway.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /v2/users/federated_registration',
    );
    expect(store.state).toEqual({ kind: 'success', isNewUser: true });
    expect(session.status).toBe('signed-in');
  });

  it('reports the provider error as a failure with its description', async () => {
    const { store, popup, opened } = setup();
    store.start('Facebook');
    const state = new URL(opened[0]!.url).searchParams.get('state')!;
    popup.url = `http://localhost:8080/user/social-callback?error=access_denied&error_description=Cancelled&state=${state}`;
    jest.advanceTimersByTime(SOCIAL_POLL_MS);
    await Promise.resolve();
    expect(store.state).toEqual({ kind: 'failure', details: 'Cancelled' });
  });

  it('sends 128 random bits from the random-token port as state', () => {
    const { store, opened, fakes } = setup();
    store.start('Google');
    expect(fakes.random.requests).toEqual([16]);
    expect(new URL(opened[0]!.url).searchParams.get('state')).toBe('token-1');
  });

  it('refuses an answer whose state is not the one it sent, without using its code', async () => {
    const { store, popup, fakes } = setup();
    store.start('Google');
    popup.url = 'http://localhost:8080/user/social-callback?code=abc&username=x&state=forged';
    jest.advanceTimersByTime(SOCIAL_POLL_MS);
    await Promise.resolve();
    expect(store.state).toEqual({ kind: 'failure', details: 'login.social.stateMismatch' });
    expect(fakes.identity.calls.filter((call) => call.startsWith('challenge:'))).toEqual([]);
  });

  it('reads only our callback page', () => {
    expect(
      readSocialCallback('https://evil.example/user/social-callback?code=1', 'http://localhost:8080'),
    ).toBeUndefined();
    expect(readSocialCallback('http://localhost:8080/other?code=1', 'http://localhost:8080')).toBeUndefined();
    expect(
      readSocialCallback(
        'http://localhost:8080/user/social-callback?code=1&is_new_user=false',
        'http://localhost:8080',
      ),
    ).toMatchObject({ code: '1', isNewUser: false });
  });

  it('reports a blocked popup', () => {
    const { store, fakes } = setup();
    fakes.navigation.openPopup = () => undefined;
    store.start('Google');
    expect(store.state).toEqual({ kind: 'failure', details: 'login.social.blocked' });
  });
});
