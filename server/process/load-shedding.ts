import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PressureConfig } from './process.config';

/** The shed request's answer: the gateway's error shape. */
export const OVERLOADED_CODE = 'SERVER.OVERLOADED';

/** At most one log line per this many ms while shedding (a flood of lines would add to the load). */
const LOG_EVERY_MS = 1_000;

/**
 * Sheds load before the event loop stalls (issue #37): while the last sample's mean event-loop
 * delay exceeds `maxEventLoopDelayMs`, or the loop was busy more than `maxEventLoopUtilization` of
 * the last sample (measured per sample, not since start), every request is answered at once with
 * 503 `{status_code: 503, error: {code: 'SERVER.OVERLOADED', message}}` and `Retry-After:
 * retryAfterSeconds`, before any parsing or database work. A route opts out with
 * `config: {pressureHandler: () => undefined}` (GET /health/live). Thresholds of 0 turn a check off.
 * Only a ready process sheds, from its second full sample after listening on: the samples of the
 * start-up (module loading, migrations, seed) measure the start, not the load; an app that never
 * listens (tests driving `inject`) never sheds.
 */
export async function registerLoadShedding(app: FastifyInstance, pressure: PressureConfig): Promise<void> {
  let loggedAt = 0;
  let listenedAt: number | undefined;
  app.addHook('onListen', async () => {
    listenedAt = Date.now();
  });
  const shed = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
    const now = Date.now();
    const settled = listenedAt !== undefined && now - listenedAt >= 2 * pressure.sampleIntervalMs;
    if (!settled || app.readiness.phase !== 'ready') return undefined;
    if (now - loggedAt >= LOG_EVERY_MS) {
      loggedAt = now;
      request.log.warn(
        { type, value, code: OVERLOADED_CODE },
        'shedding load: answering 503 with Retry-After',
      );
    }
    reply.code(503).header('retry-after', String(pressure.retryAfterSeconds));
    // A value returned is sent as the answer (the plugin's contract; its types say void).
    return {
      status_code: 503,
      error: { code: OVERLOADED_CODE, message: 'This server is overloaded; retry after a moment' },
    };
  };
  await app.register(underPressure, {
    maxEventLoopDelay: pressure.maxEventLoopDelayMs,
    maxEventLoopUtilization: pressure.maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    sampleInterval: pressure.sampleIntervalMs,
    retryAfter: pressure.retryAfterSeconds,
    pressureHandler: shed as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
  });
}
