import type { JobAdsApiPort, JobAdsAuthorization } from '../../src-domain/job-ads/job-ads-api.port';
import { apiFailure } from './api-failure';

/**
 * In-memory JobAdsApiPort: `connected` lists the authorizations handed over; with
 * `available = false` it answers 404 like a server without the provider connection.
 */
export class FakeJobAdsApi implements JobAdsApiPort {
  readonly connected: JobAdsAuthorization[] = [];
  available = true;

  async connect(authorization: JobAdsAuthorization): Promise<void> {
    if (!this.available) throw apiFailure(404, 'NOT_FOUND');
    this.connected.push(authorization);
  }
}
