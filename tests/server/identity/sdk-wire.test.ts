import { GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD, callIdp, type IdentityServer, startIdentityServer } from './identity.harness';
import { sdkClient, sdkFailure, sdkPasswordSignIn } from './sdk.harness';
import { PRODUCTION_ENV } from '../../support/production-env';

let server: IdentityServer;
let client: ReturnType<typeof sdkClient>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(async () => {
  server = await startIdentityServer();
  client = sdkClient(server);
  await server.service.createUser({ email: 'angua@example.test', password: PASSWORD });
});
afterAll(async () => {
  client.destroy();
  await server.close();
});

describe('dispatch by X-Amz-Target', () => {
  const inherited = [
    'constructor',
    '__proto__',
    'valueOf',
    'hasOwnProperty',
    'toString',
    'toLocaleString',
    'isPrototypeOf',
    'propertyIsEnumerable',
    '__defineGetter__',
    '__lookupGetter__',
  ];

  it.each(inherited)('answers the inherited name %s as an unknown operation', async (name) => {
    const answer = await callIdp(server, name, {});
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ __type: 'UnknownOperationException', message: 'Unknown operation' });
    expect(JSON.stringify(answer.body)).not.toContain('recaptcha');
  });

  it('answers no inherited name in production either, and never with the configuration', async () => {
    const production = await startIdentityServer(
      {},
      { ...PRODUCTION_ENV, RECAPTCHA_SECRET: 'recaptcha-secret-value', MAPS_API_KEY: 'maps-key-value' },
    );
    try {
      for (const name of inherited) {
        const answer = await callIdp(production, name, {});
        expect(answer.status).toBe(400);
        expect(answer.body.__type).toBe('UnknownOperationException');
        expect(JSON.stringify(answer.body)).not.toMatch(/recaptcha-secret-value|maps-key-value/);
      }
    } finally {
      await production.close();
    }
  });

  it('answers the operations Cognito has and we do not as unknown', async () => {
    for (const name of ['AdminGetUser', 'ListUsers', 'AssociateSoftwareToken']) {
      expect((await callIdp(server, name, {})).body.__type).toBe('UnknownOperationException');
    }
  });
});

describe('x-amzn-RequestId', () => {
  it('is a fresh UUID on every answer: success, error and preflight', async () => {
    const signedIn = await callIdp(server, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { USERNAME: 'angua@example.test', PASSWORD },
    });
    const failed = await callIdp(server, 'GetUser', { AccessToken: 'not-a-token' });
    const unknown = await callIdp(server, 'constructor', {});
    const broken = await callIdp(server, 'InitiateAuth', '{"AuthFlow": ');
    const preflight = await fetch(server.endpoint, { method: 'OPTIONS' });
    const ids = [signedIn, failed, unknown, broken].map((answer) => answer.headers.get('x-amzn-requestid'));
    ids.push(preflight.headers.get('x-amzn-requestid'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reaches the SDK as $metadata.requestId, on answers and on errors', async () => {
    const tokens = await sdkPasswordSignIn(server, client, 'angua@example.test', PASSWORD);
    const user = await client.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(user.$metadata.requestId).toMatch(UUID);
    const error = await sdkFailure(client.send(new GetUserCommand({ AccessToken: 'not-a-token' })));
    expect(error.name).toBe('NotAuthorizedException');
    expect(error.$metadata?.requestId).toMatch(UUID);
  });
});
