import type { CognitoUserSession } from 'amazon-cognito-identity-js';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { openDatabase } from '../../../server/db/database';
import { verifyAccessToken } from '../../../server/identity/access-token.verifier';
import { createIdentityContext } from '../../../server/identity/identity.context';
import { completeSignIn } from '../../../server/identity/sign-in.completion';
import { findUserByLoginName } from '../../../server/identity/users.repository';
import {
  PASSWORD,
  callIdp,
  claimsOf,
  cognitoUser,
  failure,
  signIn,
  type IdentityServer,
  startIdentityServer,
} from './identity.harness';

let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
  await server.service.createUser({
    email: 'sam@example.test',
    password: PASSWORD,
    attributes: { family_name: 'Vimes' },
  });
});
afterAll(() => server.close());

function refresh(session: CognitoUserSession) {
  return callIdp(server, 'InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: server.config.clientId,
    AuthParameters: { REFRESH_TOKEN: session.getRefreshToken().getToken() },
  });
}

function getUser(accessToken: string) {
  return callIdp(server, 'GetUser', { AccessToken: accessToken });
}

describe('sessions', () => {
  it('refreshes through the library: new tokens of the same session', async () => {
    const user = cognitoUser(server, 'sam@example.test');
    const first = await signIn(user, PASSWORD);
    const second = await new Promise<CognitoUserSession>((resolve, reject) =>
      user.refreshSession(first.getRefreshToken(), (error: Error | null, session: CognitoUserSession) =>
        error ? reject(error) : resolve(session),
      ),
    );
    const [a, b] = [first, second].map((s) => claimsOf(s.getAccessToken().getJwtToken()));
    expect(b!.jti).not.toBe(a!.jti);
    expect(b!.origin_jti).toBe(a!.origin_jti);
    expect(second.getRefreshToken().getToken()).toBe(first.getRefreshToken().getToken());
  });

  it('reads the user with GetUser', async () => {
    const user = cognitoUser(server, 'sam@example.test');
    await signIn(user, PASSWORD);
    const attributes = await new Promise<Record<string, string>>((resolve, reject) =>
      user.getUserAttributes((error, list) =>
        error || !list
          ? reject(error ?? new Error('no attributes'))
          : resolve(Object.fromEntries(list.map((a) => [a.getName(), a.getValue()]))),
      ),
    );
    expect(attributes).toMatchObject({
      email: 'sam@example.test',
      email_verified: 'true',
      family_name: 'Vimes',
    });
    expect(attributes.sub).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('signOut with revocation ends the session at once (refresh and access token)', async () => {
    const user = cognitoUser(server, 'sam@example.test');
    const session = await signIn(user, PASSWORD);
    const access = session.getAccessToken().getJwtToken();
    expect((await getUser(access)).status).toBe(200);
    // The library calls back with the revocation error, though its typings say `() => void`.
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => (error ? reject(error) : resolve());
      user.signOut(done as () => void);
    });

    const refreshed = await refresh(session);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    expect((await getUser(access)).body.__type).toBe('NotAuthorizedException');
    await expect(server.service.verifyAccessToken(access)).rejects.toMatchObject({ code: 'TOKEN.REVOKED' });
  });

  it('global sign-out revokes every session of the user', async () => {
    const one = await signIn(cognitoUser(server, 'sam@example.test'), PASSWORD);
    const user = cognitoUser(server, 'sam@example.test');
    const two = await signIn(user, PASSWORD);
    await new Promise((resolve, reject) => user.globalSignOut({ onSuccess: resolve, onFailure: reject }));
    for (const session of [one, two]) {
      expect((await refresh(session)).body.__type).toBe('NotAuthorizedException');
      expect((await getUser(session.getAccessToken().getJwtToken())).body.__type).toBe(
        'NotAuthorizedException',
      );
    }
    // A new sign-in works as before.
    await signIn(cognitoUser(server, 'sam@example.test'), PASSWORD);
  });

  it('changes the password: the old one stops working, the new one works', async () => {
    await server.service.createUser({ email: 'moist@example.test', password: PASSWORD });
    const user = cognitoUser(server, 'moist@example.test');
    await signIn(user, PASSWORD);
    const change = (from: string, to: string) =>
      new Promise((resolve, reject) => user.changePassword(from, to, (e, r) => (e ? reject(e) : resolve(r))));
    expect((await failure(change('Wrong-password-1', 'Another-pass-2'))).code).toBe('NotAuthorizedException');
    expect((await failure(change(PASSWORD, 'short'))).code).toBe('InvalidPasswordException');
    await change(PASSWORD, 'Another-pass-2');
    expect((await failure(signIn(cognitoUser(server, 'moist@example.test'), PASSWORD))).code).toBe(
      'NotAuthorizedException',
    );
    await signIn(cognitoUser(server, 'moist@example.test'), 'Another-pass-2');
  });
});

