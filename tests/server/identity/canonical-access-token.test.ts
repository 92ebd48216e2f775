import { respelt } from '../../support/base64url-respelling';
import { PASSWORD, callIdp, type IdentityServer, startIdentityServer } from './identity.harness';

let server: IdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
  await server.service.createUser({ email: 'vimes@example.test', password: PASSWORD });
});
afterAll(() => server.close());

describe('/idp accepts an access token in its canonical base64url text only', () => {
  it('GetUser with `==` or a re-spelt signature is NotAuthorizedException; the issued text works', async () => {
    const signIn = await callIdp(server, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { USERNAME: 'vimes@example.test', PASSWORD },
    });
    const token = (signIn.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    expect((await callIdp(server, 'GetUser', { AccessToken: token })).status).toBe(200);
    for (const spelling of [`${token}==`, `${token}=`, respelt(token)]) {
      const answer = await callIdp(server, 'GetUser', { AccessToken: spelling });
      expect({ spelling, status: answer.status, type: answer.body.__type }).toEqual({
        spelling,
        status: 400,
        type: 'NotAuthorizedException',
      });
    }
  });
});
