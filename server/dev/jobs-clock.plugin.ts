import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { makeDueNow } from '../jobs/jobs-clock';

/**
 * Development only: `POST /dev/jobs/run-due` `{at: ISO}` makes every waiting job due by `at` run
 * now (server/jobs/jobs-clock.ts), so the interview reminders can be seen without waiting a day;
 * answers `{ran}`, how many jobs were made due. 400 `{error}` for an `at` that is no instant.
 */
export const jobsClockPlugin: FastifyPluginAsync<AppDependencies> = async (app, { db }) => {
  app.post<{ Body: { at?: unknown } }>('/dev/jobs/run-due', async (request, reply) => {
    const at = typeof request.body?.at === 'string' ? new Date(request.body.at) : undefined;
    if (!at || Number.isNaN(at.getTime())) {
      return reply.code(400).send({ error: 'Send {"at": an ISO instant}' });
    }
    return { ran: await makeDueNow(db, at) };
  });
};
