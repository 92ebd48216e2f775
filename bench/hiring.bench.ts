/**
 * The hiring workspace on the 20 000-location seed (`npm run bench -- hiring`): the employer
 * inbox (first page, and filtered by unread), the message board and the unread counts of the
 * large enterprise's owner, timed in process with app.inject, one call at a time. Prints p50 /
 * p99 (wall clock) against the 50 ms budget, the mean CPU time per call (what the call costs
 * when the machine is shared) and the load average; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.seed';
import { seedLarge } from '../server/seed/large.seed';

const WARM_UP = 5;
const SAMPLES = 200;
const BUDGET_MS = 50;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
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
    console.log(
      `seeded ${seeded.locations} locations, ${seeded.hiring?.applications ?? 0} applications, ${seeded.hiring?.messages ?? 0} messages in ${Date.now() - started} ms`,
    );
    const signIn = await app.inject({
      method: 'POST',
      url: '/idp',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.clientId,
        AuthParameters: { USERNAME: seeded.ownerEmail, PASSWORD: DEMO_PASSWORD },
      }),
    });
    const token = signIn.json<{ AuthenticationResult: { AccessToken: string } }>().AuthenticationResult
      .AccessToken;
    const enterprise = await db
      .selectFrom('brands')
      .select('id')
      .where('name', '=', 'Atlas Dining Collective')
      .executeTakeFirstOrThrow();
    const calls: [string, string][] = [
      ['employer inbox, first page', `/api/core/v1/employer_applications?brand=${enterprise.id}`],
      [
        'employer inbox, unread only',
        `/api/core/v1/employer_applications?brand=${enterprise.id}&unread=true`,
      ],
      ['employer inbox, page 100', `/api/core/v1/employer_applications?brand=${enterprise.id}&offset=1000`],
      ['unread count (employer)', `/api/core/v1/groups/${enterprise.id}/unread_message_count_employer`],
      ['message board', `/api/core/v1/groups/${enterprise.id}/employer/message_baord_data`],
    ];
    console.log(
      `load average (1, 5, 15 min): ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}`,
    );
    for (const [title, url] of calls) {
      const times: number[] = [];
      let cpuMicros = 0;
      let answer = '';
      for (let i = 0; i < WARM_UP + SAMPLES; i++) {
        const cpu = process.cpuUsage();
        const start = performance.now();
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        const elapsed = performance.now() - start;
        const used = process.cpuUsage(cpu);
        if (i >= WARM_UP) cpuMicros += used.user + used.system;
        if (response.statusCode !== 200)
          throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
        if (i >= WARM_UP) times.push(elapsed);
        answer = response.body;
      }
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      const data = (JSON.parse(answer) as { data: Record<string, unknown> }).data;
      const figure =
        'total' in data
          ? `total ${String(data.total)}`
          : 'count' in data
            ? `count ${String(data.count)}`
            : '';
      console.log(
        `${title.padEnd(30)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   ${p99 <= BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget   cpu ${(cpuMicros / SAMPLES / 1000).toFixed(1)} ms/call   (${figure})`,
      );
    }
    console.log(
      `load average after (1, 5, 15 min): ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
