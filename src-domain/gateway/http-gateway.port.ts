import { token } from '../shared/token';

/** One call to the product API (spec 000 §7): `path` is relative to the service prefix, e.g. '/v1/user'. */
export interface GatewayRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  /** Query parameters; arrays repeat the name (`brand_ids=1&brand_ids=2`); `undefined` values are dropped. */
  readonly query?: Readonly<
    Record<string, string | number | boolean | readonly (string | number)[] | undefined>
  >;
  readonly body?: unknown;
  /** No bearer token (e.g. GET /v1/rum_settings, GET /v1/light_signup). */
  readonly noAuth?: boolean;
}

/**
 * The HTTP gateway. Resolves the `data` of a `{data, status_code: 200}` envelope. Rejects with a
 * `GatewayError`: a local 401 'Unauthorized' without a request when no token exists, the status
 * code of any non-200 answer, or 'GATEWAY.NETWORK' when no answer came.
 */
export interface HttpGatewayPort {
  request<Data>(request: GatewayRequest): Promise<Data>;
}
export const HttpGatewayPort = token<HttpGatewayPort>('domain.http-gateway');
