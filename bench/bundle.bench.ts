/**
 * JavaScript of each route, minified and gzip-compressed, and the whole app's JavaScript. Builds
 * when dist/ is missing. Per route: what its page requests at load, and the app's scripts (entry
 * and the route's chunk group). A server-rendered guest or public page is complete HTML until the
 * visitor engages (issue #20): at load it carries only the inline engagement loader, and its app
 * scripts start at the first engagement; other pages load the app's scripts at once. The login
 * page's JS at load is checked against issue #20's budget (≤ 140 KB gzip) and printed as
 * PASS / FAIL lines (a FAIL sets the exit code to 1), with the JS its first engagement starts.
 *
 * Issue #30: the login page's start plan (every script the engagement loader inserts before the
 * page is hydrated: the main entry's and the login route's chunk group, src/ssr/document.ts) in
 * bytes on the wire as the server serves them to Chromium, i.e. brotli: each file's build copy
 * (.br, quality 11, webpack.config.ts) when the build made one, else the file as the server
 * sends it (under @fastify/compress's 1 KB threshold: as it is; above it: brotli quality 5 on the
 * fly). Budget ≤ 100 KB, printed PASS / FAIL with the gzip (level 9) figure beside it, and the
 * plan's files one by one.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ENGAGEMENT_LOADER_SCRIPT } from '../src-infrastructure/browser/engagement-loader.script';
import type { ScreenRoute } from '../src-ui/navigation/route.model';
import { screenRoutes } from '../src-ui/routing/routes';
import { pageAssets } from '../src/ssr/asset-manifest';
import { clientDir, kb, readClientManifest, sizeOf as sizes } from './support/client-build';

/** Issue #30: the JavaScript fetched before the login page is hydrated, brotli on the wire. */
const LOGIN_START_PLAN_BROTLI_BUDGET = 100 * 1024;

/** The server's on-the-fly compression (server/web/compression.plugin.ts): threshold and quality. */
const ON_THE_FLY_THRESHOLD = 1024;
const ON_THE_FLY_BROTLI_QUALITY = 5;

/**
 * Bytes of one built script as the server sends it to a browser that accepts brotli: the build's
 * .br copy (brotli quality 11, made for every file the compression step kept) when it exists, else
 * the file itself below 1 KB, else brotli at the on-the-fly quality.
 */
function brotliOnTheWire(publicPath: string): number {
  const file = path.join(clientDir, publicPath);
  const content = fs.readFileSync(file);
  const quality = fs.existsSync(`${file}.br`)
    ? 11
    : content.length < ON_THE_FLY_THRESHOLD
      ? 0
      : ON_THE_FLY_BROTLI_QUALITY;
  if (quality === 0) return content.length;
  return zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } })
    .length;
}

/** Issue #20: the way in must be light. */
const GUEST_BUDGETS: Readonly<Record<string, number>> = { '/user/login': 140 * 1024 };

/** The engagement loader inline in the page, gzip -9. */
const LOADER_GZIP = zlib.gzipSync(ENGAGEMENT_LOADER_SCRIPT, { level: 9 }).length;

/** As src/ssr.tsx decides it for a URL without a query. */
const startsOnEngagement = (route: ScreenRoute) => route.serverRendered && route.access !== 'authenticated';

export async function run(): Promise<void> {
  const manifest = readClientManifest();
  const rows = screenRoutes.map((route) => {
    const { scripts } = pageAssets(manifest, route.chunk);
    const size = sizes(scripts);
    const engaged = startsOnEngagement(route);
    return {
      route: route.path,
      scripts: scripts.length,
      min: kb(size.min),
      'min+gzip': kb(size.gzip),
      'at load, gzip': engaged ? `${kb(LOADER_GZIP)} (loader)` : kb(size.gzip),
    };
  });
  const shell = sizes(pageAssets(manifest, undefined).scripts);
  rows.push({
    route: '(shell, any other path)',
    scripts: pageAssets(manifest, undefined).scripts.length,
    min: kb(shell.min),
    'min+gzip': kb(shell.gzip),
    'at load, gzip': kb(shell.gzip),
  });
  const allScripts = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`);
  const all = sizes(allScripts);
  rows.push({
    route: '(whole app, every chunk)',
    scripts: allScripts.length,
    min: kb(all.min),
    'min+gzip': kb(all.gzip),
    'at load, gzip': '',
  });
  console.table(rows);
  for (const [path, budget] of Object.entries(GUEST_BUDGETS)) {
    const route = screenRoutes.find((screen) => screen.path === path);
    const app = sizes(pageAssets(manifest, route?.chunk).scripts).gzip;
    const atLoad = route && startsOnEngagement(route) ? LOADER_GZIP : app;
    const pass = atLoad <= budget;
    if (!pass) process.exitCode = 1;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  ${path} initial JS gzip ${kb(atLoad)} (budget ≤ ${kb(budget)}); ` +
        `its first engagement starts ${kb(app)}`,
    );
  }
  printLoginStartPlan(manifest);
}

/** Issue #30's figure: the login page's start plan, brotli on the wire, against its budget. */
function printLoginStartPlan(manifest: ReturnType<typeof readClientManifest>): void {
  const login = screenRoutes.find((screen) => screen.path === '/user/login');
  const plan = pageAssets(manifest, login?.chunk).scripts;
  const files = plan.map((publicPath) => ({
    script: publicPath,
    min: kb(sizes([publicPath]).min),
    gzip: kb(sizes([publicPath]).gzip),
    brotli: kb(brotliOnTheWire(publicPath)),
  }));
  console.table(files);
  const brotli = plan.reduce((total, publicPath) => total + brotliOnTheWire(publicPath), 0);
  const gzip = sizes(plan).gzip;
  const pass = brotli <= LOGIN_START_PLAN_BROTLI_BUDGET;
  if (!pass) process.exitCode = 1;
  console.log(
    `${pass ? 'PASS' : 'FAIL'}  login page start plan, brotli ${kb(brotli)} ` +
      `(budget ≤ ${kb(LOGIN_START_PLAN_BROTLI_BUDGET)}); gzip ${kb(gzip)}; ${plan.length} scripts`,
  );
}
