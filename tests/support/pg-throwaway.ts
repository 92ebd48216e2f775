/**
 * A throwaway PostgreSQL cluster from Debian's `postgresql` package: `initdb` + `pg_ctl` in a
 * temporary folder on a free loopback port, trusted local connections, durability off (tests
 * only), removed by `stop()`. Installs `postgresql` with apt when the binaries are missing and we
 * are root (as e2e/run.ts does for Chromium); initdb refuses root, so as root the cluster runs as
 * `nobody`.
 *
 * As a command: `node --import tsx tests/support/pg-throwaway.ts [-- command args…]` starts a
 * cluster, runs the command with TEST_POSTGRES_URL set to the cluster's `postgres` database (or,
 * without a command, prints the URL and waits for Ctrl-C), then removes everything and exits with
 * the command's status.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ensureAptPackage } from './apt-install';
import { freePort } from './free-port';

const BIN = '/usr/lib/postgresql/15/bin';
const SUPERUSER = 'postgres';

export interface ThrowawayCluster {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`: the maintenance database. */
  readonly url: string;
  readonly port: number;
  /** Stops the server and removes its folder. */
  stop(): void;
}

/** Starts a fresh cluster; the caller must `stop()` it. */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  ensureInstalled();
  const root = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-pg-'));
  const dataDir = path.join(dir, 'data');
  const owner = root ? { uid: 65534, gid: 65534 } : undefined;
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const run = (bin: string, args: string[]) =>
    execFileSync(root ? 'setpriv' : path.join(BIN, bin), root ? asNobody(bin, args) : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: dir,
    });
  const port = await freePort();
  try {
    run('initdb', [
      '-D',
      dataDir,
      '--no-sync',
      '-U',
      SUPERUSER,
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      `-c listen_addresses=127.0.0.1`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
      '-c shared_buffers=64MB',
    ].join(' ');
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`throwaway PostgreSQL failed to start: ${describe(error)}`);
  }
  let stopped = false;
  return {
    url: `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function asNobody(bin: string, args: string[]): string[] {
  return ['--reuid=65534', '--regid=65534', '--clear-groups', path.join(BIN, bin), ...args];
}

function ensureInstalled(): void {
  ensureAptPackage(path.join(BIN, 'initdb'), 'postgresql');
}

function describe(error: unknown): string {
  const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
  return stderr || String(error);
}

async function main(): Promise<void> {
  const separator = process.argv.indexOf('--');
  const command = separator >= 0 ? process.argv.slice(separator + 1) : process.argv.slice(2);
  const cluster = await startThrowawayCluster();
  const stop = () => cluster.stop();
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  if (command.length === 0) {
    console.log(cluster.url);
    setInterval(() => {}, 1 << 30); // until a signal
    return;
  }
  const child = spawn(command[0]!, command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_POSTGRES_URL: cluster.url },
  });
  const code = await new Promise<number>((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  stop();
  process.exit(code);
}

if (require.main === module) void main();
