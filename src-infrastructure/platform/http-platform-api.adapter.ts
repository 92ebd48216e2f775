import { inject, injectable } from 'inversify';
import type { DemoModule } from '../../src-domain/demo-request/demo-request.model';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { DemoRequestReceipt, PlatformApiPort } from '../../src-domain/platform/platform-api.port';

/** GET /v1/brands/{id}/demo_requests/{module} and POST /v1/brands/{id}/demo_requests (wire). */
interface DemoRequestWire {
  readonly demo_requested: boolean;
  readonly already_requested?: boolean;
  readonly message?: string | null;
}

/** PlatformApiPort over the core gateway (our demo-request paths, README); the only place that knows them. */
@injectable()
export class HttpPlatformApi implements PlatformApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async isDemoRequested(brandId: number, module: DemoModule): Promise<boolean> {
    const wire = await this.gateway.request<DemoRequestWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/demo_requests/${module}`,
    });
    return wire.demo_requested === true;
  }

  async requestDemo(brandId: number, module: DemoModule): Promise<DemoRequestReceipt> {
    const wire = await this.gateway.request<DemoRequestWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/demo_requests`,
      body: { module },
    });
    return wire.message ? { message: wire.message } : {};
  }
}
