import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { inject, injectable } from 'inversify';
import { GatewayError, missingTokenError } from '../../src-domain/gateway/gateway.errors';
import type {
  BatchedGatewayRequest,
  GatewayRequest,
  HttpGatewayPort,
  TaggedAnswer,
} from '../../src-domain/gateway/http-gateway.port';
import {
  NETWORK_RETRY,
  isRetryableNetworkFailure,
  networkRetryWait,
  retryAfterMs,
} from '../../src-domain/schedules/network-retry.rules';
import { DEFAULT_RETRY, runWithRetry } from '../../src-domain/schedules/retry.rules';
import { needsRefresh } from '../../src-domain/session/token.rules';
import { ClockPort } from '../../src-domain/time/clock.port';
import { errorFromAnswer, isTransientGatewayError, unwrapEnvelope, withQuery } from './gateway-envelope';
import { GatewayCallsReachability, isAnswerBelow500 } from './gateway-calls-reachability.adapter';
import {
  GatewayOptions,
  IdentityProvider,
  PAGE_ADDRESS_HEADER,
  PAGE_ADDRESS_MAX_LENGTH,
} from './gateway.options';
import { RequestBatcher } from './request-batcher';
import { StaleWhileRevalidateCache } from './stale-while-revalidate.cache';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * HttpGatewayPort over axios (spec 000 §7, 001 §7). axios and axios-retry load on the first call,
 * so no route's first scripts carry them. Per call: the bearer token (refreshed first when it
 * expires within 60 s; none → a local 401 without a request), the page address, the envelope
 * unwrapped, failures as GatewayError. Retries: the network profile (5, min(1000·2^(n−1),
 * 10 000) ms, on no answer or ≥ 500; a Retry-After on the answer, e.g. a shedding server's 503,
 * sets the wait instead, capped at 10 000 ms) for reads and for writes carrying an Idempotency-Key; the
 * generic helper on top when the call asks for it. Plus the request batcher and the
 * stale-while-revalidate cache. Every attempt's outcome goes to the reachability adapter, whose
 * wait (cut short by its Retry) separates the network profile's attempts.
 */
@injectable()
export class AxiosHttpGateway implements HttpGatewayPort {
  private client: Promise<AxiosInstance> | undefined;
  private readonly cache: StaleWhileRevalidateCache;
  private readonly batchers = new Map<string, RequestBatcher<string, unknown>>();

  constructor(
    @inject(GatewayOptions) private readonly options: GatewayOptions,
    @inject(IdentityProvider) private readonly identity: IdentityProvider,
    @inject(ClockPort) private readonly clock: ClockPort,
    private readonly reachability: GatewayCallsReachability = new GatewayCallsReachability(clock),
  ) {
    this.cache = new StaleWhileRevalidateCache(
      () => clock.now(),
      (error) => console.warn('A cached answer could not be refreshed', error),
    );
  }

  request<Data>(request: GatewayRequest): Promise<Data> {
    const call = () =>
      request.retry
        ? runWithRetry(() => this.send<Data>(request), this.sleep, DEFAULT_RETRY, isTransientGatewayError)
        : this.send<Data>(request);
    if (request.cache && request.method === 'GET') {
      return this.cache.get(this.cacheKey(request), request.cache.maxAgeMs, call);
    }
    return call();
  }

  requestBatched<Item>(request: BatchedGatewayRequest): Promise<Item | undefined> {
    const { id, idsParameter, idField = 'id', ...shared } = request;
    const key = `${this.cacheKey(shared)} ${idsParameter} ${idField} ${shared.noAuth ? 'guest' : 'user'}`;
    let batcher = this.batchers.get(key);
    if (!batcher) {
      batcher = new RequestBatcher<string, unknown>(async (ids) => {
        const data = await this.request<unknown>({
          ...shared,
          query: { ...shared.query, [idsParameter]: ids },
        });
        return itemsById(data, idField);
      });
      this.batchers.set(key, batcher);
    }
    return batcher.load(String(id)) as Promise<Item | undefined>;
  }

  clearCache(): void {
    this.cache.clear();
  }

  private readonly sleep = (ms: number): Promise<void> =>
    this.options.sleep?.(ms) ?? new Promise((resolve) => setTimeout(resolve, ms));

  private cacheKey(request: Pick<GatewayRequest, 'method' | 'path' | 'query'>): string {
    return `${request.method} ${withQuery(request.path, request.query)}`;
  }

  async requestTagged<Data>(
    request: GatewayRequest,
    knownTag: string | undefined,
  ): Promise<TaggedAnswer<Data>> {
    // An If-None-Match set here bypasses the browser's HTTP cache: a 304 reaches this code.
    const response = await this.exchange(request, knownTag ? { 'If-None-Match': knownTag } : {});
    if (response.status === 304) return { changed: false };
    const tag = response.headers.etag as unknown;
    return {
      changed: true,
      data: unwrapEnvelope<Data>(response.status, response.data),
      tag: typeof tag === 'string' ? tag : undefined,
    };
  }

