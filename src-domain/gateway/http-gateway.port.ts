import { token } from '../shared/token';

/** One call to the product API (spec 000 §7): `path` is relative to the service prefix, e.g. '/v1/user'. */
export interface GatewayRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  /** Query parameters; arrays repeat the name (`brand_ids=1&brand_ids=2`); `undefined` values are dropped. */
  readonly query?: Readonly<
    Record<string, string | number | boolean | readonly (string | number)[] | undefined>
  >;
  readonly body?: unknown;
  /** No bearer token (e.g. GET /v1/rum_settings, GET /v1/light_signup). */
  readonly noAuth?: boolean;
  /**
   * Sent as the `Idempotency-Key` header: the server answers a repeated key with its first answer
   * and writes nothing twice, so a write carrying one is retried like a read. Writes without one
   * are never retried.
   */
  readonly idempotencyKey?: string;
  /**
   * Stale-while-revalidate (spec 001 §7): an answer younger than `maxAgeMs` is served from the
   * page's cache without a request; an older one is served at once and refreshed in the
   * background. GET only; the cache is per page and cleared by `clearCache`.
   */
  readonly cache?: { readonly maxAgeMs: number };
  /**
   * Retries the whole call with the generic helper (spec 001 §7: 3 retries, 1000 ms, ×2, max
   * 30 s) on network failures and 5xx answers, on top of the transport's network profile.
   */
  readonly retry?: boolean;
}

/**
 * One item read through the request batcher (spec 001 §7): calls with the same method, path and
 * query (apart from `idsParameter`) made within 10 ms are sent as one request (50 ids at most,
 * a full batch at once) listing every id under `idsParameter`. The answer's `data` is an array
 * of objects with an `idField` (default 'id'; or an object keyed by id); each caller receives
 * its own item, or
 * `undefined` when the answer lacks it. A failed batch rejects every waiting caller.
 */
export interface BatchedGatewayRequest extends Omit<GatewayRequest, 'query' | 'cache' | 'body'> {
  readonly query?: GatewayRequest['query'];
  readonly idsParameter: string;
  readonly id: string | number;
  /** The field of each answered item that holds its id (default 'id'). */
  readonly idField?: string;
}

/**
 * A GET answer with the entity tag the server gave it (`tag`, opaque), or `changed: false` when
 * the server still holds the copy the caller knows (HTTP 304: no body was sent).
 */
export type TaggedAnswer<Data> =
  | { readonly changed: true; readonly data: Data; readonly tag: string | undefined }
  | { readonly changed: false };

/**
 * The HTTP gateway. Resolves the `data` of a `{data, status_code: 200}` envelope. Rejects with a
 * `GatewayError`: a local 401 'Unauthorized' without a request when no token exists, the status
 * code of any non-200 answer, or 'GATEWAY.NETWORK' when no answer came.
 */
export interface HttpGatewayPort {
  request<Data>(request: GatewayRequest): Promise<Data>;
  /** See `BatchedGatewayRequest`; rejects like `request`. */
  requestBatched?<Item>(request: BatchedGatewayRequest): Promise<Item | undefined>;
  /**
   * A GET sent with If-None-Match: `knownTag` (when given); resolves the answer and its entity tag,
   * or `changed: false` on 304. Rejects like `request`. `request.cache` is ignored.
   */
  requestTagged?<Data>(request: GatewayRequest, knownTag: string | undefined): Promise<TaggedAnswer<Data>>;
  /** Forgets every cached answer (logout clean-up). */
  clearCache?(): void;
  /**
   * Gets ready for calls about to come (e.g. loads the HTTP client while a sign-in runs, so the
   * session's first read does not wait for it); sends nothing, never rejects. Optional: without
   * it the first call does the same.
   */
  prepare?(): Promise<void>;
}
export const HttpGatewayPort = token<HttpGatewayPort>('domain.http-gateway');
