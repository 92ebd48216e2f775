import type { TestServer } from '../../support/test-server';
import { respelt } from '../../support/base64url-respelling';
import { call, lastMessageTo, linkParameter, signIn, startGatewayServer } from './gateway.harness';

let server: TestServer;
beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());

const post = (path: string, body: unknown) => call(server, 'POST', path, { body });

/** Texts that decode to the same bytes as `token` (or that lenient decoders read so). */
const spellings = (token: string) => [`${token}==`, `${token}=`, respelt(token)];

describe('tokens are accepted in their canonical base64url text only', () => {
  it('an access token with `==` or a re-spelt signature is 401 TOKEN.INVALID', async () => {
    const session = await signIn(server, 'candidate@demo.brigade.test');
    const asBearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect(
      (await call(server, 'GET', '/v1/users/info', { headers: asBearer(session.accessToken) })).statusCode,
    ).toBe(200);
    for (const token of spellings(session.accessToken)) {
      const response = await call(server, 'GET', '/v1/users/info', { headers: asBearer(token) });
      expect({ token, status: response.statusCode, code: response.json().error?.code }).toEqual({
        token,
        status: 401,
        code: 'TOKEN.INVALID',
      });
    }
  });

  it('a password reset code with `==` or re-spelt is RESET.INVALID_CODE; the issued one works', async () => {
    await post('/v1/users/request_reset_password', { username: 'manager@demo.brigade.test' });
    const code = linkParameter((await lastMessageTo(server.db, 'manager@demo.brigade.test'))!.body, 'code');
    for (const spelling of spellings(code)) {
      const response = await post('/v1/validateResetToken', { code: spelling });
      expect({ spelling, code: response.json().error?.code }).toEqual({
        spelling,
        code: 'RESET.INVALID_CODE',
      });
    }
    expect((await post('/v1/validateResetToken', { code })).json().data).toMatchObject({ valid: true });
  });

  it('an activation token with `==` or re-spelt is ACTIVATION.INVALID_TOKEN; the issued one works', async () => {
    await post('/v1/registration/validateEmail', { email: 'unverified@demo.brigade.test' });
    const token = linkParameter(
      (await lastMessageTo(server.db, 'unverified@demo.brigade.test'))!.body,
      'token',
    );
    for (const spelling of spellings(token)) {
      const response = await post('/v1/users/activation', { token: spelling });
      expect({ spelling, code: response.json().error?.code }).toEqual({
        spelling,
        code: 'ACTIVATION.INVALID_TOKEN',
      });
    }
    expect((await post('/v1/users/activation', { token })).statusCode).toBe(200);
  });
});
