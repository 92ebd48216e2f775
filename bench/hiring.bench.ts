/**
 * The hiring workspace on the 20 000-location seed (`npm run bench -- hiring`): the employer
 * inbox (first page, and filtered by unread), the message board (the enterprise's after a
 * candidate's message in one region, and repeated; a second region's after that write, which
 * leaves it cached) and the unread counts of the large enterprise's owner, timed in process with app.inject, one call at a time. Prints p50 /
 * p99 (wall clock) against the 50 ms budget, the mean CPU time per call (what the call costs
 * when the machine is shared) and the load average; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { MessageBoards } from '../server/gateway/messaging/message-board';
import { seedLarge } from '../server/seed/large.seed';
import { loadAverage, sampleGet } from './support/in-process-sampler';
import { accessTokenOf } from './support/in-process-sign-in';
import { PRODUCTION_ENV } from '../tests/support/production-env';

const WARM_UP = 5;
const SAMPLES = 200;
const BUDGET_MS = 50;

export async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-bench-'));
  const config = readConfig({ ...PRODUCTION_ENV, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  try {
    const started = Date.now();
    const seeded = await seedLarge({ config, db });
    console.log(
      `seeded ${seeded.locations} locations, ${seeded.hiring?.applications ?? 0} applications, ${seeded.hiring?.messages ?? 0} messages in ${Date.now() - started} ms`,
    );
    const token = await accessTokenOf(app, config.clientId, seeded.ownerEmail);
    const enterprise = await db
      .selectFrom('brands')
      .select('id')
      .where('name', '=', 'Atlas Dining Collective')
      .executeTakeFirstOrThrow();
    // The board is kept per (brand, reader) until a write inside the brand's subtree
    // (board-cache.ts, migration 0027): its first call after a write is measured by a candidate's
    // message landing, before each call, on a thread of the first region (one of the enterprise's
    // branches), which bumps that location's revision and its ancestors', the enterprise's too.
    const [first, second] = await db
      .selectFrom('brands')
      .select(['id', 'path'])
      .where('parent_id', '=', enterprise.id)
      .orderBy('id')
      .limit(2)
      .execute();
    if (!first || !second) throw new Error('the large seed has fewer than two regions');
    const thread = await db
      .selectFrom('applications as a')
      .innerJoin('positions as p', 'p.id', 'a.position_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['a.id', 'a.candidate_user_id'])
      .where('b.path', '>=', first.path)
      .where('b.path', '<', `${first.path}~`)
      .where('a.archived', '=', 0)
      .executeTakeFirstOrThrow();
    const invalidate = async () => {
      await db
        .insertInto('application_messages')
        .values({
          application_id: thread.id,
          sender_user_id: thread.candidate_user_id,
          message_body: 'Is the position still open?',
          files_json: '[]',
          is_read: 0,
          created_at: new Date().toISOString(),
        })
        .execute();
    };
    const calls: [string, string, (() => Promise<void>)?][] = [
      ['employer inbox, first page', `/api/core/v1/employer_applications?brand=${enterprise.id}`],
      [
        'employer inbox, unread only',
        `/api/core/v1/employer_applications?brand=${enterprise.id}&unread=true`,
      ],
      ['employer inbox, page 100', `/api/core/v1/employer_applications?brand=${enterprise.id}&offset=1000`],
      ['unread count (employer)', `/api/core/v1/groups/${enterprise.id}/unread_message_count_employer`],
      [
        'message board, after a write',
        `/api/core/v1/groups/${enterprise.id}/employer/message_baord_data`,
        invalidate,
      ],
      ['message board, repeated', `/api/core/v1/groups/${enterprise.id}/employer/message_baord_data`],
      [
        'region board, write elsewhere',
        `/api/core/v1/groups/${second.id}/employer/message_baord_data`,
        invalidate,
      ],
    ];
    console.log(`load average (1, 5, 15 min): ${loadAverage()}`);
    for (const [title, url, before] of calls) {
      const { p50, p99, cpuMs, data } = await sampleGet(app, url, token, {
        warmUp: WARM_UP,
        samples: SAMPLES,
        ...(before ? { before } : {}),
      });
      const figure =
        'total' in data
          ? `total ${String(data.total)}`
          : 'count' in data
            ? `count ${String(data.count)}`
            : 'total_applications' in data
              ? `${String(data.total_applications)} applications, ${String(data.unread_messages)} unread`
              : '';
      console.log(
        `${title.padEnd(31)} p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   ${p99 <= BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget   cpu ${cpuMs.toFixed(1)} ms/call   (${figure})`,
      );
    }
    await compareBoards(db, enterprise.id, seeded.ownerEmail, invalidate);
    console.log(`load average after (1, 5, 15 min): ${loadAverage()}`);
  } finally {
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The enterprise's board for its owner, computed in process (no HTTP) by the board code as it
 * was before the composition of #13 (one statement over the whole subtree at the first read after
 * a write) and as it is (the written region's board and the brand's own positions, the other
 * regions' boards kept): mean CPU ms per first read after a write, and per repeated read.
 */
async function compareBoards(
  db: Kysely<Database>,
  enterpriseId: number,
  ownerEmail: string,
  write: () => Promise<void>,
): Promise<void> {
  const enterprise = await db
    .selectFrom('brands')
    .select(['id', 'path'])
    .where('id', '=', enterpriseId)
    .executeTakeFirstOrThrow();
  const owner = await db
    .selectFrom('identity_users')
    .select('id')
    .where('email', '=', ownerEmail)
    .executeTakeFirstOrThrow();
  const reader = { side: 'employer', userId: owner.id, paths: [enterprise.path] } as const;
  const cpuPerCall = async (boards: MessageBoards, before?: () => Promise<void>) => {
    let micros = 0;
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      if (before) await before();
      const cpu = process.cpuUsage();
      await boards.board(enterprise, reader, false);
      const used = process.cpuUsage(cpu);
      if (i >= WARM_UP) micros += used.user + used.system;
    }
    return (micros / SAMPLES / 1000).toFixed(1);
  };
  for (const [title, boards] of [
    ['before (one statement)', new MessageBoards(db, 0)],
    ['after (composed)', new MessageBoards(db)],
  ] as const) {
    console.log(
      `message board ${title.padEnd(22)} cpu ${await cpuPerCall(boards, write)} ms first read after a write   cpu ${await cpuPerCall(boards)} ms repeated read`,
    );
  }
}
