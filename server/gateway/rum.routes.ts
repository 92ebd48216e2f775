import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from './gateway.context';
import { defineUntypedRoute } from './gateway.route';
import { arrayOf, body, int, num, object, str } from './gateway.schema';

/** What one posted web-vitals measurement carries (the client's web-vitals library). */
export interface VitalMetric {
  readonly name: 'CLS' | 'INP' | 'LCP' | 'FCP' | 'TTFB';
  readonly value: number;
  readonly rating: 'good' | 'needs-improvement' | 'poor';
  readonly id: string;
  /** The page path the metric was measured on (no query string). */
  readonly page: string;
}

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
  defineUntypedRoute<{ Body: { metrics: VitalMetric[] } }>(app, {
    method: 'POST',
    url: '/v1/rum/vitals',
    summary: 'Web vitals measured in the browser (sampled by the RUM settings)',
    tags: ['Platform'],
    auth: 'optional',
    body: body(
      {
        metrics: {
          ...arrayOf(
            object(
              {
                name: { type: 'string', enum: ['CLS', 'INP', 'LCP', 'FCP', 'TTFB'] },
                value: { ...num, minimum: 0, maximum: 3_600_000 },
                rating: { type: 'string', enum: ['good', 'needs-improvement', 'poor'] },
                id: { ...str, maxLength: 100 },
                page: { ...str, maxLength: 255 },
              },
              ['name', 'value', 'rating', 'id', 'page'],
            ),
          ),
          minItems: 1,
          maxItems: 50,
        },
      },
      ['metrics'],
    ),
    data: object({ accepted: int }),
    handler: async (request) => {
      inbox.add(request.body.metrics);
      request.log.info({ vitals: request.body.metrics }, 'web vitals received');
      return { accepted: request.body.metrics.length };
    },
  });
}
