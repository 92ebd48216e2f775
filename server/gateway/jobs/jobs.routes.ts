import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jobStoreFor } from '../../jobs/job-queue';
import type { GatewayContext } from '../gateway.context';
import { notFound } from '../gateway.errors';
import { defineRoute } from '../gateway.route';
import { requirePlatformAdmin } from '../platform-admin';
import { IdParams } from '../route-schema';
import { DeadJobsPage, DeadJobsQuery, JOBS_TAGS } from './jobs.schema';

/**
 * The dead-letter list of the job queue and its retry (issue #35), for the platform's corporate
 * administrators only (profiles with `is_corporate`, who run /corporate): anyone else gets 403
 * JOBS.FORBIDDEN. Not brand-scoped: the queue serves every brand.
 */
export function registerJobsRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;
  const requireAdmin = (request: FastifyRequest) =>
    requirePlatformAdmin(
      db,
      request,
      'JOBS.FORBIDDEN',
      'Only a platform administrator may see the job queue.',
    );

  defineRoute(app, {
    method: 'GET',
    url: '/v1/admin/jobs/dead',
    summary:
      'Jobs that failed their last attempt (the dead-letter list), last failed first; platform administrators only',
    tags: JOBS_TAGS,
    querystring: DeadJobsQuery,
    data: DeadJobsPage,
    handler: async (request) => {
      await requireAdmin(request);
      const { offset = 0, limit = 20 } = request.query;
      const page = await jobStoreFor(db).listDead(db, { limit, offset });
      return {
        total: page.total,
        offset,
        limit,
        jobs: page.jobs.map((job) => ({
          id: job.id,
          name: job.name,
          job_key: job.jobKey,
          attempts: job.attempts,
          max_attempts: job.maxAttempts,
          last_error: job.lastError,
          created_at: job.createdAt,
          failed_at: job.failedAt,
        })),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/admin/jobs/dead/:id/retry',
    summary:
      'Runs a dead-lettered job again (its attempts start afresh); 404 JOBS.NOT_FOUND when no such dead job',
    tags: JOBS_TAGS,
    params: IdParams,
    status: 204,
    data: Type.Null(),
    handler: async (request) => {
      await requireAdmin(request);
      if (!(await jobStoreFor(db).retryDead(db, request.params.id))) {
        throw notFound('JOBS.NOT_FOUND', 'No dead-lettered job has this id.');
      }
      return null;
    },
  });
}
