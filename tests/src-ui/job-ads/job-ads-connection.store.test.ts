import { StorageKey } from '../../../src-domain/consent/storage-keys.rules';
import { JOB_ADS_MESSAGE_TYPE, parsePendingLogin } from '../../../src-domain/job-ads/job-ads-login.rules';
import type { PopupHandle } from '../../../src-domain/navigation/navigation.port';
import { OAuthCallbackStore } from '../../../src-ui/account/oauth-callback.store';
import { JobAdsConnectionStore } from '../../../src-ui/job-ads/job-ads-connection.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { INDEED_LOGGED_OUT } from '../../fakes/indeed-login-check.fixture';
import { createTestContainer } from '../../support/test-container';

const BRAND = 12;

class ScriptedPopup implements PopupHandle {
  closed = false;
  isClosed = () => this.closed;
  currentUrl = () => undefined;
  close = () => {
    this.closed = true;
  };
}

function setup(login: () => unknown = () => ({ ...INDEED_LOGGED_OUT, logged_in: true, employer: 'emp-1' })) {
  const gateway = new FakeHttpGateway()
    .on('POST', '/v1/indeed/login/check', () => INDEED_LOGGED_OUT)
    .on('POST', '/v1/indeed/login', login);
  const { container, fakes } = createTestContainer(undefined, { gateway });
  const popup = new ScriptedPopup();
  const opened: { url: string; size: unknown }[] = [];
  fakes.navigation.openPopup = (url: string, size?: unknown) => {
    opened.push({ url, size });
    return popup;
  };
  return { store: container.get(JobAdsConnectionStore), container, fakes, gateway, popup, opened };
}

/** The message /oauth2/ would post for the login in progress (its state unless told otherwise). */
function answer(fakes: ReturnType<typeof setup>['fakes'], fields: Record<string, string>) {
  const pending = parsePendingLogin(fakes.tabStorage.get(StorageKey.jobAdsLogin));
  return { type: JOB_ADS_MESSAGE_TYPE, state: pending?.state, ...fields };
}

async function flush() {
  for (let index = 0; index < 5; index += 1) await Promise.resolve();
}

