import net from 'node:net';
import type { Server } from 'node:http';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ProcessConfig } from './process.config';

/** The log line's code when the hard timeout ends a shutdown (exit 1). */
export const SHUTDOWN_TIMEOUT_CODE = 'SHUTDOWN.TIMEOUT';

/**
 * Stops accepting connections without touching the open ones, and resolves once the last of
 * them has ended. (http.Server#close would also destroy every idle keep-alive connection at once
 * — Node ≥ 19 does, whatever fastify's forceCloseConnections says — racing a request the client
 * is writing on one of them: the ECONNRESET a rolling restart must not cause.) Under the cluster
 * module the primary then deals new connections to the other processes.
 */
function stopAccepting(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    net.Server.prototype.close.call(server, () => resolve());
  });
}

/**
 * Drains this process and closes it; resolves when everything is closed (the caller exits):
 * 1. readiness turns `draining` (GET /health/ready 503 HEALTH.DRAINING; every answer from now on
 *    carries `Connection: close`);
 * 2. after `drainDelayMs` (a balancer polling readiness stops sending), the live event streams
 *    end with a `retry:` hint (browsers reconnect, to another process, and resume by Last-Event-ID);
 * 3. no new connection is accepted; a request in flight finishes, and its connection closes after
 *    the answer; a keep-alive connection that stays idle `idleGraceMs` is closed;
 * 4. once no connection is left, fastify closes (scheduled jobs stop and give their period back,
 *    this process's `server_instances` row goes), then the database.
 */
export async function drainAndClose(
  app: FastifyInstance,
  db: Kysely<Database>,
  settings: Pick<ProcessConfig, 'drainDelayMs' | 'idleGraceMs'>,
): Promise<void> {
  app.readiness.markDraining();
  if (settings.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.drainDelayMs));
  await app.live.close();
  const drained = stopAccepting(app.server);
  const idle = setTimeout(() => app.server.closeIdleConnections(), settings.idleGraceMs);
  await drained;
  clearTimeout(idle);
  await app.close();
  await db.destroy();
}

/** What the shutdown handler tells main.ts. */
export interface GracefulShutdown {
  /** True once a shutdown began (main.ts then does not start listening). */
  readonly closing: boolean;
}

/**
 * What close-with-grace must not treat as a shutdown: only SIGTERM, SIGINT and uncaught errors
 * drain a process (SIGUSR2 is the bench's, the rest keep Node's own handling).
 */
export const SIGNALS_LEFT_ALONE: closeWithGrace.AllEvents[] = [
  'SIGHUP',
  'SIGQUIT',
  'SIGILL',
  'SIGTRAP',
  'SIGABRT',
  'SIGBUS',
  'SIGFPE',
  'SIGSEGV',
  'SIGUSR2',
  'beforeExit',
];

/**
 * On SIGTERM or SIGINT (and on an uncaught exception or unhandled rejection, logged first):
 * drainAndClose, then exit 0 (1 after an error). Not done within `shutdownTimeoutMs`: a log line
 * with SHUTDOWN.TIMEOUT and exit 1. A second signal while draining is logged and ignored (under
 * `start:cluster` a terminal's Ctrl-C reaches each worker twice: directly and from the primary);
 * the timeout still bounds the wait. Other signals keep Node's defaults (bench SIGUSR2 hooks).
 */
export function installGracefulShutdown(
  app: FastifyInstance,
  db: Kysely<Database>,
  settings: ProcessConfig,
): GracefulShutdown {
  let closing = false;
  let since = 0;
  closeWithGrace(
    {
      delay: settings.shutdownTimeoutMs,
      skip: SIGNALS_LEFT_ALONE,
      logger: { error: (message: unknown) => app.log.error({ err: message }, 'shutdown failed') },
      onSecondSignal: (signal) =>
        app.log.warn({ signal }, 'already shutting down; a second signal changes nothing'),
      onSecondError: (error) => app.log.error({ err: error }, 'error while shutting down'),
      onTimeout: (delay) =>
        app.log.error(
          { code: SHUTDOWN_TIMEOUT_CODE, timeoutMs: delay, sinceMs: Date.now() - since },
          'shutdown not finished within SHUTDOWN_TIMEOUT_MS: exiting with 1',
        ),
    },
    async ({ signal, err }) => {
      closing = true;
      since = Date.now();
      if (err) app.log.fatal({ err }, 'uncaught error: shutting down');
      else app.log.info({ signal }, 'shutting down: draining');
      await drainAndClose(app, db, settings);
      app.log.info({ signal, ms: Date.now() - since }, 'shut down');
    },
  );
  return {
    get closing() {
      return closing;
    },
  };
}
