import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from './gateway.context';
import { defineRoute } from './gateway.route';
import { Body, StringEnum } from './route-schema';

/** What one posted web-vitals measurement carries (the client's web-vitals library). */
const vitalMetricSchema = Type.Object({
  name: StringEnum(['CLS', 'INP', 'LCP', 'FCP', 'TTFB']),
  value: Type.Number({ minimum: 0, maximum: 3_600_000 }),
  rating: StringEnum(['good', 'needs-improvement', 'poor']),
  id: Type.String({ maxLength: 100 }),
  /** The page path the metric was measured on (no query string). */
  page: Type.String({ maxLength: 255 }),
});
export type VitalMetric = Static<typeof vitalMetricSchema>;

/** The last measurements received, newest last (kept in memory; a real deployment ships them on). */
export class RumInbox {
  readonly metrics: (VitalMetric & { readonly receivedAt: string })[] = [];
  constructor(private readonly capacity = 1000) {}
  add(metrics: readonly VitalMetric[]): void {
    const receivedAt = new Date().toISOString();
    this.metrics.push(...metrics.map((metric) => ({ ...metric, receivedAt })));
    this.metrics.splice(0, Math.max(0, this.metrics.length - this.capacity));
  }
}

/**
 * `POST /v1/rum/vitals {metrics: [...]}` (no token needed; sampled by the RUM settings on the
 * client): web vitals of real users, at most 50 per post, logged and kept in memory.
 */
export function registerRumRoutes(
  app: FastifyInstance,
  _context: GatewayContext,
  inbox: RumInbox = new RumInbox(),
): void {
  defineRoute(app, {
    method: 'POST',
    url: '/v1/rum/vitals',
    summary: 'Web vitals measured in the browser (sampled by the RUM settings)',
    tags: ['Platform'],
    auth: 'optional',
    body: Body({ metrics: Type.Array(vitalMetricSchema, { minItems: 1, maxItems: 50 }) }, ['metrics']),
    data: Type.Object({ accepted: Type.Integer() }),
    handler: async (request) => {
      inbox.add(request.body.metrics);
      request.log.info({ vitals: request.body.metrics }, 'web vitals received');
      return { accepted: request.body.metrics.length };
    },
  });
}
