import { DEMO_ALREADY_REQUESTED_MESSAGE } from '../../src-domain/demo-request/demo-request.rules';
import type { DemoModule } from '../../src-domain/demo-request/demo-request.model';
import type { DemoRequestReceipt, PlatformApiPort } from '../../src-domain/platform/platform-api.port';

/**
 * In-memory PlatformApiPort: demo requests per brand and module; a repeat answers the server's
 * "already requested" message, as the gateway does.
 */
export class FakePlatformApi implements PlatformApiPort {
  readonly calls: string[] = [];
  readonly requested = new Set<string>();

  async isDemoRequested(brandId: number, module: DemoModule): Promise<boolean> {
    this.calls.push(`isDemoRequested:${brandId}:${module}`);
    return this.requested.has(`${brandId}:${module}`);
  }

  async requestDemo(brandId: number, module: DemoModule): Promise<DemoRequestReceipt> {
    this.calls.push(`requestDemo:${brandId}:${module}`);
    const key = `${brandId}:${module}`;
    if (this.requested.has(key)) return { message: DEMO_ALREADY_REQUESTED_MESSAGE };
    this.requested.add(key);
    return {};
  }
}
