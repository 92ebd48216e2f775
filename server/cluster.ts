import cluster, { type Worker } from 'node:cluster';
import diagnostics from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';
import os from 'node:os';

/**
 * `npm run start:cluster`: N server processes (CLUSTER_PROCESSES, default 2) behind one port
 * through Node's cluster module (connections are dealt round-robin), all on the one database
 * of DATABASE_URL / DATA_DIR; every piece of shared state lives there (issue #19). Each worker
 * runs server/main.ts unchanged. The first worker starts alone (it migrates and seeds), the
 * others once it listens, so migrations and the seed never race. A worker that dies is
 * replaced; SIGTERM / SIGINT stop every worker cleanly, then the primary.
 *
 * Every response of a worker carries `X-Server-Process: <the worker's pid>`, so an operator (and
 * e2e/cluster-postgres.spec.ts) can tell which process answered and match it to that process's
 * log lines. Only under this command: `npm run serve` / `npm start` send no such header.
 */
export const SERVER_PROCESS_HEADER = 'x-server-process';

function processCount(env: NodeJS.ProcessEnv): number {
  const raw = env.CLUSTER_PROCESSES ?? '2';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`CLUSTER_PROCESSES must be a whole number from 1 to 64, not "${raw}"`);
  }
  return count;
}

function primary(): void {
  const count = processCount(process.env);
  cluster.setupPrimary({ exec: __filename, execArgv: ['--import', 'tsx'] });
  let stopping = false;
  const workers = new Set<Worker>();

  const fork = (env: NodeJS.ProcessEnv): Worker => {
    const worker = cluster.fork(env);
    workers.add(worker);
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (workers.size === 0) process.exit(0);
        return;
      }
      console.error(`server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
      fork({ SEED_DEMO: 'false' });
    });
    return worker;
  };

  const first = fork({});
  first.once('listening', () => {
    for (let index = 1; index < count; index++) fork({ SEED_DEMO: 'false' });
    console.log(`${count} server processes on port ${process.env.PORT ?? 8080} (${os.hostname()})`);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (workers.size === 0) process.exit(0);
    for (const worker of workers) worker.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * A worker: names itself on every response (Node publishes each request on this channel
 * before the server's handler runs; a header set here is merged into whatever the app writes),
 * then runs server/main.ts.
 */
function worker(): void {
  const pid = String(process.pid);
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { response } = message as { response: ServerResponse };
    if (!response.headersSent) response.setHeader(SERVER_PROCESS_HEADER, pid);
  });
  void import('./main');
}

if (cluster.isPrimary) primary();
else worker();
