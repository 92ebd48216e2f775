/**
 * `npm run test:e2e`: finds Debian's Chromium (installing it with apt when missing and running
 * as root), picks a free port and a fresh data folder, then runs Playwright, whose webServer
 * starts the real server on them. Exits with Playwright's code.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { CHROMIUM_PATH as CHROMIUM } from './support/chromium';

function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is not at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
    console.error('(or set CHROMIUM_PATH to a Chromium or Chrome binary)');
    process.exit(1);
  }
  console.log('Installing Debian Chromium (apt-get install chromium)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function main(): Promise<void> {
  ensureChromium();
  if (!fs.existsSync(path.join('dist', 'ssr', 'ssr.js'))) {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-e2e-'));
  const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, CHROMIUM_PATH: CHROMIUM },
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(result.status ?? 1);
}

void main();
