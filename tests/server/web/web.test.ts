import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../support/test-server';

/** The server renderer of the build, which the server-rendering tests need (npm test builds first). */
const SSR_BUNDLE = path.join(__dirname, '../../../dist/ssr/ssr.js');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('health and configuration', () => {
  it('GET /health answers ok when the database answers', async () => {
    const response = await server.app.inject('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /config.json is the public client configuration, with no secret in it', async () => {
    const secretServer = await startTestServer({
      RECAPTCHA_SECRET: 'do-not-leak',
      RECAPTCHA_SITE_KEY: 'site-key',
    });
    try {
      const response = await secretServer.app.inject('/config.json');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.identity).toMatchObject({
        userPoolId: 'us-east-1_BrigadeLocal',
        authFlow: 'USER_SRP_AUTH',
        region: 'us-east-1',
      });
      expect(body.cdnLocalesUrl).toBe('/locales');
      expect(body.recaptchaSiteKey).toBe('site-key');
      expect(response.body).not.toContain('do-not-leak');
    } finally {
      await secretServer.close();
    }
  });

  it('unknown service paths answer a coded 404, not a page', async () => {
    const response = await server.app.inject('/api/core/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status_code: 404, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('the legacy stand-in escapes the path it shows', async () => {
    const response = await server.app.inject('/legacy/%3Cb%3Ex');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<b>x');
  });
});

describe('server rendering', () => {
  // A missing build fails these tests loudly instead of skipping them.
  beforeAll(() => {
    if (!fs.existsSync(SSR_BUNDLE)) {
      throw new Error(`${SSR_BUNDLE} is missing: run \`npm run build\` before jest (npm test does)`);
    }
  });

  it('renders the signup chooser with its content, language and scripts', async () => {
    const response = await server.app.inject({ url: '/user/signup', headers: { host: 'localhost:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="en" dir="ltr">');
    expect(response.body).toContain('Welcome to Brigade');
    // A guest page is complete HTML until the visitor engages (issue #20): its scripts are in
    // the engagement loader's plan, not requested by the page.
    expect(response.body).not.toMatch(/<script defer/);
    expect(response.body).not.toMatch(/rel="preload"/);
    const plan = /<script id="page-start" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(plan ?? '{}')).toMatchObject({
      scripts: expect.arrayContaining([expect.stringMatching(/^\/assets\/route-signup\.[0-9a-f]+\.js$/)]),
      prefetch: expect.arrayContaining(['/locales/en.json']),
    });
  });

  it('allows each page’s inline script by its hash in the pages’ CSP, and no other inline script', async () => {
    // Inline scripts: script elements without src and not inert JSON.
    const inlineScripts = (body: string) =>
      [...body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => match[1]!,
      );
    const hashOf = (script: string) =>
      `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
    const guest = await server.app.inject('/user/login');
    const signedIn = await server.app.inject('/dashboard/member');
    // The guest page's engagement loader; the signed-in page's early session bootstrap (issue #20).
    const [loader, ...otherGuest] = inlineScripts(guest.body);
    const [early, ...otherSignedIn] = inlineScripts(signedIn.body);
    expect([otherGuest, otherSignedIn]).toEqual([[], []]);
    for (const response of [guest, signedIn]) {
      const policy = String(response.headers['content-security-policy']);
      const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' ${hashOf(loader!)} ${hashOf(early!)}`);
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(policy).toContain("object-src 'none'");
    }
  });

  it('starts the session bootstrap read at parse time in a signed-in page only, for the configured identity client', async () => {
    const signedIn = await server.app.inject('/dashboard/member');
    expect(signedIn.body).toContain(`<script data-client-id="${server.config.clientId}">`);
    expect(signedIn.body).toContain('/v1/users/session_bootstrap');
    const guest = await server.app.inject('/user/login');
    expect(guest.body).not.toContain('data-client-id');
  });

  it('starts at once when the query asks the screen to act, and on signed-in pages', async () => {
    const inert = await server.app.inject('/user/login?ref=%2Fdashboard%2Fhiring&lng=de');
    expect(inert.body).toContain('id="page-start"');
    const withQuery = await server.app.inject('/user/login?error_code=USER_NOT_MAPPED');
    expect(withQuery.body).toMatch(/<script defer src="\/assets\/route-login\.[0-9a-f]+\.js"><\/script>/);
    expect(withQuery.body).not.toContain('id="page-start"');
    const dashboard = await server.app.inject('/dashboard/hiring');
    expect(dashboard.body).not.toContain('id="page-start"');
  });

  it.each([
    ['localhost:8080', ['/locales/guest/en.json']],
    ['ar.localhost:8080', ['/locales/guest/ar.json', '/locales/guest/en.json']],
  ])(
    'a guests-only page on %s starts with the guest pages’ texts, not the whole files (issue #30)',
    async (host, texts) => {
      const response = await server.app.inject({ url: '/user/login', headers: { host } });
      const plan = JSON.parse(
        /<script id="page-start" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1] ?? '{}',
      ) as { prefetch: string[] };
      expect(plan.prefetch.filter((url) => url.startsWith('/locales/'))).toEqual(texts);
      const boot = JSON.parse(
        /<script id="brigade-boot" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1] ?? '{}',
      ) as { guestTexts?: boolean; resources?: unknown };
      expect(boot).toMatchObject({ guestTexts: true });
      expect(boot.resources).toBeUndefined();
      const guest = await server.app.inject({ url: texts[0]!, headers: { 'accept-encoding': 'br' } });
      expect(guest.statusCode).toBe(200);
      expect(guest.headers['content-encoding']).toBe('br');
    },
  );

  it('the login form posts, so that without JavaScript the password never goes into a URL', async () => {
    const response = await server.app.inject('/user/login');
    expect(response.body).toMatch(/<form[^>]*method="post"/);
  });

  it.each([
    ['es.localhost:8080', 'es', 'ltr', 'Te damos la bienvenida a Brigade'],
    ['ar.localhost:8080', 'ar', 'rtl', 'مرحبًا بك في Brigade'],
    ['www.localhost:8080', 'en', 'ltr', 'Welcome to Brigade'],
  ])('host %s renders %s (%s)', async (host, language, direction, heading) => {
    const response = await server.app.inject({ url: '/user/signup', headers: { host } });
    expect(response.body).toContain(`<html lang="${language}" dir="${direction}">`);
    expect(response.body).toContain(heading);
  });

  it('names the signed-in frame’s chunks in a signed-in page, and none of them in a guest page', async () => {
    const frame = [
      /app-layout(-modules)?\.[0-9a-f]+\.js/,
      /area-apis\.[0-9a-f]+\.js/,
      /\/http(-modules)?\.[0-9a-f]+\.js/,
    ];
    const dashboard = await server.app.inject('/dashboard/hiring');
    expect(dashboard.body).toMatch(
      /<script defer src="\/assets\/route-hiring-dashboard\.[0-9a-f]+\.js"><\/script>/,
    );
    // The signed-in frame carries its stylesheets in the page (issue #20): no render-blocking request.
    expect(dashboard.body).toMatch(/<style data-href="\/assets\/app-layout(-modules)?\.[0-9a-f]+\.css">/);
    expect(dashboard.body).not.toContain('<link rel="stylesheet"');
    for (const chunk of frame) expect(dashboard.body).toMatch(chunk);
    const login = await server.app.inject('/user/login');
    for (const chunk of frame) expect(login.body).not.toMatch(chunk);
  });

  it('serves other paths as the empty shell the browser renders', async () => {
    const response = await server.app.inject('/somewhere/legacy');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('serves hashed assets with immutable caching and translations with a short cache', async () => {
    const page = await server.app.inject('/user/signup');
    const script = /"(\/assets\/main\.[0-9a-f]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const asset = await server.app.inject(script ?? '');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const locale = await server.app.inject('/locales/fr.json');
    expect(locale.statusCode).toBe(200);
    expect(locale.json().signup.title).toBe('Bienvenue sur Brigade');
    expect(locale.headers['cache-control']).toBe('public, max-age=3600');
  });
});
