import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { trackNetwork } from './support/network-quiet';

/** The demo password of every demo account (server/seed/demo-accounts.seed.ts). */
export const DEMO_PASSWORD = 'Brigade-demo-1';

export const demoEmail = (name: string) => `${name}@demo.brigade.test`;

/** Signs in through the login screen; resolves once the page has left /user/login. */
export async function signIn(page: Page, name: string): Promise<void> {
  await page.goto('/user/login');
  await page.getByLabel('Email', { exact: true }).fill(demoEmail(name));
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 15_000 });
}

/** Calls a development switch of the server (server/dev/platform-switches.plugin.ts). */
export async function platformSwitch(page: Page, path: string, body: object = {}): Promise<void> {
  const response = await page.request.post(`/dev/platform/${path}`, { data: body });
  expect(response.ok()).toBe(true);
}

/** The id of a brand the signed-in page knows (from its saved context). */
export async function contextBrandId(page: Page): Promise<number> {
  const id = await page.evaluate(() => {
    const raw = window.localStorage.getItem('h_user_context');
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { value?: string; brand_id?: number };
    const context =
      typeof parsed.value === 'string' ? (JSON.parse(parsed.value) as { brand_id: number }) : parsed;
    return context.brand_id;
  });
  if (typeof id !== 'number') throw new Error('No brand in context');
  return id;
}

/** The page map the signed-in layout recorded under h_shared_state (src-domain page-map.rules). */
export async function recordedPageMap(
  page: Page,
): Promise<{ route: string; path: string; entry?: { brand_type: string; top_level: boolean } } | undefined> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('h_shared_state');
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { value?: string; page_map?: unknown };
    const state = (typeof parsed.value === 'string' ? JSON.parse(parsed.value) : parsed) as {
      page_map?: { route: string; path: string; entry?: { brand_type: string; top_level: boolean } };
    };
    return state.page_map;
  });
}

/**
 * Signs `account` in through the local identity endpoint (USER_PASSWORD_AUTH, no login form) and
 * stores the session where the identity library reads it, on every origin (localhost, es., ar.),
 * before any page script runs: for one page, or for every page of a context (popups too). Answers the access token, for API look-ups in a test.
 */
export async function signInWithTokens(
  page: Page | BrowserContext,
  request: APIRequestContext,
  account: string,
): Promise<string> {
  if ('goto' in page) trackNetwork(page);
  const config = (await (await request.get('/config.json')).json()) as {
    identity: { endpoint: string; clientId: string };
  };
  const response = await request.post(config.identity.endpoint, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.identity.clientId,
      AuthParameters: { USERNAME: demoEmail(account), PASSWORD: DEMO_PASSWORD },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { AuthenticationResult: tokens } = (await response.json()) as {
    AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken: string };
  };
  const claims = JSON.parse(Buffer.from(tokens.IdToken.split('.')[1]!, 'base64url').toString()) as {
    'cognito:username': string;
  };
  await page.addInitScript(
    ({ clientId, username, idToken, accessToken, refreshToken }) => {
      const base = `CognitoIdentityServiceProvider.${clientId}`;
      // A session already there (refreshed by the app, or a popup of a signed-in page) is kept.
      if (localStorage.getItem(`${base}.LastAuthUser`)) return;
      localStorage.setItem(`${base}.LastAuthUser`, username);
      localStorage.setItem(`${base}.${username}.idToken`, idToken);
      localStorage.setItem(`${base}.${username}.accessToken`, accessToken);
      localStorage.setItem(`${base}.${username}.refreshToken`, refreshToken);
    },
    {
      clientId: config.identity.clientId,
      username: claims['cognito:username'],
      idToken: tokens.IdToken,
      accessToken: tokens.AccessToken,
      refreshToken: tokens.RefreshToken,
    },
  );
  return tokens.AccessToken;
}

/** The id of the brand named `name` among the caller's brands (any depth of the answer). */
export async function brandIdNamed(request: APIRequestContext, token: string, name: string): Promise<number> {
  const response = await request.get('/api/core/v1/users/brands', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const found: number[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.name === name && typeof record.id === 'number') found.push(record.id);
      Object.values(record).forEach(walk);
    }
  };
  walk(await response.json());
  expect(found, `no brand named ${name}`).not.toHaveLength(0);
  return found[0]!;
}
