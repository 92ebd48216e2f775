import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { isPostgresUrl } from '../db/dialect';
import type { JobHandler, JobRunner } from './job-queue.port';
import { createMailTransport } from '../mail/mail-transport';
import { mailJob } from './mail.job';
import { PostgresJobRunner } from './postgres-job.runner';
import { SqliteJobRunner } from './sqlite-job.runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job queue (issue #35). */
    jobs: JobQueueHost;
  }
}

/** The handlers of this process, by job name; registered before the server is ready. */
export interface JobQueueHost {
  /** Adds handler `name`; throws once the runner started (graphile-worker reads its task list once). */
  register(name: string, handler: JobHandler): void;
}

/**
 * Sets up the job queue of this process on `app` (the root instance): the handlers (the mail job
 * and whatever is registered before ready) and one runner — graphile-worker on PostgreSQL (its
 * schema migrated at start), the in-process runner over table `jobs` on SQLite — started when the
 * server is ready and stopped (running jobs waited for, bounded) when it closes.
 */
export function setUpJobs(app: FastifyInstance, deps: AppDependencies): void {
  const mail = mailJob(createMailTransport(deps.config.mail));
  const handlers = new Map<string, JobHandler>([[mail.name, mail.handler]]);
  let runner: JobRunner | undefined;
  app.decorate('jobs', {
    register(name: string, handler: JobHandler) {
      if (runner) throw new Error(`job handler ${name} registered after the queue started`);
      handlers.set(name, handler);
    },
  } satisfies JobQueueHost);
  app.addHook('onReady', async () => {
    const settings = deps.config.jobs;
    runner = isPostgresUrl(deps.config.databaseFile)
      ? new PostgresJobRunner(deps.config.databaseFile, deps.db, handlers, settings, app.log)
      : new SqliteJobRunner(deps.db, handlers, settings, app.log);
    await runner.start();
  });
  app.addHook('preClose', async () => {
    await runner?.stop();
  });
}
