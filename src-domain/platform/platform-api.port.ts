import type { DemoModule } from '../demo-request/demo-request.model';
import { token } from '../shared/token';

/** What the server said to a demo request: its message (`isDemoAlreadyRequested` reads it); `undefined` = none. */
export interface DemoRequestReceipt {
  readonly message?: string;
}

/**
 * The platform calls of spec 000 §3 and 001 §7 the app's stores make: demo requests of a
 * brand's modules. Rejects with a `GatewayError` when a call fails.
 */
export interface PlatformApiPort {
  /** Whether a demo of `module` was already requested for `brandId` by this user. */
  isDemoRequested(brandId: number, module: DemoModule): Promise<boolean>;
  /** Requests a demo of `module` for `brandId`; a repeat resolves with the "already" message. */
  requestDemo(brandId: number, module: DemoModule): Promise<DemoRequestReceipt>;
}
export const PlatformApiPort = token<PlatformApiPort>('domain.platform-api');
