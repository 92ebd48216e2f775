import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { isPostgresUrl } from '../../db/dialect';
import { scheduleJob } from '../scheduled-job';
import { setLivePublishing } from './live-events.port';
import { sweepEvents } from './live-events.repository';
import { LiveHub } from './live-hub';
import { PostgresLiveListener } from './postgres-live.listener';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live event streams (issue #32). */
    live: LiveHub;
  }
}

/** The sweep's period: hourly, over all processes together (job lease). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes the events older than `retentionHours` as of `now` (a moved clock in tests); answers
 * how many went.
 */
export function sweepLiveEvents(deps: AppDependencies, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.live.retentionHours * 3600 * 1000);
  return sweepEvents(deps.db, cutoff.toISOString());
}

/**
 * Sets up the live events of this process on `app` (the root instance): the hub (`app.live`),
 * started when the server is ready; on PostgreSQL the one LISTEN connection; the hourly sweep of
 * the event log under the job lease. On close (SIGTERM / SIGINT in main.ts, a worker of
 * cluster.ts) the streams end with a retry hint before the server stops taking connections.
 */
export function setUpLiveEvents(app: FastifyInstance, deps: AppDependencies): LiveHub {
  const { live } = deps.config;
  setLivePublishing(live.publish);
  const hub = new LiveHub(
    deps.db,
    {
      heartbeatMs: live.heartbeatMs,
      streamsPerUser: live.streamsPerUser,
      replayMax: live.replayMax,
      retryMs: live.retryMs,
      pollMs: live.pollMs,
      coalesceMs: live.coalesceMs,
    },
    app.log,
  );
  app.decorate('live', hub);
  const listener = isPostgresUrl(deps.config.databaseFile)
    ? new PostgresLiveListener(
        deps.config.databaseFile,
        () => void hub.wake(),
        (userId) => hub.refreshReceiverOf(userId),
        (error) => app.log.warn({ err: error }, 'live events: LISTEN connection failed; retrying'),
      )
    : undefined;
  app.addHook('onReady', async () => {
    await hub.start();
    await listener?.start();
  });
  app.addHook('preClose', async () => {
    await hub.close();
    await listener?.stop();
  });
  scheduleJob(app, deps.db, {
    name: 'live-events-sweep',
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      await sweepLiveEvents(deps);
    },
  });
  return hub;
}
