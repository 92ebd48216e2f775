import {
  PASSWORD,
  callIdp,
  cognitoUser,
  failure,
  signIn,
  type IdentityServer,
  startIdentityServer,
} from './identity.harness';

let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer({ maxFailuresPerUser: 5, maxFailuresPerAddress: 8 });
  await server.service.createUser({ email: 'carrot@example.test', password: PASSWORD });
  await server.service.createUser({ email: 'detritus@example.test', password: PASSWORD });
});
afterAll(() => server.close());

function passwordAuth(username: string, password: string, address: string) {
  return callIdp(
    server,
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    },
    { 'x-forwarded-for': address },
  );
}

describe('brute force', () => {
  it('locks a user after 5 failed SRP sign-ins, even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const error = await failure(signIn(cognitoUser(server, 'carrot@example.test'), 'Wrong-password-1'));
      expect(error.message).toBe('Incorrect username or password.');
    }
    const locked = await failure(signIn(cognitoUser(server, 'carrot@example.test'), PASSWORD));
    expect(locked.code).toBe('NotAuthorizedException');
    expect(locked.message).toBe('Password attempts exceeded');
    const row = await server.db
      .selectFrom('identity_auth_failures')
      .selectAll()
      .where('key', 'like', 'user:%')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ failures: 5, locked_until: expect.any(String) });
  });

  it('locks an address after too many failures across users', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < 8; i++) {
      const name = i % 2 ? 'detritus@example.test' : `nobody${i}@example.test`;
      expect((await passwordAuth(name, 'Wrong-password-1', address)).body.__type).toBe(
        'NotAuthorizedException',
      );
    }
    const locked = await passwordAuth('detritus@example.test', PASSWORD, address);
    expect(locked.status).toBe(400);
    expect(locked.body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    // Another address, the same user: still allowed (4 failures for this user so far).
    expect((await passwordAuth('detritus@example.test', PASSWORD, '198.51.100.2')).status).toBe(200);
  });
});
