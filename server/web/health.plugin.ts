import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { AppDependencies } from '../app-dependencies';
import { mediaStoreOf } from '../storage/media-store';

/** How long /health/ready waits for the database's `select 1` before calling it unreachable, ms. */
const DATABASE_CHECK_MS = 2_000;

/** A readiness refusal: 503 in the gateway's error shape. */
const HEALTH_REFUSALS = {
  'HEALTH.STARTING': 'This server process is starting',
  'HEALTH.DRAINING': 'This server process is shutting down',
  'HEALTH.DATABASE_UNAVAILABLE': 'The database does not answer',
  'HEALTH.MEDIA_STORE_UNAVAILABLE': 'The media store (MEDIA_STORE) cannot be used',
} as const;

/**
 * Probes for a balancer (issue #37), outside the gateway and its OpenAPI document (as /health):
 * - GET /health: 200 `{status: 'ok'}` when the database answers, 503 `{status: 'unavailable'}` otherwise.
 * - GET /health/live: 200 `{status: 'ok'}` while the event loop turns; never shed under pressure.
 * - GET /health/ready: 200 `{status: 'ready'}` when this process should be sent requests; 503
 *   `{status_code, error: {code, message}}` with HEALTH.STARTING (not listening yet: migrations
 *   and seed run first), HEALTH.DRAINING (a shutdown began) or HEALTH.DATABASE_UNAVAILABLE
 *   (`select 1` failed or took over 2 s) or HEALTH.MEDIA_STORE_UNAVAILABLE (with MEDIA_STORE=s3://…:
 *   the bucket does not exist or does not answer; the message says which).
 * Answers are never cached.
 */
export const healthPlugin: FastifyPluginAsync<AppDependencies> = async (app, { db, config }) => {
  const store = mediaStoreOf(config);
  const databaseAnswers = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
    });
    const check = sql`select 1`.execute(db).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([check, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  const refuse = (reply: FastifyReply, code: keyof typeof HEALTH_REFUSALS, detail?: string) =>
    reply.code(503).send({
      status_code: 503,
      error: { code, message: detail ? `${HEALTH_REFUSALS[code]}: ${detail}` : HEALTH_REFUSALS[code] },
    });

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/health', async (_request, reply) => {
    if (await databaseAnswers()) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable' });
  });

  // Exempt from load shedding (load-shedding.ts): a busy process is still alive.
  app.get('/health/live', { config: { pressureHandler: () => undefined } }, async () => ({ status: 'ok' }));

  app.get('/health/ready', async (_request, reply) => {
    const phase = app.readiness.phase;
    if (phase === 'starting') return refuse(reply, 'HEALTH.STARTING');
    if (phase === 'draining') return refuse(reply, 'HEALTH.DRAINING');
    if (!(await databaseAnswers())) return refuse(reply, 'HEALTH.DATABASE_UNAVAILABLE');
    const storeProblem = await store.problem();
    if (storeProblem) return refuse(reply, 'HEALTH.MEDIA_STORE_UNAVAILABLE', storeProblem);
    return { status: 'ready' };
  });
};
