import { DomainError } from '../shared/domain-error';

/** Codes of gateway failures, as the adapter maps them at the boundary (spec 000 §7, §8). */
export type GatewayErrorCode =
  | 'GATEWAY.UNAUTHORIZED'
  | 'GATEWAY.FORBIDDEN'
  | 'GATEWAY.NOT_FOUND'
  | 'GATEWAY.BAD_REQUEST'
  | 'GATEWAY.SERVER_ERROR'
  | 'GATEWAY.UNEXPECTED_STATUS'
  | 'GATEWAY.NETWORK';

/**
 * A failed gateway call: `status` is the HTTP status (0 for a network failure), `serverCode`
 * the `error.code` of the envelope when the server sent one, `response` the whole parsed body
 * of an answer that was not the expected `{data, status_code: 200}` (spec 001 §7).
 */
export class GatewayError extends DomainError<GatewayErrorCode> {
  constructor(
    code: GatewayErrorCode,
    readonly status: number,
    message: string = code,
    readonly serverCode?: string,
    readonly response?: unknown,
  ) {
    super(code, message);
    this.name = 'GatewayError';
  }
}

/** Maps an HTTP status (0 = no response) to a gateway error code. Never throws. */
export function gatewayCodeForStatus(status: number): GatewayErrorCode {
  if (status === 0) return 'GATEWAY.NETWORK';
  if (status === 400) return 'GATEWAY.BAD_REQUEST';
  if (status === 401) return 'GATEWAY.UNAUTHORIZED';
  if (status === 403) return 'GATEWAY.FORBIDDEN';
  if (status === 404) return 'GATEWAY.NOT_FOUND';
  if (status >= 500) return 'GATEWAY.SERVER_ERROR';
  return 'GATEWAY.UNEXPECTED_STATUS';
}

/** The local 401 raised without a request when no token exists (spec 000 §7). */
export function missingTokenError(): GatewayError {
  return new GatewayError('GATEWAY.UNAUTHORIZED', 401, 'Unauthorized');
}
