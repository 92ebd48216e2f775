import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityServer } from './identity.harness';
import { srpClient } from './srp.client';

/**
 * AWS SDK v3's Cognito client pointed at a test server's /idp: a second client, independent of
 * amazon-cognito-identity-js. No retries, so a refusal is seen once; no credentials, as the
 * user-pool operations are unsigned.
 */
export function sdkClient(server: IdentityServer): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: server.endpoint,
    maxAttempts: 1,
  });
}

/** Resolves with the error the promise rejects with (the SDK's ServiceException); fails when it resolves. */
export async function sdkFailure(
  promise: Promise<unknown>,
): Promise<Error & { $metadata?: { httpStatusCode?: number; requestId?: string } }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { $metadata?: { httpStatusCode?: number; requestId?: string } };
  }
  throw new Error('expected a failure');
}

/** USER_PASSWORD_AUTH through the SDK. */
export async function sdkPasswordSignIn(
  server: IdentityServer,
  client: CognitoIdentityProviderClient,
  username: string,
  password: string,
): Promise<AuthenticationResultType> {
  const answer = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  if (!answer.AuthenticationResult) throw new Error('no AuthenticationResult');
  return answer.AuthenticationResult;
}

/** USER_SRP_AUTH through the SDK, the SRP arithmetic done by srp.client.ts. */
export async function sdkSrpSignIn(
  server: IdentityServer,
  client: CognitoIdentityProviderClient,
  username: string,
  password: string,
): Promise<AuthenticationResultType> {
  const srp = srpClient(server.config.userPoolId.split('_')[1] ?? '');
  const challenge = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { USERNAME: username, SRP_A: srp.srpA },
    }),
  );
  const answer = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId: server.config.clientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: challenge.Session,
      ChallengeResponses: srp.respond(challenge.ChallengeParameters ?? {}, password),
    }),
  );
  if (!answer.AuthenticationResult) throw new Error('no AuthenticationResult');
  return answer.AuthenticationResult;
}
