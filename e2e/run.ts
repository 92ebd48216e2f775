/**
 * `npm run test:e2e`: finds Debian's Chromium (installing it with apt when missing and running
 * as root, tests/support/apt-install.ts), picks a free port and a fresh data folder, then runs
 * Playwright, whose webServer starts the real server on them. Exits with Playwright's code.
 *
 * `E2E_MEDIA_STORE=s3 npm run test:e2e -- …`: the server keeps its media in a bucket of a local
 * s3rver started here (tests/support/s3-server.ts), as with MEDIA_STORE=s3://… in production.
 * `npm run test:e2e -- --cluster` (`npm run test:cluster:pg`): the production shape instead —
 * `npm run start:cluster` with two server processes on a fresh PostgreSQL database (migrated and
 * seeded by the first process), and only e2e/cluster-postgres.spec.ts and e2e/live-events.spec.ts
 * (playwright.config.ts). The database lives on the cluster of TEST_POSTGRES_URL (inside
 * `npm run test:pg`) or, without it, on a throwaway cluster this command starts and removes
 * (tests/support/pg-throwaway.ts).
 */
import { startLocalS3 } from '../tests/support/s3-server';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ensureAptPackage } from '../tests/support/apt-install';
import { freePort } from '../tests/support/free-port';
import { startThrowawayCluster, type ThrowawayCluster } from '../tests/support/pg-throwaway';
import { dropTestDatabase, freshTestDatabaseUrl } from '../tests/support/test-database';
import { CHROMIUM_PATH as CHROMIUM } from './support/chromium';

function ensureChromium(): void {
  try {
    ensureAptPackage(CHROMIUM, 'chromium');
  } catch (error) {
    console.error((error as Error).message);
    console.error('(or set CHROMIUM_PATH to a Chromium or Chrome binary)');
    process.exit(1);
  }
}

/** The database of the cluster run: a fresh one on TEST_POSTGRES_URL's cluster, or on our own. */
async function clusterDatabase(): Promise<{ url: string; release(): Promise<void> }> {
  let own: ThrowawayCluster | undefined;
  if (!process.env.TEST_POSTGRES_URL) {
    own = await startThrowawayCluster();
    process.env.TEST_POSTGRES_URL = own.url;
  }
  const url = await freshTestDatabaseUrl();
  if (!url) throw new Error('no PostgreSQL database for the cluster run');
  return {
    url,
    async release() {
      try {
        await dropTestDatabase(url);
      } finally {
        own?.stop();
      }
    },
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const clusterMode = args.includes('--cluster');
  ensureChromium();
  if (!fs.existsSync(path.join('dist', 'ssr', 'ssr.js'))) {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-e2e-'));
  const database = clusterMode ? await clusterDatabase() : undefined;
  // E2E_MEDIA_STORE=s3: the server's media store is a bucket of a local s3rver (issue #37).
  const s3 = process.env.E2E_MEDIA_STORE === 's3' ? await startLocalS3('brigade-e2e') : undefined;
  let status = 1;
  try {
    // The cluster run's specs are chosen by playwright.config.ts (testMatch).
    const playwrightArgs = clusterMode ? ['--workers=1'] : [];
    // Spawned, not spawnSync: the s3rver of E2E_MEDIA_STORE=s3 answers from this process's event
    // loop, which must stay free while Playwright and the server run.
    const child = spawn(
      'npx',
      ['playwright', 'test', ...playwrightArgs, ...args.filter((arg) => arg !== '--cluster')],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_PORT: String(port),
          E2E_DATA_DIR: dataDir,
          CHROMIUM_PATH: CHROMIUM,
          ...(database ? { E2E_CLUSTER_DATABASE_URL: database.url } : {}),
          ...(s3 ? { E2E_SERVER_MEDIA_STORE: JSON.stringify(s3.env) } : {}),
        },
      },
    );
    status = await new Promise<number>((resolve) => {
      child.on('close', (code) => resolve(code ?? 1));
      child.on('error', () => resolve(1));
    });
  } finally {
    await database?.release();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(status);
}

void main();
