import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { registerAvailabilityRoutes } from './availability.routes';
import { registerMyShiftsRoutes } from './my-shifts.routes';
import { registerScheduleFeedRoutes } from './schedule-feed.routes';
import { registerSchedulePayRoutes } from './schedule-pay.routes';
import { registerScheduleLocationRoutes } from './schedule-locations.routes';
import { registerScheduleTemplateRoutes } from './schedule-templates.routes';
import { registerScheduleWeekRoutes } from './schedule-week.routes';
import { registerShiftRequestRoutes } from './shift-requests.routes';
import { SCHEDULE_NOTICE_JOB, scheduleNoticeJob } from './schedule-notices';

/** The schedules area (issue #34): the manager's week and its templates, swap and cover, the employee's shifts, availability and time off, wages. */
export function registerSchedulesRoutes(app: FastifyInstance, context: GatewayContext): void {
  registerScheduleWeekRoutes(app, context);
  registerScheduleTemplateRoutes(app, context);
  registerShiftRequestRoutes(app, context);
  registerMyShiftsRoutes(app, context);
  registerScheduleLocationRoutes(app, context);
  registerAvailabilityRoutes(app, context);
  registerScheduleFeedRoutes(app, context);
  app.jobs.register(SCHEDULE_NOTICE_JOB, scheduleNoticeJob(context.config));
  registerSchedulePayRoutes(app, context);
}
