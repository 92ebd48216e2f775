import fs from 'node:fs';
import path from 'node:path';
import { hiringFilesDir, newStoredName } from '../../../../server/gateway/messaging/attachments.store';
import { ORPHAN_AGE_MS, sweepOrphanFiles } from '../../../../server/gateway/messaging/attachments.sweeper';
import { mediaStoreOf } from '../../../../server/storage/media-store';
import { itOnDisk } from '../../../support/stored-files';
import type { TestServer } from '../../../support/test-server';
import { startGatewayServer } from '../gateway.harness';

// Issue #28, finding 11: a crash between writing a message's files and committing its row
// leaves files no row names.
let server: TestServer;

beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());

// Ages are set on the files themselves: disk only (s3-direct-upload.test.ts sweeps the bucket).
itOnDisk('deletes old files no message or resume names, and keeps named and young ones', async () => {
  const dir = hiringFilesDir(server.config.dataDir);
  const named = (await server.db.selectFrom('message_files').select('stored_name').execute()).map(
    (row) => row.stored_name,
  );
  const resumes = (await server.db.selectFrom('application_resumes').select('stored_name').execute()).map(
    (row) => row.stored_name,
  );
  expect(named.length).toBeGreaterThan(0);
  expect(resumes.length).toBeGreaterThan(0);
  const orphan = newStoredName();
  const young = newStoredName();
  const partial = `${newStoredName()}.part`;
  for (const name of [orphan, young, partial]) fs.writeFileSync(path.join(dir, name), '%PDF-1.4 left behind');
  // Everything but the young orphan is older than the sweep's age, the seeded files too.
  const old = new Date(Date.now() - ORPHAN_AGE_MS - 60_000);
  for (const name of [orphan, partial, ...named, ...resumes]) fs.utimesSync(path.join(dir, name), old, old);

  expect(await sweepOrphanFiles(server.db, mediaStoreOf(server.config))).toBe(2);
  const left = new Set(fs.readdirSync(dir));
  expect(left.has(orphan)).toBe(false);
  expect(left.has(partial)).toBe(false);
  expect(left.has(young)).toBe(true);
  for (const name of [...named, ...resumes]) expect(left.has(name)).toBe(true);
  // The job is scheduled when the server is ready.
  await server.app.ready();
  const lease = await server.db
    .selectFrom('job_leases')
    .select('name')
    .where('name', '=', 'message-file-sweep')
    .executeTakeFirst();
  expect(lease).toBeDefined();
});
