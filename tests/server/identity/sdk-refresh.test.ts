import {
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD, claimsOf, type IdentityServer, startIdentityServer } from './identity.harness';
import { sdkClient, sdkFailure, sdkPasswordSignIn, sdkSrpSignIn } from './sdk.harness';

function refresh(server: IdentityServer, client: CognitoIdentityProviderClient, token: string | undefined) {
  return client.send(
    new GetTokensFromRefreshTokenCommand({ ClientId: server.config.clientId, RefreshToken: token }),
  );
}

describe('GetTokensFromRefreshToken without rotation (the default)', () => {
  let server: IdentityServer;
  let client: CognitoIdentityProviderClient;
  beforeAll(async () => {
    server = await startIdentityServer();
    client = sdkClient(server);
    await server.service.createUser({ email: 'cheery@example.test', password: PASSWORD });
  });
  afterAll(async () => {
    client.destroy();
    await server.close();
  });

  it('answers new ID and access tokens of the same session, and no new refresh token', async () => {
    const first = await sdkSrpSignIn(server, client, 'cheery@example.test', PASSWORD);
    const answer = await refresh(server, client, first.RefreshToken);
    const result = answer.AuthenticationResult;
    expect(result).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(result?.RefreshToken).toBeUndefined();
    const before = claimsOf(first.AccessToken ?? '');
    const after = claimsOf(result?.AccessToken ?? '');
    expect(after.jti).not.toBe(before.jti);
    expect(after).toMatchObject({ origin_jti: before.origin_jti, auth_time: before.auth_time });
    expect(claimsOf(result?.IdToken ?? '')).toMatchObject({ email: 'cheery@example.test', token_use: 'id' });
    const user = await client.send(new GetUserCommand({ AccessToken: result?.AccessToken }));
    expect(user.Username).toBe('cheery@example.test');
    // The token still works: without rotation it stays the session's token.
    expect((await refresh(server, client, first.RefreshToken)).AuthenticationResult?.AccessToken).toEqual(
      expect.any(String),
    );
  });

  it('refuses a revoked refresh token', async () => {
    const first = await sdkPasswordSignIn(server, client, 'cheery@example.test', PASSWORD);
    await client.send(
      new RevokeTokenCommand({ ClientId: server.config.clientId, Token: first.RefreshToken }),
    );
    const error = await sdkFailure(refresh(server, client, first.RefreshToken));
    expect(error.name).toBe('NotAuthorizedException');
    expect(error.message).toBe('Refresh Token has been revoked');
  });

  it('refuses an expired, an unknown and another client’s refresh token', async () => {
    const first = await sdkPasswordSignIn(server, client, 'cheery@example.test', PASSWORD);
    const claims = claimsOf(first.AccessToken ?? '');
    await server.db
      .updateTable('identity_refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', String(claims.origin_jti))
      .execute();
    const expired = await sdkFailure(refresh(server, client, first.RefreshToken));
    expect([expired.name, expired.message]).toEqual(['NotAuthorizedException', 'Refresh Token has expired']);
    const unknown = await sdkFailure(refresh(server, client, 'no-such-token'));
    expect([unknown.name, unknown.message]).toEqual(['NotAuthorizedException', 'Invalid Refresh Token']);
    const other = await sdkFailure(
      client.send(new GetTokensFromRefreshTokenCommand({ ClientId: 'other', RefreshToken: 'x' })),
    );
    expect(other.name).toBe('ResourceNotFoundException');
  });

  it('refuses a ClientSecret (the app client has none) and a missing RefreshToken', async () => {
    const first = await sdkPasswordSignIn(server, client, 'cheery@example.test', PASSWORD);
    const secret = await sdkFailure(
      client.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: server.config.clientId,
          RefreshToken: first.RefreshToken,
          ClientSecret: 'guess',
        }),
      ),
    );
    expect(secret.name).toBe('NotAuthorizedException');
    const missing = await sdkFailure(refresh(server, client, undefined));
    expect([missing.name, missing.message]).toEqual([
      'InvalidParameterException',
      'Missing required parameter RefreshToken',
    ]);
  });
});

describe('GetTokensFromRefreshToken with rotation', () => {
  let server: IdentityServer;
  let client: CognitoIdentityProviderClient;
  beforeAll(async () => {
    server = await startIdentityServer({ refreshTokenRotation: true });
    client = sdkClient(server);
    await server.service.createUser({ email: 'dorfl@example.test', password: PASSWORD });
  });
  afterAll(async () => {
    client.destroy();
    await server.close();
  });

  it('answers a new refresh token that replaces the old one in the same session', async () => {
    const first = await sdkSrpSignIn(server, client, 'dorfl@example.test', PASSWORD);
    const second = (await refresh(server, client, first.RefreshToken)).AuthenticationResult;
    expect(second?.RefreshToken).toEqual(expect.any(String));
    expect(second?.RefreshToken).not.toBe(first.RefreshToken);
    expect(claimsOf(second?.AccessToken ?? '').origin_jti).toBe(claimsOf(first.AccessToken ?? '').origin_jti);

    const reused = await sdkFailure(refresh(server, client, first.RefreshToken));
    expect([reused.name, reused.message]).toEqual(['NotAuthorizedException', 'Invalid Refresh Token']);

    const third = (await refresh(server, client, second?.RefreshToken)).AuthenticationResult;
    expect(third?.RefreshToken).toEqual(expect.any(String));
    // Access tokens minted before the rotation stay valid: the session is the same.
    expect((await client.send(new GetUserCommand({ AccessToken: first.AccessToken }))).Username).toBe(
      'dorfl@example.test',
    );
  });

  it('refuses REFRESH_TOKEN_AUTH, as Cognito does for a rotating client', async () => {
    const first = await sdkPasswordSignIn(server, client, 'dorfl@example.test', PASSWORD);
    const error = await sdkFailure(
      client.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: server.config.clientId,
          AuthParameters: { REFRESH_TOKEN: first.RefreshToken ?? '' },
        }),
      ),
    );
    expect(error.name).toBe('NotAuthorizedException');
  });
});
