import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { registerLogbookEntryRoutes } from './logbook-entries.routes';
import { registerLogbookFollowUpRoutes } from './logbook-follow-up.routes';
import { registerLogbookOverviewRoutes } from './logbook-overview.routes';
import { LOGBOOK_NOTICE_JOB, logbookNoticeJob } from './logbook-notices';

/** The manager's logbook (issue #36): day view, entries, follow-up, comments, week overview, search, and the notices of mentions and assignments. */
export function registerLogbookArea(app: FastifyInstance, context: GatewayContext): void {
  registerLogbookEntryRoutes(app, context);
  registerLogbookFollowUpRoutes(app, context);
  registerLogbookOverviewRoutes(app, context);
  app.jobs.register(LOGBOOK_NOTICE_JOB, logbookNoticeJob(context.config));
}
