/**
 * Initial JavaScript of each route (the scripts its server-rendered page loads before it is
 * interactive), minified and gzip-compressed, and the whole app's JavaScript. Builds when
 * dist/ is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { screenRoutes } from '../src-ui/routing/routes';
import { pageAssets } from '../src/ssr/asset-manifest';
import { clientDir, kb, readClientManifest, sizeOf as sizes } from './support/client-build';

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
}
