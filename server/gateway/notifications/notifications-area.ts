import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { THREAD_DIGEST_JOB, threadDigestJob } from './thread-digest';

/**
 * The notifications area (issue #35): the job that mails each person the batched news of an
 * application thread (new messages, status changes, interview invitations; at most one mail per
 * thread per 15 minutes). The events are noted by the writes themselves (thread-digest.ts).
 */
export function registerNotificationsArea(app: FastifyInstance, context: GatewayContext): void {
  app.jobs.register(THREAD_DIGEST_JOB, threadDigestJob(context.config));
}
