import fs from 'node:fs';
import path from 'node:path';
import type { TestServer } from '../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway/gateway.harness';

/**
 * The server-rendered careers pages (issue #38): /careers/{slug} and /careers/{slug}/{id} in the
 * visitor's language, their own small script (none of the signed-in app's), a real 404 page,
 * and the position's schema.org JobPosting escaped so that stored text cannot end its element.
 */
const SSR_BUNDLE = path.join(__dirname, '../../../dist/ssr/ssr.js');

let server: TestServer;
let manager: Session;
let downtown: number;

beforeAll(async () => {
  if (!fs.existsSync(SSR_BUNDLE)) {
    throw new Error(`${SSR_BUNDLE} is missing: run \`npm run build\` before jest (npm test does)`);
  }
  server = await startGatewayServer();
  manager = await signIn(server, 'manager@demo.brigade.test');
  downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
});
afterAll(() => server.close());

const page = (url: string, host = 'localhost:8080') => server.app.inject({ url, headers: { host } });

/** Opens and approves a position at Portland Downtown as manager@; its id. */
async function openPosition(fields: Record<string, unknown>): Promise<number> {
  const created = await call(server, 'POST', `/v1/brands/${downtown}/positions`, {
    session: manager,
    body: {
      title: 'Line Cook',
      category: 'BOH',
      employment_type: 'FULL_TIME',
      pay_min: 1800,
      pay_max: 2200,
      pay_period: 'HOUR',
      description: 'Grill station.\nNights.',
      questions: [{ text: 'Can you work weekends?', knockout_answer: 'NO' }],
      ...fields,
    },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ data: { id: number } }>().data.id;
  const atrs = await call(server, 'GET', `/v1/brands/${downtown}/positions/${id}/atrs`, { session: manager });
  const atr = atrs.json<{ data: { atrs: { id: number }[] } }>().data.atrs[0]!.id;
  const decided = await call(server, 'POST', `/v1/brands/${downtown}/positions/${id}/atrs/${atr}/decision`, {
    session: manager,
    body: { decision: 'APPROVED' },
  });
  expect(decided.statusCode).toBe(200);
  return id;
}

/** The JSON of the page's ld+json element, and its raw text. */
function jobPosting(html: string): { raw: string; data: Record<string, unknown> } {
  const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (raw === undefined) throw new Error('no JobPosting in the page');
  return { raw, data: JSON.parse(raw) as Record<string, unknown> };
}

describe('careers pages', () => {
  it('renders the brand’s open positions by location with the careers script only', async () => {
    const response = await page('/careers/harbor-grill');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="en" dir="ltr">');
    expect(response.body).toContain('Work at <bdi>Harbor Grill</bdi>');
    expect(response.body).toContain('Harbor Grill Portland Downtown');
    // Complete HTML until the visitor engages (as the login page): the careers script is not
    // requested at load; the engagement loader's plan names it, and the loader is the one inline script.
    expect(response.body).not.toMatch(/<script[^>]* src=/);
    const plan = /<script id="page-start" type="application\/json">([^<]*)<\/script>/.exec(
      response.body,
    )?.[1];
    const scripts = [
      expect.stringMatching(/^\/assets\/runtime\.[0-9a-f]+\.js$/),
      expect.stringMatching(/^\/assets\/careers\.[0-9a-f]+\.js$/),
    ];
    expect(JSON.parse(plan ?? '{}')).toEqual({ scripts, prefetch: scripts });
    expect(response.body).toContain("var plan = JSON.parse(d.getElementById('page-start').textContent);");
    // None of the signed-in app: neither its entry nor its libraries.
    expect(response.body).not.toMatch(/\/assets\/(main|vendors|app-layout)/);
    expect(response.body).not.toContain('application/ld+json');
  });

  it('speaks the host’s language, Arabic right to left', async () => {
    const spanish = await page('/careers/harbor-grill', 'es.localhost:8080');
    expect(spanish.body).toContain('<html lang="es" dir="ltr">');
    expect(spanish.body).toContain('Trabaja en <bdi>Harbor Grill</bdi>');
    const arabic = await page('/careers/harbor-grill', 'ar.localhost:8080');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('اعمل في <bdi>Harbor Grill</bdi>');
  });

  it('answers a real 404 page for an unknown brand, position or address', async () => {
    const id = await openPosition({ title: `Closed ${Date.now()}` });
    await call(server, 'POST', `/v1/brands/${downtown}/positions/${id}/status`, {
      session: manager,
      body: { status: 'CLOSED' },
    });
    for (const url of [
      '/careers/nobody-here',
      '/careers/harbor-grill/999999',
      `/careers/harbor-grill/${id}`,
      '/careers/harbor-grill/abc',
      '/careers/Harbor%20Grill',
      '/careers/tidewater-tacos/1',
    ]) {
      const response = await page(url, 'fr.localhost');
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Cette page n’existe pas');
    }
  });

  it('renders a position with its facts, text description, form and JobPosting', async () => {
    const title = `Line Cook ${Date.now()}`;
    const id = await openPosition({ title, description: 'Grill station.\n<b>Nights</b> & weekends.' });
    const response = await page(`/careers/harbor-grill/${id}`, 'es.localhost:8080');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1 class="careers__title">${title}</h1>`);
    expect(response.body).toContain('Grill station.\n&lt;b&gt;Nights&lt;/b&gt; &amp; weekends.');
    expect(response.body).toContain('Postularme');
    expect(response.body).toContain('Can you work weekends?');
    const { data } = jobPosting(response.body);
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title,
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Harbor Grill' },
      url: `${server.config.publicOrigin}/careers/harbor-grill/${id}`,
      baseSalary: { currency: 'USD', value: { minValue: 18, maxValue: 22, unitText: 'HOUR' } },
    });
  });

  it('escapes the JobPosting so that a title with </script> cannot end its element', async () => {
    const title = '</script><script>alert(1)</script>';
    const id = await openPosition({ title });
    const response = await page(`/careers/harbor-grill/${id}`);
    expect(response.statusCode).toBe(200);
    const { raw, data } = jobPosting(response.body);
    expect(raw).not.toContain('<');
    expect(data['title']).toBe(title);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps a paused position’s page without its form', async () => {
    const id = await openPosition({ title: `Paused ${Date.now()}` });
    await call(server, 'POST', `/v1/brands/${downtown}/positions/${id}/status`, {
      session: manager,
      body: { status: 'PAUSED' },
    });
    const response = await page(`/careers/harbor-grill/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('This position is not taking applications at the moment.');
    expect(response.body).not.toContain('id="apply"');
  });
});
