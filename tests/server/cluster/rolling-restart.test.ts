import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts.seed';
import { freePort } from '../../support/free-port';
import {
  clientLoop,
  rollingRestart,
  servingProcesses,
  signInOverIdp,
  startRestartCluster,
  type RestartCluster,
} from '../../support/rolling-restart';
import { copySeededTemplate } from '../../support/seeded-template';
import { dropTestDatabase, freshTestDatabaseUrl } from '../../support/test-database';

/**
 * A rolling restart loses no request (issue #37): `npm run start:cluster` with two processes on
 * PostgreSQL behind one port; a client loop (keep-alive, 8 callers, reads and Idempotency-Key
 * writes) runs while process A gets SIGTERM and is replaced, then B. The client retries only
 * what a balancer would: a 503 with Retry-After, a connection refused at connect. Anything else —
 * a connection reset under a request, a 5xx — fails the test. Each stopped process exits 0.
 * PostgreSQL only (`npm run test:server:pg`): SQLite is one process by design.
 */
jest.setTimeout(420_000);

const onPostgres = Boolean(process.env.TEST_POSTGRES_URL);
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('a rolling restart of two processes under load', () => {
  let cluster: RestartCluster | undefined;
  let dataDir: string;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    const seeded = await copySeededTemplate('brigade-restart-');
    dataDir = seeded?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-restart-'));
    databaseUrl = seeded?.databaseUrl ?? (await freshTestDatabaseUrl());
    cluster = await startRestartCluster(await freePort(), {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: seeded ? 'false' : 'true',
    });
  });
  afterAll(async () => {
    await cluster?.stop();
    await dropTestDatabase(databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every call: no reset, no 5xx but retried 503s, and each stopped process exits 0', async () => {
    const token = await signInOverIdp(cluster!.origin, 'owner@demo.brigade.test', DEMO_PASSWORD);
    const [a, b] = await servingProcesses(cluster!);
    const load = clientLoop(cluster!.origin, token, { concurrency: 8, perSecond: 100 });
    // Both processes serve the loop before the restart begins.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const replacements = await rollingRestart(cluster!, [a!, b!]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const figures = await load.stop();

    expect(figures.failures).toEqual([]);
    expect(figures.calls).toBeGreaterThan(100);
    expect(replacements).toHaveLength(2);
    for (const pid of [a, b]) expect(cluster!.stderr()).toContain(`server process ${pid} exited (0)`);
  });

  it('stops as a whole on SIGTERM to the primary: every process drains, exit 0', async () => {
    expect(await cluster!.stop()).toBe(0);
  });
});

if (!onPostgres) {
  it.skip('a rolling restart needs PostgreSQL (npm run test:server:pg): SQLite is one process', () =>
    undefined);
}
