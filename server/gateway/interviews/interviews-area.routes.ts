import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { loadLinkKey } from '../messaging/link-key.store';
import { registerInterviewAvailabilityRoutes } from './interview-availability.routes';
import { registerInterviewBookingRoutes } from './interview-bookings.routes';
import { registerCandidateInterviewRoutes } from './candidate-interview.routes';
import { InterviewLinks } from './interview-links';
import { INTERVIEW_NOTICE_JOB, interviewNoticeJob } from './interview-notices';
import { registerInterviewManagerRoutes } from './interviews-manager.routes';

/**
 * The interviews area (issue #35): the managers' routes, the candidate's booking routes behind
 * links signed with the DATA_DIR link key, and the `interview.notice` job (invitations,
 * confirmations with ICS, reminders, cancellations).
 */
export function registerInterviewsArea(app: FastifyInstance, context: GatewayContext): void {
  const links = new InterviewLinks(loadLinkKey(context.config.dataDir));
  registerInterviewAvailabilityRoutes(app, context);
  registerInterviewManagerRoutes(app, context, links);
  registerCandidateInterviewRoutes(app, context, links);
  registerInterviewBookingRoutes(app, context, links);
  app.jobs.register(INTERVIEW_NOTICE_JOB, interviewNoticeJob(context.config, links));
}
