import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/app';
import { LINK_KEY_FILE } from '../../../../server/gateway/messaging/link-key.store';
import type { TestServer } from '../../../support/test-server';
import { call, signIn, startGatewayServer } from '../gateway.harness';
import { applicationOf } from './messaging.harness';

let server: TestServer;
const others: FastifyInstance[] = [];
const otherDirs: string[] = [];
beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(async () => {
  await Promise.all(others.map((app) => app.close()));
  for (const dir of otherDirs) fs.rmSync(dir, { recursive: true, force: true });
  await server.close();
});

async function attachmentUrl(): Promise<string> {
  const manager = await signIn(server, 'manager@demo.brigade.test');
  const avery = await applicationOf(
    server.db,
    'avery.applicant@demo.brigade.test',
    'Line Cook',
    'Harbor Grill Portland Downtown',
  );
  const response = await call(server, 'GET', `/v1/application_messages/${avery}`, { session: manager });
  const url = response.json<{ data: { messages: { files: { url: string }[] }[] } }>().data.messages[0]
    ?.files[0]?.url;
  if (!url) throw new Error('the demo thread has no attachment');
  return url;
}

describe('the signed-link key', () => {
  it('is kept once in DATA_DIR (owner-only), so another instance on it opens the link', async () => {
    const file = path.join(server.config.dataDir, LINK_KEY_FILE);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const url = await attachmentUrl();
    // A second process on the same DATA_DIR and database (another instance behind the balancer).
    const sibling = await buildApp({ config: server.config, db: server.db });
    others.push(sibling);
    const opened = await sibling.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fs.readdirSync(server.config.dataDir).filter((name) => name.startsWith(LINK_KEY_FILE))).toEqual([
      LINK_KEY_FILE,
    ]);
  });

  it('differs between DATA_DIRs: an instance with another key refuses the link', async () => {
    const url = await attachmentUrl();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-other-key-'));
    otherDirs.push(dataDir);
    const stranger = await buildApp({ config: { ...server.config, dataDir }, db: server.db });
    others.push(stranger);
    const refused = await stranger.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('FILES.LINK_INVALID');
  });
});
