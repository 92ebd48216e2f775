/**
 * Gateway throughput on the 20 000-location seed (`npm run bench -- gateway`): autocannon over
 * loopback against GET /v1/users/info and the STRUCTURED brand list of the large enterprise's
 * owner, 5 s each. Prints requests per second and p50 / p99 latency; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedLarge } from '../server/seed/large.seed';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.seed';

const DURATION_SECONDS = 5;

async function measure(title: string, url: string, token: string, connections: number): Promise<void> {
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s   (${connections} connections${failures ? `, ${failures} failures` : ''})`,
  );
}

export async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-bench-'));
  const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  try {
    const started = Date.now();
    const seeded = await seedLarge({ config, db });
    console.log(`seeded ${seeded.locations} locations in ${Date.now() - started} ms`);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const signIn = await fetch(`${base}/idp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.clientId,
        AuthParameters: { USERNAME: seeded.ownerEmail, PASSWORD: DEMO_PASSWORD },
      }),
    });
    const token = ((await signIn.json()) as { AuthenticationResult: { AccessToken: string } })
      .AuthenticationResult.AccessToken;
    const tree = await fetch(`${base}/api/core/v1/users/brands?view_mode=STRUCTURED`, {
      headers: { authorization: `Bearer ${token}` },
    });
    console.log(
      `STRUCTURED brand list: ${((await tree.arrayBuffer()).byteLength / 1024 / 1024).toFixed(1)} MB per answer`,
    );
    await measure(
      'GET /api/core/v1/users/info',
      `${base}/api/core/v1/users/info?include_persona=true`,
      token,
      10,
    );
    await measure(
      'GET /api/core/v1/users/brands?view_mode=STRUCTURED',
      `${base}/api/core/v1/users/brands?view_mode=STRUCTURED`,
      token,
      2,
    );
  } finally {
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
