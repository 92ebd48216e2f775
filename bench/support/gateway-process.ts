import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.seed';
import type { ServerReady, ServerStats } from './gateway-server';

/**
 * Starts bench/support/gateway-server.ts in its own process on `dataDir` (migrated, 20 000-location
 * seed) and answers once it listens. BENCH_CPU_PROF=<dir> runs it with `--cpu-prof` into that folder.
 * BENCH_SEEDED_DIR=<dir> copies a data folder already holding the seed (a consistent copy of an
 * earlier bench's DATA_DIR, e.g. made with better-sqlite3's backup) into `dataDir` first, so the
 * two-minute seed is skipped (seedLarge is idempotent).
 */
export function startGatewayProcess(dataDir: string): Promise<{ child: ChildProcess; ready: ServerReady }> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const seededDir = process.env.BENCH_SEEDED_DIR;
  if (seededDir) fs.cpSync(seededDir, dataDir, { recursive: true });
  const child = fork(path.join(__dirname, 'gateway-server.ts'), [], {
    execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.on('message', (message: unknown) => {
      if ((message as ServerReady).ready) resolve({ child, ready: message as ServerReady });
    });
  });
}

/** Stops a process startGatewayProcess started (it closes and exits 0) and waits for its exit. */
export async function stopGatewayProcess(child: ChildProcess): Promise<void> {
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** The server process's RSS and CPU time so far, asked over IPC. */
export function statsOf(child: ChildProcess): Promise<ServerStats> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if ((message as Partial<ServerStats>).rss === undefined) return;
      child.off('message', onMessage);
      resolve(message as ServerStats);
    };
    child.on('message', onMessage);
    child.send('stats');
  });
}

/** Signs a seeded account in over HTTP (USER_PASSWORD_AUTH at /idp) and answers its access token. */
export async function signInOverHttp(base: string, email: string): Promise<string> {
  const config = readConfig({});
  const response = await fetch(`${base}/idp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return ((await response.json()) as { AuthenticationResult: { AccessToken: string } }).AuthenticationResult
    .AccessToken;
}
