import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig, type ServerConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed/demo.seed';
import { freePort } from '../../tests/support/free-port';

/** This repository's server with the demo seed, in the bench's own process. */
export interface DemoServer {
  readonly app: FastifyInstance;
  readonly config: ServerConfig;
  /** The server's database, for a bench that writes its own rows first. */
  readonly db: ReturnType<typeof openDatabase>;
  /** `http://localhost:<port>`: the origin the page's configuration names. */
  readonly base: string;
  /** Stops the server, closes its database and removes its data folder. */
  close(): Promise<void>;
}

/**
 * Builds the client first when dist/ has no server renderer, then migrates and seeds a fresh
 * SQLite file in a temporary folder named after `name` and serves it on a free loopback port;
 * `env` adds settings (server/config) to the defaults.
 */
export async function startDemoServer(
  name: string,
  env: Readonly<Record<string, string>> = {},
): Promise<DemoServer> {
  if (!fs.existsSync(path.join('dist', 'ssr', 'ssr.js')))
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `brigade-bench-${name}-`));
  const port = await freePort();
  const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: String(port), ...env });
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  await seedDemo({ config, db });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    config,
    db,
    base: `http://localhost:${port}`,
    close: async () => {
      await app.close();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
