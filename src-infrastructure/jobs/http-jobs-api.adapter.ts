import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { DeadJobsPage, JobsApiPort } from '../../src-domain/jobs/jobs-api.port';
import type { WireData, WireQuery } from '../gateway/gateway-wire';

type DeadPath = '/v1/admin/jobs/dead';

/** JobsApiPort over the core gateway: the only place that knows the queue's admin paths and wire shapes. */
@injectable()
export class HttpJobsApi implements JobsApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async deadJobs(offset: number, limit: number): Promise<DeadJobsPage> {
    const wire = await this.gateway.request<WireData<DeadPath>>({
      method: 'GET',
      path: '/v1/admin/jobs/dead',
      query: { offset, limit } satisfies WireQuery<DeadPath>,
    });
    return {
      total: wire.total,
      offset: wire.offset,
      jobs: wire.jobs.map((job) => ({
        id: job.id,
        name: job.name,
        jobKey: job.job_key ?? undefined,
        attempts: job.attempts,
        maxAttempts: job.max_attempts,
        lastError: job.last_error ?? undefined,
        createdAt: job.created_at,
        failedAt: job.failed_at,
      })),
    };
  }

  async retry(id: number): Promise<void> {
    await this.gateway.request<WireData<'/v1/admin/jobs/dead/{id}/retry', 'post'>>({
      method: 'POST',
      path: `/v1/admin/jobs/dead/${id}/retry`,
    });
  }
}
