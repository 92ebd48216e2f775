/**
 * Initial JavaScript of each route (the scripts its server-rendered page loads before it is
 * interactive), minified and gzip-compressed, and the whole app's JavaScript. Builds when
 * dist/ is missing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { screenRoutes } from '../src-ui/routing/routes';
import { pageAssets, type AssetManifest } from '../src/ssr/asset-manifest';

const clientDir = path.join(__dirname, '../dist/client');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function sizes(publicPaths: readonly string[]): { min: number; gzip: number } {
  return publicPaths.reduce(
    (total, publicPath) => {
      const content = fs.readFileSync(path.join(clientDir, publicPath));
      return {
        min: total.min + content.length,
        gzip: total.gzip + zlib.gzipSync(content, { level: 9 }).length,
      };
    },
    { min: 0, gzip: 0 },
  );
}

export async function run(): Promise<void> {
  if (!fs.existsSync(path.join(clientDir, 'manifest.json'))) {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  }
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDir, 'manifest.json'), 'utf8'),
  ) as AssetManifest;
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
