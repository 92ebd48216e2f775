import { JSDOM } from 'jsdom';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import {
  EARLY_BOOTSTRAP_GLOBAL,
  type EarlySessionBootstrap,
} from '../../../src-infrastructure/session/early-session-bootstrap';
import { HttpSessionApi } from '../../../src-infrastructure/session/http-session-api.adapter';
import { SESSION_BOOTSTRAP_EARLY_SCRIPT } from '../../../src-infrastructure/session/session-bootstrap-early.script';

const CLIENT = 'client-1';
const KEY = `CognitoIdentityServiceProvider.${CLIENT}`;

/** An unsigned JWT whose `exp` is `expiresInS` seconds from now. */
const accessToken = (expiresInS: number) =>
  `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInS })).toString('base64url')}.s`;

const WIRE = {
  user: { id: 5, email: 'casey@demo.test' },
  mfa: { mfa_required: false, is_setup: true },
  account_suspension: null,
  navigation_preferences: { default_home_page: null },
  context: null,
};

/**
 * A signed-in page as the server renders it, its inline script run by the parser as in a
 * browser, with the given stored session and saved context brand; fetch is recorded.
 */
function signedInPage(stored: { token?: string; contextBrand?: number }) {
  const fetches: { url: string; headers: Record<string, string> }[] = [];
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body><div id="root"></div>` +
      `<script data-client-id="${CLIENT}">${SESSION_BOOTSTRAP_EARLY_SCRIPT}</script></body></html>`,
    {
      runScripts: 'dangerously',
      url: 'http://localhost/dashboard/member',
      beforeParse(window) {
        if (stored.token) {
          window.localStorage.setItem(`${KEY}.LastAuthUser`, 'user-1');
          window.localStorage.setItem(`${KEY}.user-1.accessToken`, stored.token);
        }
        if (stored.contextBrand !== undefined)
          window.localStorage.setItem(
            'h_user_context',
            JSON.stringify({
              value: JSON.stringify({ brand_id: stored.contextBrand, brand_type: 'LOCATION' }),
              expiresAt: Date.now() + 60_000,
            }),
          );
        (window as unknown as { fetch: unknown }).fetch = (
          url: string,
          init: { headers: Record<string, string> },
        ) => {
          fetches.push({ url, headers: init.headers });
          return Promise.resolve({
            status: 200,
            json: () => Promise.resolve({ status_code: 200, data: WIRE }),
          });
        };
      },
    },
  );
  const early = (dom.window as unknown as Record<string, EarlySessionBootstrap | undefined>)[
    EARLY_BOOTSTRAP_GLOBAL
  ];
  return { fetches, early };
}

describe('the early session bootstrap (issue #20: a signed-in hard load starts its bootstrap read at parse time)', () => {
  it('asks for the bootstrap with the stored access token, the saved context brand and the page address', async () => {
    const token = accessToken(3600);
    const { fetches, early } = signedInPage({ token, contextBrand: 7 });
    expect(fetches).toEqual([
      {
        url: '/api/core/v1/users/session_bootstrap?context_brand_id=7',
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          'X-Page-Address': 'http://localhost/dashboard/member',
        },
      },
    ]);
    expect(early?.path).toBe('/v1/users/session_bootstrap?context_brand_id=7');
    await expect(early?.answer).resolves.toEqual({ status: 200, body: { status_code: 200, data: WIRE } });
  });

  it.each([
    ['no stored session', {}],
    ['an access token expiring within the refresh margin', { token: accessToken(30) }],
    ['an unreadable access token', { token: 'not-a-jwt' }],
  ])('asks nothing with %s', (_case, stored) => {
    const { fetches, early } = signedInPage(stored);
    expect(fetches).toEqual([]);
    expect(early).toBeUndefined();
  });
});

describe('HttpSessionApi adopts the early read', () => {
  const holder = window as unknown as Record<string, unknown>;
  afterEach(() => delete holder[EARLY_BOOTSTRAP_GLOBAL]);

  const withEarly = (path: string, answer: Promise<unknown>) => {
    answer.catch(() => undefined);
    holder[EARLY_BOOTSTRAP_GLOBAL] = { path, answer };
  };
  const gatewayAnswering = () =>
    new FakeHttpGateway().on('GET', '/v1/users/session_bootstrap', () => ({
      ...WIRE,
      user: { id: 6, email: 'from-gateway@demo.test' },
    }));

  it('once, when it answered 200 for the same path and query: no second request', async () => {
    withEarly(
      '/v1/users/session_bootstrap?context_brand_id=7',
      Promise.resolve({ status: 200, body: { status_code: 200, data: WIRE } }),
    );
    const gateway = gatewayAnswering();
    const api = new HttpSessionApi(gateway);
    expect((await api.bootstrap(7)).user).toEqual(WIRE.user);
    expect(gateway.requests).toEqual([]);
    // A later bootstrap (a sign-in, a brand switch) asks the server.
    expect((await api.bootstrap(7)).user.id).toBe(6);
    expect(gateway.requests).toHaveLength(1);
  });

  it.each([
    [
      'another query',
      '/v1/users/session_bootstrap',
      Promise.resolve({ status: 200, body: { status_code: 200, data: WIRE } }),
    ],
    ['a 401', '/v1/users/session_bootstrap?context_brand_id=7', Promise.resolve({ status: 401, body: {} })],
    [
      'a network failure',
      '/v1/users/session_bootstrap?context_brand_id=7',
      Promise.reject(new TypeError('offline')),
    ],
  ])('not after %s: the gateway reads as usual', async (_case, path, answer) => {
    withEarly(path, answer);
    const gateway = gatewayAnswering();
    expect((await new HttpSessionApi(gateway).bootstrap(7)).user.id).toBe(6);
    expect(gateway.requests).toEqual([
      { method: 'GET', path: '/v1/users/session_bootstrap', query: { context_brand_id: 7 } },
    ]);
    expect(holder[EARLY_BOOTSTRAP_GLOBAL]).toBeUndefined();
  });
});