describe('JobAdsConnectionStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shares a check of the same brand under way (the screen's prepare, then its effect; issue #20)", async () => {
    const { store, gateway } = setup();
    const checks = () =>
      gateway.requests.filter((request) => request.path === '/v1/indeed/login/check').length;
    await Promise.all([store.check(BRAND), store.check(BRAND)]);
    expect(checks()).toBe(1);
    expect(store.phase).toBe('disconnected');
    await store.check(BRAND);
    expect(checks()).toBe(2);
  });

  it('opens the consent page in a 600×600 popup with PKCE S256, state and the employer picker', async () => {
    const { store, opened, fakes } = setup();
    await store.check(BRAND);
    await store.connect();
    expect(opened[0]?.size).toEqual({ width: 600, height: 600 });
    const url = new URL(opened[0]!.url);
    expect(url.searchParams.get('code_challenge')).toBe('challenge-1');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('prompt')).toBe('select_employer');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8080/oauth2/');
    expect(parsePendingLogin(fakes.tabStorage.get(StorageKey.jobAdsLogin))).toMatchObject({
      verifier: 'verifier-1',
      brandId: BRAND,
      state: url.searchParams.get('state'),
    });
  });

  it('logs in with the code, employer and verifier the popup handed back', async () => {
    const { store, fakes, gateway, popup } = setup();
    await store.check(BRAND);
    await store.connect();
    fakes.popupMessages.deliver(answer(fakes, { code: 'c-1', employer: 'emp-1' }));
    jest.advanceTimersByTime(100);
    await flush();
    expect(popup.closed).toBe(true);
    expect(gateway.requests.at(-1)?.body).toEqual({
      brand_id: BRAND,
      authorization_code: 'c-1',
      employer: 'emp-1',
      redirect_uri: 'http://localhost:8080/oauth2/',
      code_verifier: 'verifier-1',
    });
    expect(store.phase).toBe('connected');
    expect(store.notice).toEqual({ kind: 'connected' });
    expect(fakes.tabStorage.get(StorageKey.jobAdsLogin)).toBeUndefined();
  });

  it('refuses an answer whose state is not the one it sent, without using its code', async () => {
    const { store, fakes, gateway } = setup();
    await store.check(BRAND);
    await store.connect();
    fakes.popupMessages.deliver({
      type: JOB_ADS_MESSAGE_TYPE,
      state: 'forged',
      code: 'c-x',
      employer: 'emp-1',
    });
    jest.advanceTimersByTime(100);
    await flush();
    expect(store.notice).toEqual({ kind: 'state-mismatch' });
    expect(gateway.requests.some((request) => request.path === '/v1/indeed/login')).toBe(false);
  });

  it('tells a closed popup (checked every 2 000 ms), a denial, partial consent and a refused scope apart', async () => {
    const closed = setup();
    await closed.store.check(BRAND);
    await closed.store.connect();
    closed.popup.closed = true;
    jest.advanceTimersByTime(1900);
    expect(closed.store.phase).toBe('connecting');
    jest.advanceTimersByTime(100);
    expect(closed.store.notice).toEqual({ kind: 'closed' });

    const denied = setup();
    await denied.store.check(BRAND);
    await denied.store.connect();
    denied.fakes.popupMessages.deliver(answer(denied.fakes, { error: 'access_denied' }));
    jest.advanceTimersByTime(100);
    await flush();
    expect(denied.store.notice).toEqual({ kind: 'denied' });

    const partial = setup(() => ({
      ...INDEED_LOGGED_OUT,
      logged_in: true,
      employer: 'emp-1',
      missing_scopes: ['offline_access'],
      expires_at: '2026-11-25T22:00:00.000Z',
    }));
    await partial.store.check(BRAND);
    await partial.store.connect();
    partial.fakes.popupMessages.deliver(answer(partial.fakes, { code: 'c', employer: 'emp-1' }));
    jest.advanceTimersByTime(100);
    await flush();
    expect(partial.store.notice).toEqual({ kind: 'partial', missingScopes: ['offline_access'] });

    const refused = setup(() => {
      throw FakeHttpGateway.error(403, 'INDEED.SCOPE_MISSING');
    });
    await refused.store.check(BRAND);
    await refused.store.connect();
    refused.fakes.popupMessages.deliver(answer(refused.fakes, { code: 'c', employer: 'emp-1' }));
    jest.advanceTimersByTime(100);
    await flush();
    expect(refused.store.notice).toEqual({ kind: 'scope-missing' });
    expect(refused.store.phase).toBe('disconnected');
  });

  it('falls back to a full-page redirect when popups are blocked, and /oauth2/ completes it', async () => {
    const { store, container, fakes, gateway } = setup();
    fakes.navigation.openPopup = () => undefined;
    await store.check(BRAND);
    await store.connect();
    expect(fakes.navigation.redirects[0]).toContain('/sandbox/indeed/oauth/v2/authorize?');
    const state = parsePendingLogin(fakes.tabStorage.get(StorageKey.jobAdsLogin))?.state;
    const callback = container.get(OAuthCallbackStore);
    await callback.receive({ code: 'c-2', state, employer: 'emp-1' });
    expect(callback.result).toEqual({ kind: 'completed', notice: { kind: 'connected' } });
    expect(gateway.requests.at(-1)?.path).toBe('/v1/indeed/login');
  });

  it('in the popup, /oauth2/ posts the answer to its opener and closes', async () => {
    const { container, fakes } = setup();
    fakes.popupMessages.hasOpener = true;
    const callback = container.get(OAuthCallbackStore);
    await callback.receive({ code: 'c-3', state: 's', employer: 'emp-1' });
    expect(fakes.popupMessages.posted[0]).toMatchObject({
      type: JOB_ADS_MESSAGE_TYPE,
      code: 'c-3',
      state: 's',
    });
    expect(fakes.popupMessages.closed).toBe(true);
    expect(callback.result).toEqual({ kind: 'handed-over' });
  });
});
