import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { IssuedFeed, ScheduleFeedApiPort } from '../../src-domain/schedules/schedule-feed-api.port';
import type { WireData } from '../gateway/gateway-wire';

const PATH = '/v1/my_shifts/calendar_feed';

/** ScheduleFeedApiPort over the core gateway; the only place that knows these paths. */
@injectable()
export class HttpScheduleFeedApi implements ScheduleFeedApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async issuedAt(): Promise<string | undefined> {
    const wire = await this.gateway.request<WireData<typeof PATH>>({ method: 'GET', path: PATH });
    return wire.issued_at ?? undefined;
  }

  async issue(): Promise<IssuedFeed> {
    const wire = await this.gateway.request<WireData<typeof PATH, 'post'>>({ method: 'POST', path: PATH });
    return { issuedAt: wire.issued_at, url: wire.url, webcalUrl: wire.webcal_url };
  }

  async revoke(): Promise<void> {
    await this.gateway.request({ method: 'DELETE', path: PATH });
  }
}
