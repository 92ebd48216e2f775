/**
 * Initial JavaScript of each route (the scripts its server-rendered page loads before it is
 * interactive), minified and gzip-compressed, and the whole app's JavaScript. Builds when
 * dist/ is missing. The guest pages' initial JS is checked against issue #20's budget (login
 * ≤ 140 KB gzip) and printed as PASS / FAIL lines (a FAIL sets the exit code to 1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { screenRoutes } from '../src-ui/routing/routes';
import { pageAssets } from '../src/ssr/asset-manifest';
import { clientDir, kb, readClientManifest, sizeOf as sizes } from './support/client-build';

/** Issue #20: the way in must be light. */
const GUEST_BUDGETS: Readonly<Record<string, number>> = { '/user/login': 140 * 1024 };

export async function run(): Promise<void> {
  const manifest = readClientManifest();
  const rows = screenRoutes.map((route) => {
    const { scripts } = pageAssets(manifest, route.chunk);
    const size = sizes(scripts);
    return { route: route.path, scripts: scripts.length, min: kb(size.min), 'min+gzip': kb(size.gzip) };
  });
  const shell = sizes(pageAssets(manifest, undefined).scripts);
  rows.push({
    route: '(shell, any other path)',
    scripts: pageAssets(manifest, undefined).scripts.length,
    min: kb(shell.min),
    'min+gzip': kb(shell.gzip),
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
  });
  console.table(rows);
  for (const [route, budget] of Object.entries(GUEST_BUDGETS)) {
    const gzip = sizes(
      pageAssets(manifest, screenRoutes.find((screen) => screen.path === route)?.chunk).scripts,
    ).gzip;
    const pass = gzip <= budget;
    if (!pass) process.exitCode = 1;
    console.log(`${pass ? 'PASS' : 'FAIL'}  ${route} initial JS gzip ${kb(gzip)} (budget ≤ ${kb(budget)})`);
  }
}
