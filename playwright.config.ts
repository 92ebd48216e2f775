import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

/** Set by e2e/run.ts: a free port and a fresh data folder for this run. */
const port = Number(process.env.E2E_PORT ?? 8090);
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Behaviour tests, never timing assertions: generous for a loaded 2-core machine.
  timeout: 45_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    // No test is about the service worker (src/sw.ts), and each test's fresh context would
    // otherwise install it on every origin it opens, precaching the whole build (137 files,
    // 3.8 MB) while the test runs. Playwright's block answers register() with a console warning,
    // which watchPageProblems (e2e/support/page-health.ts) leaves out.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEV_PAGES: 'true' },
  },
});
