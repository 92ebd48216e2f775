import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { loadUploadKey, UploadSigner } from '../media/upload-signing';
import { LOGBOOK_UPLOAD_PATH_PREFIX, registerLogbookAttachmentRoutes } from './logbook-attachments.routes';
import { registerLogbookEntryRoutes } from './logbook-entries.routes';
import { registerLogbookFollowUpRoutes } from './logbook-follow-up.routes';
import { registerLogbookOverviewRoutes } from './logbook-overview.routes';
import { scheduleLogbookDigests } from './logbook-digest.job';
import { LOGBOOK_NOTICE_JOB, logbookNoticeJob } from './logbook-notices';

/** The manager's logbook (issue #36): day view, entries, follow-up, comments, attachments, week overview, search, the notices of mentions and assignments, and the daily digest. */
export function registerLogbookArea(app: FastifyInstance, context: GatewayContext): void {
  registerLogbookEntryRoutes(app, context);
  registerLogbookFollowUpRoutes(app, context);
  registerLogbookOverviewRoutes(app, context);
  registerLogbookAttachmentRoutes(
    app,
    context,
    new UploadSigner(
      loadUploadKey(context.config.dataDir, context.config.mediaUploadKey),
      LOGBOOK_UPLOAD_PATH_PREFIX,
    ),
  );
  app.jobs.register(LOGBOOK_NOTICE_JOB, logbookNoticeJob(context.config));
  scheduleLogbookDigests(app, context.db, context.config);
}
