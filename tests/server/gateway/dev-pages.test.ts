import type { TestServer } from '../../support/test-server';
import { call, idp, startGatewayServer } from './gateway.harness';
import { waitForJobs } from '../../support/wait-for-jobs';

let server: TestServer;
beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());

describe('/dev/outbox', () => {
  it('lists what was sent, newest first, escaped, in HTML and JSON', async () => {
    await call(server, 'POST', '/v1/registration/validateEmail', {
      body: { email: 'unverified@demo.brigade.test' },
    });
    // Each mail is delivered by a job after its call: waited for, so their order is the calls'.
    await waitForJobs(server.db);
    await call(server, 'POST', '/v1/users/request_reset_password', {
      body: { username: 'owner@demo.brigade.test' },
    });
    await waitForJobs(server.db);
    const json = await server.app.inject('/dev/outbox.json');
    const messages = json.json().data as { recipient: string; id: number }[];
    expect(messages.map((message) => message.recipient)).toEqual([
      'owner@demo.brigade.test',
      'unverified@demo.brigade.test',
    ]);
    const filtered = await server.app.inject('/dev/outbox.json?recipient=owner@demo.brigade.test');
    expect(filtered.json().data).toHaveLength(1);
    const page = await server.app.inject('/dev/outbox');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<th scope="col">');
    expect(page.body.indexOf('owner@demo')).toBeLessThan(page.body.indexOf('unverified@demo'));
    expect(page.body).toMatch(/<a href="http:\/\/localhost:8080\/user\/reset\/password\/token\?code=/);
    expect(page.body).not.toContain('<script');
    const owner = messages[0]!;
    expect(page.body).toContain(`<a href="/dev/outbox/${owner.id}.html">HTML part (en)</a>`);
    const html = await server.app.inject(`/dev/outbox/${owner.id}.html`);
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.body).toContain('<html dir="ltr" lang="en">');
    expect(html.body).toContain('Choose a new password');
    expect((await server.app.inject('/dev/outbox/999999.html')).statusCode).toBe(404);
  });
});

describe('/corporate stand-in', () => {
  it('starts a shadow session: redirect with a one-time token the app answers CORPORATE_USER_ACCESS_TOKEN with', async () => {
    const people = await server.db
      .selectFrom('user_profiles')
      .innerJoin('identity_users', 'identity_users.id', 'user_profiles.user_id')
      .select(['identity_users.id', 'identity_users.email'])
      .execute();
    const idOf = (email: string) => people.find((person) => person.email === email)!.id;
    const page = await server.app.inject('/corporate');
    expect(page.body).toContain('corporate@demo.brigade.test');
    const started = await server.app.inject({
      method: 'POST',
      url: '/corporate/shadow-sessions',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        corporate_user_id: idOf('corporate@demo.brigade.test'),
        target_user_id: idOf('candidate@demo.brigade.test'),
      }).toString(),
    });
    expect(started.statusCode).toBe(303);
    const target = new URL(started.headers.location as string);
    expect(target.pathname).toBe('/user/login');
    const username = target.searchParams.get('username')!;
    const start = await idp(server, 'InitiateAuth', {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { USERNAME: username },
      ClientMetadata: { challenge: 'CORPORATE_USER_ACCESS_TOKEN' },
    });
    const done = await idp(server, 'RespondToAuthChallenge', {
      ChallengeName: 'CUSTOM_CHALLENGE',
      ClientId: server.config.clientId,
      Session: start.body.Session,
      ChallengeResponses: { USERNAME: username, ANSWER: target.searchParams.get('corporate_token') },
    });
    const accessToken = (done.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    const info = await call(server, 'GET', '/v1/users/info', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(info.json().data).toMatchObject({ email: 'candidate@demo.brigade.test', is_shadow_user: true });
  });

  it('refuses a user who is not corporate, and answers the corporate login/logout targets', async () => {
    const people = await server.db.selectFrom('identity_users').select(['id', 'email']).execute();
    const manager = people.find((person) => person.email === 'manager@demo.brigade.test')!.id;
    const refused = await server.app.inject({
      method: 'POST',
      url: '/corporate/shadow-sessions',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `corporate_user_id=${manager}&target_user_id=${manager}`,
    });
    expect(refused.statusCode).toBe(403);
    expect((await server.app.inject('/corporate/user/login')).statusCode).toBe(200);
    expect((await server.app.inject('/corporate/user/logout')).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('app pages get a strict CSP: scripts from self only, no upgrade-insecure-requests, identity origin reachable', async () => {
    const response = await server.app.inject('/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain('connect-src');
    expect(csp).toContain('http://localhost:8080');
    expect(csp).toContain('frame-src http://localhost:8080');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('/auth/ilm identity frame', () => {
  it('may be framed by the app and its language subdomains only; its script is external', async () => {
    const page = await server.app.inject('/auth/ilm');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(
      'frame-ancestors http://localhost:8080 http://en.localhost:8080 http://es.localhost:8080',
    );
    expect(csp).toContain('http://ar.localhost:8080');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('<script src="/auth/ilm.js" defer></script>');
    expect(page.body).toContain('"allowedOrigins":["http://localhost:8080"');
    const script = await server.app.inject('/auth/ilm.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('allowed.indexOf(event.origin) === -1');
  });
});

describe('OpenAPI', () => {
  it('documents the gateway at /api/docs/json with a page at /api/docs', async () => {
    const document = (await server.app.inject('/api/docs/json')).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/core/v1/users/info',
      '/api/core/v1/users/brands',
      '/api/core/v2/permissions/users',
      '/api/core/v1/brands/{id}/demo_requests/{module}',
      '/api/core/brands/{id}/services/{code}/reporting_settings',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
    const page = await server.app.inject('/api/docs');
    expect([200, 302]).toContain(page.statusCode);
  });
});
