import { identityServiceFor } from '../../../server/identity/identity.service';
import type { TestServer } from '../../support/test-server';
import {
  call,
  DEMO_PASSWORD,
  idp,
  INJECTION_STRINGS,
  lastMessageTo,
  linkParameter,
  signIn,
  snapshot,
  startGatewayServer,
} from './gateway.harness';

let server: TestServer;
beforeAll(async () => {
  server = await startGatewayServer({ RESET_MAX_ATTEMPTS: '3' });
});
afterAll(() => server.close());

const post = (path: string, body: unknown) => call(server, 'POST', path, { body });

describe('POST /v1/registration/validateEmail (guest)', () => {
  it.each([
    ['new@example.test', { available: true, status: 'AVAILABLE', user_status: null }],
    [
      'OWNER@demo.brigade.test',
      { available: false, status: 'USED', user_status: 'ACTIVE', message: 'Email is already used.' },
    ],
    [
      'draft@demo.brigade.test',
      { available: false, status: 'DRAFT_NO_PASSWORD', user_status: 'DRAFT_NO_PASSWORD' },
    ],
  ])('%s', async (email, expected) => {
    const response = await post('/v1/registration/validateEmail', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject(expected);
  });

  it('USED + NO_PASSWORD for an account never activated, and a new activation link goes out', async () => {
    const response = await post('/v1/registration/validateEmail', { email: 'unverified@demo.brigade.test' });
    expect(response.json().data).toMatchObject({
      status: 'USED',
      user_status: 'NO_PASSWORD',
      activation_link_sent: true,
    });
    const message = await lastMessageTo(server.db, 'unverified@demo.brigade.test');
    expect(message?.subject).toBe('Activate your Brigade account');
  });

  it('400 INVALID_EMAIL_ADDRESS for something that is no e-mail', async () => {
    const response = await post('/v1/registration/validateEmail', { email: 'not an email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_EMAIL_ADDRESS');
  });
});

describe('e-mails of the SSO-only hotel group (SSO_ONLY_EMAIL_DOMAINS, spec 000 §5)', () => {
  const refusal =
    'You are not authorized to create an account using this portal, please login through Grand Hotels SSO first.';

  it.each(['Jane@GrandHotels.example', 'jo@paris.grandhotels.example'])(
    'validateEmail refuses %s with 403 REGISTRATION.SSO_REQUIRED naming the provider',
    async (email) => {
      const before = await snapshot(server.db);
      const response = await post('/v1/registration/validateEmail', { email });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        status_code: 403,
        error: { code: 'REGISTRATION.SSO_REQUIRED', message: refusal },
        data: { message: refusal, provider: 'Grand Hotels SSO' },
      });
      expect(await snapshot(server.db)).toEqual(before);
    },
  );

  it('a look-alike domain may register', async () => {
    const response = await post('/v1/registration/validateEmail', { email: 'jo@notgrandhotels.example' });
    expect(response.json().data).toMatchObject({ available: true });
  });

  it('a guest registration is refused and writes nothing', async () => {
    const before = await snapshot(server.db);
    const response = await post('/v1/users/registration', {
      email: 'jane@grandhotels.example',
      password: 'Grand-pass-1',
      first_name: 'Jane',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'REGISTRATION.SSO_REQUIRED', message: refusal });
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('an identity that signed in (through the provider) still gets its profile', async () => {
    await identityServiceFor(server).createUser({
      email: 'sso-user@grandhotels.example',
      password: DEMO_PASSWORD,
    });
    const session = await signIn(server, 'sso-user@grandhotels.example');
    const response = await call(server, 'POST', '/v1/users/registration', {
      session,
      body: { first_name: 'Sso' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /v1/registration/validateUsername (guest)', () => {
  it('free names are available; taken ones come with a free suggestion', async () => {
    expect(
      (await post('/v1/registration/validateUsername', { username: 'brand-new-name' })).json().data,
    ).toEqual({
      username: 'brand-new-name',
      available: true,
      suggestion: null,
      message: null,
    });
    const taken = (
      await post('/v1/registration/validateUsername', { username: 'Owner@demo.brigade.test' })
    ).json().data;
    expect(taken).toMatchObject({ available: false, message: 'Username already used' });
    expect(taken.suggestion).toMatch(/^owner@demo\.brigade\.test\d+$/);
    expect(
      (await post('/v1/registration/validateUsername', { username: taken.suggestion })).json().data.available,
    ).toBe(true);
  });
});

describe('POST /v1/users/registration', () => {
  it('a guest registers: identity user, profile, activation link; sign-in works after activation', async () => {
    const [first, last] = [INJECTION_STRINGS[0], INJECTION_STRINGS[1]];
    const response = await post('/v1/users/registration', {
      email: 'Fresh@Example.test',
      password: 'Fresh-pass-9',
      first_name: first,
      last_name: last,
      user_type: 'candidate',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email: 'fresh@example.test',
      user_type: 'CANDIDATE',
      user_employer: false,
      activation_link_sent: true,
    });
    const refused = await idp(server, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { USERNAME: 'fresh@example.test', PASSWORD: 'Fresh-pass-9' },
    });
    expect(refused.body.__type).toBe('UserNotConfirmedException');
    const message = await lastMessageTo(server.db, 'fresh@example.test');
    const token = linkParameter(message!.body, 'token');
    const activation = await server.app.inject(
      `/api/core/v1/users/activation?token=${encodeURIComponent(token)}`,
    );
    expect(activation.statusCode).toBe(303);
    expect(activation.headers.location).toContain('/user/login?activated=true');
    const again = await post('/v1/users/activation', { token });
    expect(again.json().error.code).toBe('ACTIVATION.INVALID_TOKEN');
    const session = await signIn(server, 'fresh@example.test', 'Fresh-pass-9');
    const info = (await call(server, 'GET', '/v1/users/info', { session })).json().data;
    expect(info).toMatchObject({ first_name: first, last_name: last, email_verified: true });
  });

  it('an employer with a business name gets the business as entry brand, names kept verbatim', async () => {
    const name = INJECTION_STRINGS[2];
    const response = await post('/v1/users/registration', {
      email: 'boss@example.test',
      password: 'Boss-pass-77',
      first_name: 'Bo',
      user_type: 'EMPLOYER',
      brand: { name },
      currency: { id: 2 },
    });
    expect(response.json().data.entry_brand_id).toEqual(expect.any(Number));
    await post('/v1/users/activation', {
      token: linkParameter((await lastMessageTo(server.db, 'boss@example.test'))!.body, 'token'),
    });
    const session = await signIn(server, 'boss@example.test', 'Boss-pass-77');
    const brands = (await call(server, 'GET', '/v1/users/brands', { session })).json().data;
    expect(brands).toMatchObject([{ name, type: 'LOCATION', services: [{ code: 'SOURCE_HIRE' }] }]);
    const info = (await call(server, 'GET', `/v1/brands/${brands[0].id}/basic_info`, { session })).json()
      .data;
    expect(info.currency).toMatchObject({ code: 'EUR' });
  });

  it.each([
    [
      { email: 'owner@demo.brigade.test', password: 'Other-pass-1', first_name: 'X' },
      409,
      'IDENTITY.EMAIL_TAKEN',
    ],
    [{ email: 'weak@example.test', password: 'weakweak', first_name: 'X' }, 400, 'IDENTITY.INVALID_PASSWORD'],
    [{ email: 'nopass@example.test', first_name: 'X' }, 400, 'PASSWORD.REQUIRED'],
    [{ password: 'Other-pass-1', first_name: 'X' }, 400, 'EMAIL_ADDRESS_REQUIRED'],
    [
      { email: 'c@example.test', password: 'Other-pass-1', first_name: 'X', currency: { id: 999 } },
      400,
      'REGISTRATION.UNKNOWN_CURRENCY',
    ],
    [{ email: 'c@example.test', password: 'Other-pass-1', first_name: '' }, 400, 'VALIDATION.INVALID'],
    [
      { email: 'c@example.test', password: 'Other-pass-1', first_name: 'X', user_type: 'ROBOT' },
      400,
      'VALIDATION.INVALID',
    ],
  ])('refuses %j with %i %s and writes nothing', async (body, status, code) => {
    const before = await snapshot(server.db);
    const response = await post('/v1/users/registration', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('a signed-in identity without a profile registers itself; twice is 409', async () => {
    await identityServiceFor(server).createUser({ email: 'federated@example.test', password: DEMO_PASSWORD });
    const session = await signIn(server, 'federated@example.test');
    const first = await call(server, 'POST', '/v1/users/registration', {
      session,
      body: { first_name: 'Fed' },
    });
    expect(first.json().data).toMatchObject({ email: 'federated@example.test', activation_link_sent: false });
    const second = await call(server, 'POST', '/v1/users/registration', {
      session,
      body: { first_name: 'Fed' },
    });
    expect(second.statusCode).toBe(409);
  });
});

describe('federated registration and details', () => {
  it('POST /v2/users/federated_registration creates the profile once', async () => {
    await identityServiceFor(server).createUser({
      email: 'social@example.test',
      password: DEMO_PASSWORD,
      attributes: { given_name: 'So', family_name: 'Cial' },
    });
    const session = await signIn(server, 'social@example.test');
    const first = await call(server, 'POST', '/v2/users/federated_registration', {
      session,
      body: { user_type: 'employer' },
    });
    expect(first.json().data).toMatchObject({ user_type: 'EMPLOYER', user_employer: true, created: true });
    const second = await call(server, 'POST', '/v2/users/federated_registration', { session, body: {} });
    expect(second.json().data.created).toBe(false);
  });

  it('PUT /v1/users/registration/details stores injection strings verbatim', async () => {
    const session = await signIn(server, 'candidate@demo.brigade.test');
    for (const text of INJECTION_STRINGS) {
      const response = await call(server, 'PUT', '/v1/users/registration/details', {
        session,
        body: { last_name: text, position: text },
      });
      expect(response.json().data).toMatchObject({ last_name: text.trim(), details: { position: text } });
      const info = (await call(server, 'GET', '/v1/users/info', { session })).json().data;
      expect(info.last_name).toBe(text.trim());
    }
  });
});

describe('password reset', () => {
  it('request → link in the outbox → validate → confirm; old sessions end, the new password works', async () => {
    const old = await signIn(server, 'scheduler@demo.brigade.test');
    const request = await post('/v1/users/request_reset_password', {
      username: 'scheduler@demo.brigade.test',
      flow: 'HARRI',
    });
    expect(request.json().data.message).toContain('reset link has been sent');
    const code = linkParameter((await lastMessageTo(server.db, 'scheduler@demo.brigade.test'))!.body, 'code');
    expect((await post('/v1/validateResetToken', { code })).json().data).toMatchObject({ valid: true });
    const mismatch = await post('/v1/resetPasswordConfirmation', {
      code,
      new_password: 'Brand-new-pass-1',
      confirm_new_password: 'Brand-new-pass-2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      error: { code: 'PASSWORD.MISMATCH' },
      data: { message: expect.any(String) },
    });
    const done = await post('/v1/resetPasswordConfirmation', {
      code,
      new_password: 'Brand-new-pass-1',
      confirm_new_password: 'Brand-new-pass-1',
    });
    expect(done.statusCode).toBe(200);
    expect((await call(server, 'GET', '/v1/user', { session: old })).statusCode).toBe(401);
    await expect(signIn(server, 'scheduler@demo.brigade.test', 'Brand-new-pass-1')).resolves.toBeDefined();
    expect((await post('/v1/validateResetToken', { code })).json().error.code).toBe('RESET.INVALID_CODE');
  });

  it('an unknown user gets the same answer and nothing is sent', async () => {
    const before = await snapshot(server.db);
    const response = await post('/v1/users/request_reset_password', { username: 'ghost@example.test' });
    expect(response.statusCode).toBe(200);
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('an enterprise (external auth) user is sent to the enterprise provider: EXTERNAL_USER', async () => {
    const response = await post('/v1/users/request_reset_password', { username: 'tts@demo.brigade.test' });
    expect(response.json().error.code).toBe('EXTERNAL_USER');
  });

  it('past RESET_MAX_ATTEMPTS requests sends nothing, answering as for an unknown user', async () => {
    for (let index = 0; index < 3; index++) {
      const response = await post('/v1/users/request_reset_password', {
        username: 'manager2@demo.brigade.test',
      });
      expect(response.statusCode).toBe(200);
    }
    const before = await snapshot(server.db);
    const capped = await post('/v1/users/request_reset_password', {
      username: 'manager2@demo.brigade.test',
    });
    const unknown = await post('/v1/users/request_reset_password', { username: 'nobody@example.test' });
    expect(capped.statusCode).toBe(200);
    expect({ status: capped.statusCode, body: capped.json() }).toEqual({
      status: unknown.statusCode,
      body: unknown.json(),
    });
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('a code dies after RESET_MAX_ATTEMPTS wrong confirmations', async () => {
    await post('/v1/users/request_reset_password', { username: 'nosales@demo.brigade.test' });
    const code = linkParameter((await lastMessageTo(server.db, 'nosales@demo.brigade.test'))!.body, 'code');
    for (let index = 0; index < 3; index++) {
      await post('/v1/resetPasswordConfirmation', {
        code,
        new_password: 'short',
        confirm_new_password: 'short',
      });
    }
    expect((await post('/v1/validateResetToken', { code })).json().error.code).toBe('RESET_MAX_ATTEMPTS');
  });

  it('refuses a return_url that leaves the app', async () => {
    const response = await post('/v1/users/request_reset_password', {
      username: 'owner@demo.brigade.test',
      return_url: 'https://evil.example/',
    });
    expect(response.json().error.code).toBe('RESET.INVALID_RETURN_URL');
  });
});

describe('reCAPTCHA when RECAPTCHA_SECRET is set', () => {
  it('a reset request without a reCAPTCHA response is refused before anything else', async () => {
    const guarded = await startGatewayServer({ RECAPTCHA_SECRET: 'secret' });
    try {
      const response = await call(guarded, 'POST', '/v1/users/request_reset_password', {
        body: { username: 'owner@demo.brigade.test' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('RECAPTCHA.MISSING');
    } finally {
      await guarded.close();
    }
  });
});
