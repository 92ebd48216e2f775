import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { requirePlatformAdmin } from '../platform-admin';
import { Body } from '../route-schema';
import { scheduleJob } from '../scheduled-job';
import { VitalMetricSchema, VITALS_TAGS, VitalsReportQuery, VitalsReportSchema } from './vitals.schema';
import { VitalsRepository } from './vitals.repository';

/** Minutes between sweeps of days before the window. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Real users' vitals (issue #30): `POST /v1/rum/vitals {metrics: [...]}` (no token needed;
 * sampled by the RUM settings on the client; at most 50 per post) keeps LCP, INP and CLS by route
 * and day (VitalsRepository's bounds), and `GET /v1/admin/vitals` reports their p75 per route and
 * day over 28 days to platform administrators (403 VITALS.FORBIDDEN for anyone else). Days before
 * the window are swept hourly, once over every process (the job_leases row 'rum-vitals-sweep').
 */
export function registerRumRoutes(app: FastifyInstance, context: GatewayContext): void {
  const vitals = new VitalsRepository(context.db);
  scheduleJob(app, context.db, {
    name: 'rum-vitals-sweep',
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      const deleted = await vitals.sweep();
      if (deleted > 0) app.log.info({ deleted }, 'web vitals before the window swept');
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/rum/vitals',
    summary:
      'Web vitals measured in the browser (sampled by the RUM settings); LCP, INP and CLS are kept 28 days',
    tags: VITALS_TAGS,
    auth: 'optional',
    body: Body({ metrics: Type.Array(VitalMetricSchema, { minItems: 1, maxItems: 50 }) }, ['metrics']),
    data: Type.Object({ accepted: Type.Integer() }),
    handler: async (request) => {
      const kept = await vitals.record(request.body.metrics);
      request.log.debug({ received: request.body.metrics.length, kept }, 'web vitals received');
      return { accepted: request.body.metrics.length };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/admin/vitals',
    summary:
      "Real users' LCP, INP and CLS (p75, with what is behind the slow ones) per route and day over 28 days; platform administrators only",
    tags: VITALS_TAGS,
    querystring: VitalsReportQuery,
    data: VitalsReportSchema,
    handler: async (request) => {
      await requirePlatformAdmin(
        context.db,
        request,
        'VITALS.FORBIDDEN',
        "Only a platform administrator may read real users' vitals.",
      );
      const { offset = 0, limit = 20 } = request.query;
      return vitals.report({ offset, limit });
    },
  });
}