describe('tokens and keys', () => {
  it('serves the JWKS the tokens verify against, with issuer and audience', async () => {
    const session = await signIn(cognitoUser(server, 'sam@example.test'), PASSWORD);
    const response = await fetch(`${server.endpoint}/${server.config.userPoolId}/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const jwks = createLocalJWKSet((await response.json()) as Parameters<typeof createLocalJWKSet>[0]);
    const issuer = `${server.config.identityEndpoint}/${server.config.userPoolId}`;
    const { payload } = await jwtVerify(session.getIdToken().getJwtToken(), jwks, {
      issuer,
      audience: server.config.clientId,
    });
    expect(payload.token_use).toBe('id');
    expect((await fetch(`${server.endpoint}/us-east-1_Other/.well-known/jwks.json`)).status).toBe(404);
  });

  it('keeps one key set in the database for every process, rotated with overlap', async () => {
    const sam = (await findUserByLoginName(server.db, 'sam@example.test'))!;
    // This process's context (it shares the server's cache of the set).
    const here = createIdentityContext(server.db, server.config);
    const first = await completeSignIn(here, sam);
    // Another process: its own connection to the same file, so its own cache of the set.
    const otherDb = openDatabase(server.config.databaseFile);
    try {
      const other = createIdentityContext(otherDb, server.config);
      const [oldKey] = (await other.keys()).jwks.keys;
      expect((await server.service.jwks()).keys.map((key) => key.kid)).toEqual([oldKey!.kid]);
      await expect(verifyAccessToken(other, first.AuthenticationResult.AccessToken)).resolves.toMatchObject({
        sub: sam.id,
      });

      // The newest key is past its 30 days: the next read makes generation 2, which signs now.
      const aged = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
      await server.db.updateTable('identity_signing_keys').set({ created_at: aged }).execute();
      const rotated = await here.keys(true);
      expect(rotated.kid).not.toBe(oldKey!.kid);
      const second = await completeSignIn(here, sam);
      // The other process verifies a token of a key it has not read yet, and the old token still.
      await expect(verifyAccessToken(other, second.AuthenticationResult.AccessToken)).resolves.toMatchObject({
        sub: sam.id,
      });
      await expect(verifyAccessToken(other, first.AuthenticationResult.AccessToken)).resolves.toMatchObject({
        sub: sam.id,
      });
      expect((await other.keys(true)).jwks.keys.map((key) => key.kid)).toEqual([rotated.kid, oldKey!.kid]);

      // Once the successor is older than the token lifetime and an hour, the old key is gone.
      await server.db
        .updateTable('identity_signing_keys')
        .set({ created_at: new Date(Date.now() - 3 * 3600 * 1000).toISOString() })
        .where('kid', '=', rotated.kid)
        .execute();
      expect((await other.keys(true)).jwks.keys.map((key) => key.kid)).toEqual([rotated.kid]);
      await expect(verifyAccessToken(other, first.AuthenticationResult.AccessToken)).rejects.toMatchObject({
        code: 'TOKEN.INVALID',
      });
      await expect(verifyAccessToken(other, second.AuthenticationResult.AccessToken)).resolves.toMatchObject({
        sub: sam.id,
      });
    } finally {
      await otherDb.destroy();
    }
  });

  it('verifyAccessToken rejects an ID token, a forged token and an expired token with codes', async () => {
    const session = await signIn(cognitoUser(server, 'sam@example.test'), PASSWORD);
    await expect(server.service.verifyAccessToken(session.getIdToken().getJwtToken())).rejects.toMatchObject({
      code: 'TOKEN.WRONG_USE',
    });
    const [head, body] = session.getAccessToken().getJwtToken().split('.');
    const forged = `${head}.${body}.${Buffer.from('nope').toString('base64url')}`;
    await expect(server.service.verifyAccessToken(forged)).rejects.toMatchObject({ code: 'TOKEN.INVALID' });
    await expect(server.service.verifyAccessToken(undefined)).rejects.toMatchObject({
      code: 'TOKEN.MISSING',
    });

    const past = createIdentityContext(server.db, server.config, { tokenLifetimeSeconds: -60 });
    const user = await findUserByLoginName(server.db, 'sam@example.test');
    const expired = await completeSignIn(past, user!);
    await expect(
      server.service.verifyAccessToken(expired.AuthenticationResult.AccessToken),
    ).rejects.toMatchObject({
      code: 'TOKEN.EXPIRED',
    });
    await expect(
      server.service.verifyAccessToken(session.getAccessToken().getJwtToken()),
    ).resolves.toMatchObject({ email: 'sam@example.test', username: 'sam@example.test', isShadow: false });
  });

  it('a verified signature is remembered; expiry and revocation still end the token at once (#20)', async () => {
    const sam = (await findUserByLoginName(server.db, 'sam@example.test'))!;
    const context = createIdentityContext(server.db, server.config, { tokenLifetimeSeconds: 30 });
    const signedIn = await completeSignIn(context, sam);
    const token = signedIn.AuthenticationResult.AccessToken;
    await expect(verifyAccessToken(context, token)).resolves.toMatchObject({ sub: sam.id });
    expect(context.verifiedSignatures.size).toBe(1);
    // A remembered token with a forged signature is a different text: verified, and refused.
    const [head, body] = token.split('.');
    const forged = `${head}.${body}.${Buffer.from('nope').toString('base64url')}`;
    await expect(verifyAccessToken(context, forged)).rejects.toMatchObject({ code: 'TOKEN.INVALID' });
    // The second use answers from what was remembered, with the same claims.
    await expect(verifyAccessToken(context, token)).resolves.toMatchObject({ sub: sam.id, email: sam.email });
    expect(context.verifiedSignatures.size).toBe(1);

    // Past its `exp` the remembered token is expired, as jose would say (no leeway).
    const exp = claimsOf(token).exp as number;
    jest.useFakeTimers({
      now: exp * 1000,
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'queueMicrotask'],
    });
    try {
      await expect(verifyAccessToken(context, token)).rejects.toMatchObject({ code: 'TOKEN.EXPIRED' });
    } finally {
      jest.useRealTimers();
    }

    // Revoking the session stops the remembered token on its next use.
    const again = await completeSignIn(context, sam);
    const live = again.AuthenticationResult.AccessToken;
    await expect(verifyAccessToken(context, live)).resolves.toMatchObject({ sub: sam.id });
    await server.service.revokeRefreshToken(again.AuthenticationResult.RefreshToken ?? '');
    await expect(verifyAccessToken(context, live)).rejects.toMatchObject({ code: 'TOKEN.REVOKED' });
  });

  it('keeps the shadow marker across a refresh', async () => {
    const sam = await server.service.findUserByEmail('sam@example.test');
    const { token } = await server.service.issueCorporateAccessToken('corporate-1', sam!.id);
    const start = await callIdp(server, 'InitiateAuth', {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { USERNAME: 'sam@example.test' },
      ClientMetadata: { challenge: 'CORPORATE_USER_ACCESS_TOKEN' },
    });
    const done = await callIdp(server, 'RespondToAuthChallenge', {
      ChallengeName: 'CUSTOM_CHALLENGE',
      ClientId: server.config.clientId,
      Session: start.body.Session,
      ChallengeResponses: { USERNAME: 'sam@example.test', ANSWER: token },
    });
    const result = done.body.AuthenticationResult as Record<string, string>;
    const refreshed = await callIdp(server, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { REFRESH_TOKEN: result.RefreshToken },
    });
    const access = (refreshed.body.AuthenticationResult as Record<string, string>).AccessToken!;
    expect(claimsOf(access)['custom:is_shadow_user']).toBe('true');
    // A shadow session may not change the user's password.
    const change = await callIdp(server, 'ChangePassword', {
      AccessToken: access,
      PreviousPassword: PASSWORD,
      ProposedPassword: 'Another-pass-2',
    });
    expect(change.body.__type).toBe('NotAuthorizedException');
  });
});

describe('seed helper', () => {
  it('creates a user once and returns the same user afterwards', async () => {
    const { seedIdentityUser } = await import('../../../server/identity/identity.seed');
    const input = { email: 'Demo@Example.test', password: PASSWORD, attributes: { given_name: 'Demo' } };
    const first = await seedIdentityUser(server.service, input);
    const second = await seedIdentityUser(server.service, { ...input, password: 'Other-pass-9' });
    expect(second.id).toBe(first.id);
    await signIn(cognitoUser(server, 'demo@example.test'), PASSWORD);
  });
});
