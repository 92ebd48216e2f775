import { PASSWORD, callIdp, snapshot, type IdentityServer, startIdentityServer } from './identity.harness';

let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
  await server.service.createUser({ email: 'vetinari@example.test', password: PASSWORD });
});
afterAll(() => server.close());

describe('the wire', () => {
  it('answers the CORS preflight a browser on another origin sends', async () => {
    const response = await fetch(server.endpoint, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://es.localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['content-type', 'x-amz-target', 'x-amz-user-agent', 'cache-control']) {
      expect(allowed).toContain(header);
    }
    const call = await callIdp(
      server,
      'GetUser',
      { AccessToken: 'x' },
      { origin: 'http://es.localhost:8080' },
    );
    expect(call.headers.get('access-control-allow-origin')).toBe('*');
  });

  const clientId = 'brigade-web-local';
  const malformed: [string, string | undefined, unknown, string][] = [
    ['broken JSON', 'InitiateAuth', '{"AuthFlow": ', 'InvalidParameterException'],
    ['an empty body', 'InitiateAuth', '', 'InvalidParameterException'],
    ['a JSON array', 'InitiateAuth', [1, 2], 'InvalidParameterException'],
    ['a JSON string', 'InitiateAuth', '"USER_SRP_AUTH"', 'InvalidParameterException'],
    ['no X-Amz-Target', undefined, {}, 'InvalidParameterException'],
    ['an unknown operation', 'AdminDeleteUser', {}, 'UnknownOperationException'],
    ['no ClientId', 'InitiateAuth', { AuthFlow: 'USER_SRP_AUTH' }, 'InvalidParameterException'],
    [
      'another ClientId',
      'InitiateAuth',
      { AuthFlow: 'USER_SRP_AUTH', ClientId: 'other' },
      'ResourceNotFoundException',
    ],
    [
      'an unknown flow',
      'InitiateAuth',
      { AuthFlow: 'ADMIN_NO_SRP_AUTH', ClientId: clientId },
      'InvalidParameterException',
    ],
    [
      'AuthParameters of the wrong type',
      'InitiateAuth',
      { AuthFlow: 'USER_SRP_AUTH', ClientId: clientId, AuthParameters: 'vetinari' },
      'InvalidParameterException',
    ],
    [
      'a number for a string',
      'InitiateAuth',
      { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: 7, PASSWORD: 8 } },
      'InvalidParameterException',
    ],
    [
      'an SRP_A that is not hex',
      'InitiateAuth',
      {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: 'vetinari@example.test', SRP_A: 'zz' },
      },
      'InvalidParameterException',
    ],
    [
      'SRP_A = 0',
      'InitiateAuth',
      {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: 'vetinari@example.test', SRP_A: '00' },
      },
      'InvalidParameterException',
    ],
    [
      'a challenge without a session',
      'RespondToAuthChallenge',
      { ChallengeName: 'PASSWORD_VERIFIER', ClientId: clientId, ChallengeResponses: {} },
      'InvalidParameterException',
    ],
    [
      'a sign-up without e-mail',
      'SignUp',
      { ClientId: clientId, Username: 'x', Password: PASSWORD },
      'InvalidParameterException',
    ],
    [
      'a sign-up with a weak password',
      'SignUp',
      {
        ClientId: clientId,
        Username: 'x',
        Password: 'abc',
        UserAttributes: [{ Name: 'email', Value: 'x@example.test' }],
      },
      'InvalidPasswordException',
    ],
    ['a GetUser with a made-up token', 'GetUser', { AccessToken: 'a.b.c' }, 'NotAuthorizedException'],
    ['a GetUser without token', 'GetUser', {}, 'InvalidParameterException'],
    [
      'a refresh with a made-up token',
      'InitiateAuth',
      { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: clientId, AuthParameters: { REFRESH_TOKEN: 'x' } },
      'NotAuthorizedException',
    ],
    [
      'a huge body',
      'InitiateAuth',
      JSON.stringify({ pad: 'x'.repeat(100_000) }),
      'InvalidParameterException',
    ],
  ];

  it.each(malformed)('refuses %s with 400 and writes nothing', async (_name, operation, body, type) => {
    const before = await snapshot(server.db);
    const response = await callIdp(server, operation, body);
    expect(response.status).toBe(400);
    expect(response.body.__type).toBe(type);
    expect(typeof response.body.message).toBe('string');
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('refuses an unknown or expired session (counted against the address)', async () => {
    const response = await callIdp(server, 'RespondToAuthChallenge', {
      ChallengeName: 'CUSTOM_CHALLENGE',
      ClientId: clientId,
      Session: 'made-up',
      ChallengeResponses: { USERNAME: 'vetinari@example.test', ANSWER: 'x' },
    });
    expect(response.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('accepts a body sent as application/json too', async () => {
    const response = await callIdp(
      server,
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: 'vetinari@example.test', PASSWORD },
      },
      { 'content-type': 'application/json' },
    );
    expect(response.status).toBe(200);
    expect(response.body.AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
  });
});
