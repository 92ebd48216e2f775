import fs from 'node:fs';
import path from 'node:path';
import type { TestServer } from '../../support/test-server';
import {
  brandId,
  call,
  lastMessageTo,
  linkParameter,
  signIn,
  startGatewayServer,
  userIdOf,
} from '../gateway/gateway.harness';
import {
  ALL_WEEK,
  invite,
  newApplication,
  putAvailability,
  serverPositionAt,
} from '../gateway/interviews/interviews.harness';

/**
 * The pages a link opens — a password reset link, an interview booking link — are rendered on the
 * server with what the link leads to (issue #30): the server checks the link as it renders, so
 * the HTML holds the form or the page (valid link) or the error the browser would show (invalid
 * one), in the page's language, and carries the API's answers for the browser to hydrate with.
 */
const SSR_BUNDLE = path.join(__dirname, '../../../dist/ssr/ssr.js');

let server: TestServer;
beforeAll(async () => {
  if (!fs.existsSync(SSR_BUNDLE))
    throw new Error(`${SSR_BUNDLE} is missing: run \`npm run build\` before jest (npm test does)`);
  server = await startGatewayServer();
});
afterAll(() => server.close());

/** The page at `url` as the server answers it on the `language` host. */
async function pageAt(url: string, language: string): Promise<string> {
  const response = await server.app.inject({ url, headers: { host: `${language}.localhost:8080` } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The rendered screen: the root's markup (the boot data after it holds every text of the language). */
function screenOf(html: string): string {
  const root = /<div id="root">(.*?)<script id="brigade-boot"/s.exec(html)?.[1];
  if (root === undefined) throw new Error('the page has no root');
  return root;
}

/** The boot data's answered reads: the API calls the server made for the page. */
function answeredReads(html: string): { method: string; path: string; status: number }[] {
  const boot = /<script id="brigade-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return (JSON.parse(boot ?? '{}') as { answeredReads?: [] }).answeredReads ?? [];
}

/** The reset code of a fresh reset link sent to `email`. */
async function resetCode(email: string): Promise<string> {
  const sent = await call(server, 'POST', '/v1/users/request_reset_password', {
    body: { username: email, flow: 'HARRI' },
  });
  expect(sent.statusCode).toBe(200);
  return linkParameter((await lastMessageTo(server.db, email))!.body, 'code');
}

describe('a password reset link', () => {
  it('renders the new-password form in German when the code is valid, starting on engagement', async () => {
    const code = await resetCode('scheduler@demo.brigade.test');
    const html = await pageAt(
      `/user/reset/password/token?code=${encodeURIComponent(code)}&email=scheduler%40demo.brigade.test`,
      'de',
    );
    expect(html).toContain('<html lang="de" dir="ltr">');
    const screen = screenOf(html);
    expect(screen).toContain('Wähle ein neues Passwort');
    expect(screen).toMatch(/<form[^>]*class="auth-form"/);
    expect(screen).toContain('Neues Passwort');
    expect(screen).toContain('Passwort zurücksetzen');
    expect(screen).not.toContain('Dein Link wird geprüft');
    // The code was checked once, by the server; the browser takes that answer.
    expect(answeredReads(html)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/v1/validateResetToken', status: 200 }),
    ]);
    // Nothing on the page asks the screen to act at once: its scripts wait for the first input.
    expect(html).not.toMatch(/<script defer/);
  });

  it('renders the error with a link to a new one in German when the code is unknown', async () => {
    const html = await pageAt('/user/reset/password/token?token=not-a-real-code&email=a%40b.c', 'de');
    const screen = screenOf(html);
    expect(screen).toContain('Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.');
    expect(screen).toContain('href="/forgot-password"');
    expect(screen).toContain('Neuen Link anfordern');
    expect(screen).not.toMatch(/<form/);
    expect(screen).not.toContain('Dein Link wird geprüft');
    expect(answeredReads(html)).toEqual([expect.objectContaining({ status: 400 })]);
  });

  it('says in Spanish to open the page from the mail when the link has no code, asking the API nothing', async () => {
    const html = await pageAt('/user/reset/password/token', 'es');
    expect(screenOf(html)).toContain(
      'Abre esta página desde el enlace del correo para restablecer la contraseña.',
    );
    expect(answeredReads(html)).toEqual([]);
  });
});

describe('an interview booking link', () => {
  it('renders the free slots in Spanish for a valid link, and the invalid link’s page for another', async () => {
    const manager = await signIn(server, 'manager@demo.brigade.test');
    const location = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const position = await serverPositionAt(server.db, location);
    expect((await putAvailability(server, manager, location, ALL_WEEK)).statusCode).toBe(200);
    const candidate = await userIdOf(server.db, 'candidate@demo.brigade.test');
    const { token } = await invite(server, manager, await newApplication(server.db, position, candidate));

    const html = await pageAt(`/interview/${token}`, 'es');
    const valid = screenOf(html);
    expect(valid).toContain('Reserva tu entrevista');
    expect(valid).toContain('Horas libres');
    expect(valid).toMatch(/type="radio"/);
    expect(valid).not.toContain('aria-busy="true"');
    expect(answeredReads(html)).toEqual([
      expect.objectContaining({ method: 'GET', path: `/v1/interview_bookings/${token}`, status: 200 }),
    ]);

    const invalid = screenOf(await pageAt('/interview/not-a-valid-token', 'es'));
    expect(invalid).toContain('Este enlace no funciona');
    expect(invalid).not.toContain('Reserva tu entrevista');
  });
});
