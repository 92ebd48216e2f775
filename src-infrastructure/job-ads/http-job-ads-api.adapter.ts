import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { JobAdsApiPort, JobAdsAuthorization } from '../../src-domain/job-ads/job-ads-api.port';

/** JobAdsApiPort over the core gateway (spec 001 §7 POST /v1/indeed/login); the only place that knows it. */
@injectable()
export class HttpJobAdsApi implements JobAdsApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async connect(authorization: JobAdsAuthorization): Promise<void> {
    await this.gateway.request({
      method: 'POST',
      path: '/v1/indeed/login',
      body: { code: authorization.code, ...(authorization.state ? { state: authorization.state } : {}) },
    });
  }
}
