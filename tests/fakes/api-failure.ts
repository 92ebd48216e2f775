import { GatewayError, gatewayCodeForStatus } from '../../src-domain/gateway/gateway.errors';

/** The GatewayError a real adapter rejects with when the server answers `status` with `serverCode`. */
export function apiFailure(status: number, serverCode: string, message: string = serverCode): GatewayError {
  return new GatewayError(gatewayCodeForStatus(status), status, message, serverCode);
}
