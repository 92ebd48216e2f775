import cluster, { type Worker } from 'node:cluster';
import diagnostics from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';
import os from 'node:os';
import closeWithGrace from 'close-with-grace';
import { SIGNALS_LEFT_ALONE } from './process/graceful-shutdown';
import { readProcessConfig } from './process/process.config';

/**
 * `npm run start:cluster`: N server processes (CLUSTER_PROCESSES, default 2) behind one port
 * through Node's cluster module (connections are dealt round-robin), all on the one database
 * of DATABASE_URL / DATA_DIR; every piece of shared state lives there (issue #19). Each worker
 * runs server/main.ts unchanged. The first worker starts alone (it migrates and seeds), the
 * others once it listens, so migrations and the seed never race. A worker that dies is
 * replaced, so SIGTERM to one worker's pid restarts that process: it drains (graceful-shutdown.ts)
 * while the primary deals new connections to the others (a rolling restart is that, one worker
 * at a time, each after its replacement listens). SIGTERM / SIGINT to the primary drain every
 * worker, then the primary exits: 0 when every worker exited 0, else 1; workers still running
 * SHUTDOWN_TIMEOUT_MS + 5 s after the signal are killed (exit 1).
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
      if (stopping) return;
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

  let failed = 0;
  const { shutdownTimeoutMs } = readProcessConfig(process.env);
  closeWithGrace(
    {
      delay: shutdownTimeoutMs + 5_000,
      skip: SIGNALS_LEFT_ALONE,
      onSecondSignal: (signal) => console.error(`already stopping the server processes (${signal} ignored)`),
      onTimeout: (delay) => {
        console.error(
          `SHUTDOWN.TIMEOUT: server processes still running ${delay} ms after the signal; killed`,
        );
        for (const worker of workers) worker.process.kill('SIGKILL');
      },
    },
    async ({ signal, err }) => {
      if (err) console.error(err);
      stopping = true;
      const exits = [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.process.exitCode !== null || worker.process.signalCode !== null) return resolve();
            worker.once('exit', (code) => {
              if (code !== 0) failed++;
              resolve();
            });
          }),
      );
      for (const worker of workers) worker.process.kill(signal ?? 'SIGTERM');
      await Promise.all(exits);
      if (failed > 0) throw new Error(`${failed} server process(es) did not stop cleanly`);
    },
  );
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
