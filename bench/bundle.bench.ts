/**
 * JavaScript of each route, minified and gzip-compressed, and the whole app's JavaScript. Builds
 * when dist/ is missing. Per route: what its page requests at load, and the app's scripts (entry
 * and the route's chunk group). A server-rendered guest or public page is complete HTML until the
 * visitor engages (issue #20): at load it carries only the inline engagement loader, and its app
 * scripts start at the first engagement; other pages load the app's scripts at once. The login
 * page's JS at load is checked against issue #20's budget (≤ 140 KB gzip) and printed as
 * PASS / FAIL lines (a FAIL sets the exit code to 1), with the JS its first engagement starts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ENGAGEMENT_LOADER_SCRIPT } from '../src-infrastructure/browser/engagement-loader.script';
import type { ScreenRoute } from '../src-ui/navigation/route.model';
import { screenRoutes } from '../src-ui/routing/routes';
import { pageAssets } from '../src/ssr/asset-manifest';
import { clientDir, kb, readClientManifest, sizeOf as sizes } from './support/client-build';

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
}
