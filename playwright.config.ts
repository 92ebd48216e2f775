import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

/** Set by e2e/run.ts: a free port and a fresh data folder for this run. */
const port = Number(process.env.E2E_PORT ?? 8090);
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
/**
 * Set by `e2e/run.ts --cluster`: a fresh PostgreSQL database. The server is then
 * `npm run start:cluster` (two processes) on it, and the run holds e2e/cluster-postgres.spec.ts
 * and the live events' two browsers (e2e/live-events.spec.ts, whose streams it puts on different
 * processes, issue #32); otherwise the cluster spec is left out.
 */
const clusterDatabaseUrl = process.env.E2E_CLUSTER_DATABASE_URL;
const CLUSTER_SPEC = 'cluster-postgres.spec.ts';
const CLUSTER_RUN = [CLUSTER_SPEC, 'live-events.spec.ts'];
const serverEnv = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DEV_PAGES: 'true',
  // Load shedding off: on a loaded 2-core CI machine a one-second event-loop stall is the
  // machine's, and a shed page load would fail a behaviour test. Shedding has its own server
  // test (tests/server/process/health-probes.test.ts) and bench (`npm run bench -- restart`).
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  // Texts go at once whatever the hour at the demo location (e2e/sms.spec.ts cannot wait for
  // 08:00); the quiet hours have their server test (tests/server/gateway/sms).
  SMS_QUIET_HOURS: 'off',
  // `E2E_MEDIA_STORE=s3 npm run test:e2e`: MEDIA_STORE, S3_* and credentials of run.ts's s3rver.
  ...(JSON.parse(process.env.E2E_SERVER_MEDIA_STORE ?? '{}') as Record<string, string>),
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: clusterDatabaseUrl ? CLUSTER_RUN : '**/*.spec.ts',
  testIgnore: clusterDatabaseUrl ? [] : [CLUSTER_SPEC],
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
  webServer: clusterDatabaseUrl
    ? {
        command: 'npm run -s start:cluster',
        url: `http://localhost:${port}/health`,
        reuseExistingServer: false,
        // The first process migrates and seeds the empty database over the network first.
        timeout: 120_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        env: { ...serverEnv, DATABASE_URL: clusterDatabaseUrl, CLUSTER_PROCESSES: '2' },
      }
    : {
        command: 'node --import tsx server/main.ts',
        url: `http://localhost:${port}/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        env: serverEnv,
      },
});