  private async send<Data>(request: GatewayRequest): Promise<Data> {
    const response = await this.exchange(request, {});
    return unwrapEnvelope<Data>(response.status, response.data);
  }

  /** One HTTP exchange with the auth, page and idempotency headers; a 304 is an answer, not an error. */
  private async exchange(
    request: GatewayRequest,
    extraHeaders: Record<string, string>,
  ): Promise<AxiosResponse> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    if (!request.noAuth) headers.Authorization = `Bearer ${await this.accessToken()}`;
    const page = this.pageAddress();
    if (page) headers[PAGE_ADDRESS_HEADER] = page;
    if (request.idempotencyKey) headers[IDEMPOTENCY_HEADER] = request.idempotencyKey;
    const config: AxiosRequestConfig = {
      method: request.method,
      url: withQuery(request.path, request.query),
      headers,
      data: request.body,
      validateStatus: (status) => (status >= 200 && status < 300) || status === 304,
    };
    const client = await this.axios();
    try {
      const response = await client.request<unknown>(config);
      this.reachability.answered();
      return response;
    } catch (error) {
      if (isAnswerBelow500(error)) this.reachability.answered();
      else if (!isCanceled(error))
        this.reachability.failed(
          request.method === 'GET'
            ? () => client.request({ ...config, 'axios-retry': { retries: 0 } })
            : undefined,
        );
      throw toGatewayError(error);
    }
  }

  /** A valid access token, refreshed first when it expires within the margin; never a request without one. */
  private async accessToken(): Promise<string> {
    const identity = this.identity();
    const tokens = identity.currentTokens();
    if (!tokens) throw missingTokenError();
    if (!needsRefresh(tokens.accessToken, this.clock.now())) return tokens.accessToken;
    try {
      return (await identity.refresh()).accessToken;
    } catch {
      throw missingTokenError();
    }
  }

  private pageAddress(): string | undefined {
    const address =
      this.options.pageAddress?.() ?? (typeof location === 'undefined' ? undefined : location.href);
    return address?.slice(0, PAGE_ADDRESS_MAX_LENGTH);
  }

  private axios(): Promise<AxiosInstance> {
    this.client ??= Promise.all([
      import(/* webpackChunkName: "http" */ 'axios'),
      import(/* webpackChunkName: "http" */ 'axios-retry'),
    ]).then(([axiosModule, retryModule]) => {
      const instance = axiosModule.default.create({
        baseURL: this.options.coreBaseUrl.replace(/\/+$/, ''),
        timeout: this.options.timeoutMs ?? 30_000,
        // The gateway authenticates by bearer token and reads no XSRF header. axios would read its
        // XSRF cookie before every send, through the asynchronous Cookie Store API where the browser
        // has one: each call then waited for the browser's answer behind whatever the page was
        // rendering (issue #37: a suggestion call behind the key's render).
        xsrfCookieName: '',
      });
      const delay = this.options.networkRetryDelay ?? networkRetryWait;
      retryModule.default(instance, {
        retries: NETWORK_RETRY.retries,
        // The wait is the reachability adapter's (a Retry cuts it short), awaited in onRetry.
        retryDelay: () => 0,
        onRetry: async (retry, error) => {
          this.reachability.failed();
          const header = error.response?.headers?.['retry-after'] as unknown;
          const asked = retryAfterMs(typeof header === 'string' ? header : undefined, this.clock.now());
          await this.reachability.wait(delay(retry, asked));
        },
        shouldResetTimeout: true,
        retryCondition: (error) => isRetryableCall(error),
      });
      return instance;
    });
    return this.client;
  }
}

/** Reads always; writes only with an Idempotency-Key (the server then writes once). */
function isRetryableCall(error: AxiosError): boolean {
  if (error.code === 'ERR_CANCELED') return false;
  if (!isRetryableNetworkFailure({ status: error.response?.status })) return false;
  const method = (error.config?.method ?? 'get').toUpperCase();
  const idempotent = Boolean(error.config?.headers?.[IDEMPOTENCY_HEADER]);
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || idempotent;
}

function isCanceled(error: unknown): boolean {
  return (error as Partial<AxiosError> | undefined)?.code === 'ERR_CANCELED';
}

function toGatewayError(error: unknown): unknown {
  if (error instanceof GatewayError) return error;
  const axiosError = error as Partial<AxiosError>;
  if (axiosError.isAxiosError) {
    if (axiosError.response) return errorFromAnswer(axiosError.response.status, axiosError.response.data);
    return new GatewayError('GATEWAY.NETWORK', 0, axiosError.message ?? 'Network error');
  }
  return error;
}

/** The batch answer as items by id: an array of objects with `idField`, or an object keyed by id. */
function itemsById(data: unknown, idField: string): Map<string, unknown> {
  const items = new Map<string, unknown>();
  if (Array.isArray(data)) {
    for (const item of data) {
      const id = (item as Record<string, unknown> | null)?.[idField];
      if (id !== undefined && id !== null) items.set(String(id), item);
    }
  } else if (typeof data === 'object' && data !== null) {
    for (const [id, item] of Object.entries(data)) items.set(id, item);
  }
  return items;
}
