import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.seed';

/** The three tokens a local sign-in answers (what the browser keeps in localStorage). */
export interface SignInTokens {
  readonly IdToken: string;
  readonly AccessToken: string;
  readonly RefreshToken: string;
}

/**
 * Signs a seeded account in through the local identity of an in-process server (USER_PASSWORD_AUTH
 * over app.inject) and answers its tokens.
 */
export async function tokensOf(app: FastifyInstance, clientId: string, email: string): Promise<SignInTokens> {
  const answer = await app.inject({
    method: 'POST',
    url: '/idp',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    payload: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    }),
  });
  if (answer.statusCode !== 200) throw new Error(`sign-in of ${email} failed: HTTP ${answer.statusCode}`);
  return answer.json<{ AuthenticationResult: SignInTokens }>().AuthenticationResult;
}

/** Signs a seeded account in as tokensOf does and answers its access token. */
export async function accessTokenOf(app: FastifyInstance, clientId: string, email: string): Promise<string> {
  return (await tokensOf(app, clientId, email)).AccessToken;
}
