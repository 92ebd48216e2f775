import {
  PASSWORD,
  answerCustomChallenge,
  claimsOf,
  cognitoUser,
  failure,
  signIn,
  startCustomAuth,
  startIdentityServer,
  type IdentityServer,
} from './identity.harness';

let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
  await server.service.createUser({
    email: 'Ada@Example.test',
    username: 'Ada.Lovelace',
    password: PASSWORD,
    attributes: { given_name: 'Ada' },
  });
});
afterAll(() => server.close());

describe('USER_SRP_AUTH (the library default)', () => {
  it('signs in with the right password, by username in any case or by e-mail', async () => {
    const session = await signIn(cognitoUser(server, 'ADA.lovelace'), PASSWORD);
    expect(session.isValid()).toBe(true);
    const id = claimsOf(session.getIdToken().getJwtToken());
    expect(id).toMatchObject({
      iss: `http://localhost:8080/idp/${server.config.userPoolId}`,
      aud: server.config.clientId,
      email: 'ada@example.test',
      'cognito:username': 'ada.lovelace',
      token_use: 'id',
      given_name: 'Ada',
    });
    expect(id).not.toHaveProperty('custom:is_shadow_user');
    const access = claimsOf(session.getAccessToken().getJwtToken());
    expect(access).toMatchObject({ client_id: server.config.clientId, token_use: 'access', sub: id.sub });
    expect(access.exp).toBe((access.iat as number) + 3600);
    expect(typeof access.origin_jti).toBe('string');
    expect(typeof access.jti).toBe('string');

    const byEmail = await signIn(cognitoUser(server, 'ada@example.test'), PASSWORD);
    expect(claimsOf(byEmail.getIdToken().getJwtToken())['cognito:username']).toBe('ada.lovelace');
  });

  it('refuses a wrong password and an unknown user with the same NotAuthorizedException', async () => {
    const wrong = await failure(signIn(cognitoUser(server, 'ada.lovelace'), 'Wrong-password-1'));
    const unknown = await failure(signIn(cognitoUser(server, 'nobody@example.test'), PASSWORD));
    expect(wrong.code).toBe('NotAuthorizedException');
    expect(unknown.code).toBe('NotAuthorizedException');
    expect(wrong.message).toBe('Incorrect username or password.');
    expect(unknown.message).toBe(wrong.message);
  });

  it('refuses an unconfirmed user only after the password, and a reset-required user at once', async () => {
    await server.service.createUser({ email: 'new@example.test', password: PASSWORD, status: 'UNCONFIRMED' });
    await server.service.createUser({
      email: 'reset@example.test',
      password: PASSWORD,
      status: 'RESET_REQUIRED',
    });
    expect((await failure(signIn(cognitoUser(server, 'new@example.test'), PASSWORD))).code).toBe(
      'UserNotConfirmedException',
    );
    expect((await failure(signIn(cognitoUser(server, 'new@example.test'), 'Wrong-password-1'))).code).toBe(
      'NotAuthorizedException',
    );
    expect((await failure(signIn(cognitoUser(server, 'reset@example.test'), PASSWORD))).code).toBe(
      'PasswordResetRequiredException',
    );
  });
});

describe('USER_PASSWORD_AUTH', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const user = cognitoUser(server, 'ada@example.test');
    user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
    const session = await signIn(user, PASSWORD);
    expect(claimsOf(session.getAccessToken().getJwtToken())['cognito:username']).toBe('ada.lovelace');

    const other = cognitoUser(server, 'ada@example.test');
    other.setAuthenticationFlowType('USER_PASSWORD_AUTH');
    expect((await failure(signIn(other, 'Wrong-password-1'))).code).toBe('NotAuthorizedException');
  });
});

describe('CUSTOM_AUTH with MASTER_ACCOUNT_TOKEN (magic link)', () => {
  it('signs in with the stored token, once', async () => {
    const ada = await server.service.findUserByEmail('ada@example.test');
    const { token } = await server.service.issueMagicLinkToken(ada!.id);
    const user = cognitoUser(server, 'ada@example.test');
    expect(await startCustomAuth(user)).toEqual({
      challenge: 'MASTER_ACCOUNT_TOKEN',
      USERNAME: 'ada.lovelace',
    });
    const session = await answerCustomChallenge(user, token);
    expect(claimsOf(session.getIdToken().getJwtToken()).email).toBe('ada@example.test');

    // The token is used up: the next attempt finds none.
    const again = await failure(startCustomAuth(cognitoUser(server, 'ada@example.test')));
    expect(again.code).toBe('UserLambdaValidationException');
    expect(again.message).toContain('MASTER_ACCOUNT_TOKEN_NOT_FOUND');
  });

  it('refuses a wrong token', async () => {
    const ada = await server.service.findUserByEmail('ada@example.test');
    await server.service.issueMagicLinkToken(ada!.id);
    const user = cognitoUser(server, 'ada@example.test');
    await startCustomAuth(user, { challenge: 'MASTER_ACCOUNT_TOKEN' });
    expect((await failure(answerCustomChallenge(user, 'not-the-token'))).code).toBe('NotAuthorizedException');
  });

  it('fails with MASTER_ACCOUNT_TOKEN_NOT_FOUND when no token exists (or nobody has the name)', async () => {
    await server.service.createUser({ email: 'notoken@example.test', password: PASSWORD });
    for (const name of ['notoken@example.test', 'ghost@example.test']) {
      const error = await failure(startCustomAuth(cognitoUser(server, name)));
      expect(error.code).toBe('UserLambdaValidationException');
      expect(error.message).toBe('CreateAuthChallenge failed with error MASTER_ACCOUNT_TOKEN_NOT_FOUND.');
    }
  });
});

describe('CUSTOM_AUTH with CORPORATE_USER_ACCESS_TOKEN (shadow session)', () => {
  it('starts a shadow session with a one-time token', async () => {
    const target = await server.service.createUser({ email: 'target@example.test', password: PASSWORD });
    const { token } = await server.service.issueCorporateAccessToken('corporate-7', target.id);
    const metadata = { challenge: 'CORPORATE_USER_ACCESS_TOKEN' };

    const user = cognitoUser(server, 'target@example.test');
    expect((await startCustomAuth(user, metadata)).challenge).toBe('CORPORATE_USER_ACCESS_TOKEN');
    const session = await answerCustomChallenge(user, token);
    const shadow = {
      'custom:is_shadow_user': 'true',
      'custom:corporate_user_id': 'corporate-7',
      sub: target.id,
    };
    expect(claimsOf(session.getIdToken().getJwtToken())).toMatchObject(shadow);
    expect(claimsOf(session.getAccessToken().getJwtToken())).toMatchObject(shadow);
    await expect(
      server.service.verifyAccessToken(session.getAccessToken().getJwtToken()),
    ).resolves.toMatchObject({
      sub: target.id,
      isShadow: true,
      corporateUserId: 'corporate-7',
    });

    const replay = cognitoUser(server, 'target@example.test');
    await startCustomAuth(replay, metadata);
    expect((await failure(answerCustomChallenge(replay, token))).code).toBe('NotAuthorizedException');
  });

  it('refuses a token minted for someone else', async () => {
    const target = await server.service.findUserByEmail('target@example.test');
    const { token } = await server.service.issueCorporateAccessToken('corporate-7', target!.id);
    const user = cognitoUser(server, 'ada@example.test');
    await startCustomAuth(user, { challenge: 'CORPORATE_USER_ACCESS_TOKEN' });
    expect((await failure(answerCustomChallenge(user, token))).code).toBe('NotAuthorizedException');
  });
});
