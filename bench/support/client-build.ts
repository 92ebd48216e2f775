/**
 * The client build as benchmarks read it: the manifest (built first when dist/ is missing) and
 * the min / gzip (level 9) size of a set of its files, by public path.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AssetManifest } from '../../src/ssr/asset-manifest';

export const clientDir = path.join(__dirname, '../../dist/client');

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function readClientManifest(): AssetManifest {
  if (!fs.existsSync(path.join(clientDir, 'manifest.json'))) {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  }
  return JSON.parse(fs.readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as AssetManifest;
}

/** Bytes of the files minified as built, and gzip-compressed at level 9. */
export function sizeOf(publicPaths: readonly string[]): { min: number; gzip: number } {
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
