import { render, type RenderContext } from '../../src/ssr';
import type { AssetManifest } from '../../src/ssr/asset-manifest';
import ar from '../../src/locales/ar.json';
import { testAppConfig } from '../support/test-config';

/** A build's manifest: the main entry, and the signed-in layout's and one screen's chunk groups. */
const manifest: AssetManifest = {
  entrypoints: { main: { assets: { js: ['/assets/main.js'], css: ['/assets/main.css'] } } },
  chunkGroups: {
    'app-layout': { js: ['/assets/app-layout.js'], css: ['/assets/app-layout.css'] },
    'route-hiring-dashboard': { js: ['/assets/route-hiring-dashboard.js'], css: [] },
    'route-member-dashboard': { js: ['/assets/route-member-dashboard.js'], css: [] },
    'route-search': { js: ['/assets/route-search.js'], css: [] },
    'area-apis': { js: ['/assets/area-apis.js'], css: [] },
    http: { js: ['/assets/http.js'], css: [] },
  },
};

const context: RenderContext = {
  config: testAppConfig,
  manifest,
  stylesheet: (href) => `/* ${href} */ .x { color: red; }`,
};

/** The HTML inside the page's #root. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  return html.slice(start, html.indexOf('<script id=', start));
}

describe('the signed-in frame of a hard load (issue #20)', () => {
  it("renders the header, the navigation skeleton and the screen's heading, with the styles in the page", async () => {
    const html = await render({ url: '/dashboard/hiring', host: 'www.brigade.test' }, context);
    const root = rootOf(html);
    expect(root).toContain('data-shell-frame=""');
    expect(root).toContain('<header class="app-header app-header--light">');
    expect(root).toContain('aria-label="Brigade home"');
    // An employer's page (its need is HIRING): the side navigation as a skeleton, no links.
    expect(root).toContain('side-navigation shell-frame__navigation');
    expect(root).not.toContain('side-navigation__link');
    expect(root).toMatch(/<h1 class="dashboard__title">Hiring dashboard<\/h1>/);
    // Its first paint waits for no stylesheet request.
    expect(html).toContain('<style data-href="/assets/main.css">');
    expect(html).toContain('<style data-href="/assets/app-layout.css">');
    expect(html).not.toContain('<link rel="stylesheet"');
  });

  it('speaks the language of the host, right to left in Arabic', async () => {
    const html = await render({ url: '/dashboard/hiring', host: 'ar.brigade.test' }, context);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(rootOf(html)).toContain(`<h1 class="dashboard__title">${ar.dashboard.hiring.title}</h1>`);
    expect(rootOf(html)).toContain(`aria-label="${ar.shell.home}"`);
  });

  it("shows a bar in place of a heading that names the user, and no employer's chrome on a job seeker's page", async () => {
    const root = rootOf(await render({ url: '/dashboard/member', host: 'www.brigade.test' }, context));
    expect(root).toContain('data-shell-frame=""');
    expect(root).not.toContain('<h1');
    expect(root).toContain('shell-frame__heading-bar');
    expect(root).not.toContain('side-navigation');
  });

  it('fills a heading that names a path parameter from the path, as text', async () => {
    const root = rootOf(
      await render({ url: '/global-search-result/Port%20%3Cb%3E', host: 'www.brigade.test' }, context),
    );
    expect(root).toContain('<h1 class="dashboard__title">Results for “Port &lt;b&gt;”</h1>');
  });

  it('leaves guest pages, public pages and unknown paths as they were', async () => {
    const login = rootOf(await render({ url: '/user/login', host: 'www.brigade.test' }, context));
    expect(login).not.toContain('data-shell-frame');
    expect(login).toContain('<h1');
    expect(rootOf(await render({ url: '/no/such/page', host: 'www.brigade.test' }, context))).toBe('</div>');
    // The status pages are server-rendered guest pages (#30), without the signed-in frame.
    const notFound = rootOf(await render({ url: '/404', host: 'www.brigade.test' }, context));
    expect(notFound).toContain('class="status-page"');
    expect(notFound).not.toContain('data-shell-frame');
  });
});
