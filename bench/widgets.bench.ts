/**
 * Size of the widgets and the design-system section in the client build (min + gzip), and
 * whether any of it is in the initial JavaScript of the login page (it must not be: the section
 * is a lazy route chunk). When /user/login is not a route yet, /user/signup stands in for it.
 * Builds when dist/ is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findScreenRoute, screenRoutes } from '../src-ui/routing/routes';
import { pageAssets } from '../src/ssr/asset-manifest';
import { clientDir, kb, readClientManifest, sizeOf as size } from './support/client-build';

const DESIGN_SYSTEM_CHUNK = 'route-design-system';

export async function run(): Promise<void> {
  const manifest = readClientManifest();
  const file = (name: string) =>
    typeof manifest[name] === 'string' ? (manifest[name] as string) : undefined;

  const designScript = file(`${DESIGN_SYSTEM_CHUNK}.js`);
  const designStyle = file(`${DESIGN_SYSTEM_CHUNK}.css`);
  if (!designScript) throw new Error(`No ${DESIGN_SYSTEM_CHUNK}.js in dist/client/manifest.json`);

  // Split chunks that only lazy routes load (libraries of the widgets: react-aria, cropper,
  // libphonenumber, dropzone, floating-ui…): every script that is neither initial nor a route.
  const initial = new Set(pageAssets(manifest, undefined).scripts);
  const routeScripts = new Set(screenRoutes.map((route) => file(`${route.chunk}.js`)).filter(Boolean));
  const lazyShared = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/assets/${name}`)
    .filter((publicPath) => !initial.has(publicPath) && !routeScripts.has(publicPath));
  const lazyStyles = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `/assets/${name}`)
    .filter(
      (publicPath) =>
        publicPath !== designStyle && !pageAssets(manifest, undefined).styles.includes(publicPath),
    );

  const rows = [
    { part: `${DESIGN_SYSTEM_CHUNK}.js (widgets + pages)`, files: 1, ...size([designScript]) },
    ...(designStyle
      ? [{ part: `${DESIGN_SYSTEM_CHUNK}.css (section layout)`, files: 1, ...size([designStyle]) }]
      : []),
    {
      part: 'all other lazy CSS (widgets.css, cropper.css, other routes)',
      files: lazyStyles.length,
      ...size(lazyStyles),
    },
    {
      part: 'lazy shared JS (widget libraries; other lazy routes too)',
      files: lazyShared.length,
      ...size(lazyShared),
    },
  ].map((row) => ({ part: row.part, files: row.files, min: kb(row.min), 'min+gzip': kb(row.gzip) }));
  console.table(rows);

  const login = findScreenRoute('/user/login');
  const reference = login ? '/user/login' : '/user/signup (no /user/login route yet)';
  const loginRoute = login ?? findScreenRoute('/user/signup');
  const loginScripts = pageAssets(manifest, loginRoute?.chunk).scripts;
  const leaked = loginScripts.filter((script) => script === designScript || lazyShared.includes(script));
  const loginSize = size(loginScripts);
  console.log(
    `login page reference: ${reference}: ${loginScripts.length} initial scripts, ${kb(loginSize.gzip)} min+gzip`,
  );
  console.log(
    leaked.length === 0
      ? `design-system chunk in the login page's initial JavaScript: NO (as required)`
      : `design-system chunk in the login page's initial JavaScript: YES (${leaked.join(', ')}) — must not be`,
  );
}
