import net from 'node:net';
import os from 'node:os';
import type { BrowserContext } from '@playwright/test';
import type { SignInTokens } from './in-process-sign-in';

/** A free loopback port (asked of the system, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The 1, 5 and 15 minute load averages, for figures taken on the shared machine. */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

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
