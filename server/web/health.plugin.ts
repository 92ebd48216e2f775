import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { AppDependencies } from '../app-dependencies';

/** GET /health: 200 `{status: 'ok'}` when the database answers, 503 otherwise. */
export const healthPlugin: FastifyPluginAsync<AppDependencies> = async (app, { db }) => {
  app.get('/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};
