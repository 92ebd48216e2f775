import type { BrowserContext } from '@playwright/test';
import type { SignInTokens } from './in-process-sign-in';

export { freePort } from '../../tests/support/free-port';
export { loadAverage } from './in-process-sampler';

/** Puts a signed-in session in localStorage before any page of `context` runs (as e2e's signInWithTokens). */
export async function signInContext(
  context: BrowserContext,
  clientId: string,
  tokens: SignInTokens,
): Promise<void> {
  const claims = JSON.parse(Buffer.from(tokens.IdToken.split('.')[1]!, 'base64url').toString()) as {
    'cognito:username': string;
  };
  await context.addInitScript(
    ({ id, username, idToken, accessToken, refreshToken }) => {
      const key = `CognitoIdentityServiceProvider.${id}`;
      localStorage.setItem(`${key}.LastAuthUser`, username);
      localStorage.setItem(`${key}.${username}.idToken`, idToken);
      localStorage.setItem(`${key}.${username}.accessToken`, accessToken);
      localStorage.setItem(`${key}.${username}.refreshToken`, refreshToken);
    },
    {
      id: clientId,
      username: claims['cognito:username'],
      idToken: tokens.IdToken,
      accessToken: tokens.AccessToken,
      refreshToken: tokens.RefreshToken,
    },
  );
}
