import type { IdentityPort } from '../../src-domain/identity/identity.port';
import { token } from '../../src-domain/shared/token';

/** Settings of the HTTP gateway, passed by the composition root. */
export interface GatewayOptions {
  /** The core service's prefix, e.g. '/api/core' or 'https://api.example/api/core' (paths start '/v1/…'). */
  readonly coreBaseUrl: string;
  /** Per-request time-out, ms (default 30 000). */
  readonly timeoutMs?: number;
  /**
   * The wait before network retry number `retry` (1-based); `retryAfterMs` is what the failed
   * answer's Retry-After asked for (a 503 of a shedding server), undefined without one. Default:
   * that wait capped at 10 000 ms, else the network profile, min(1000·2^(retry−1), 10 000) ms.
   * Tests inject a recorder that returns 0.
   */
  readonly networkRetryDelay?: (retry: number, retryAfterMs: number | undefined) => number;
  /** The sleep of the generic retry helper (default setTimeout). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** The page address sent along (default `location.href`); capped at 255 characters. */
  readonly pageAddress?: () => string | undefined;
}
export const GatewayOptions = token<GatewayOptions>('infrastructure.gateway-options');

/**
 * The identity adapter, reached when a call needs a token rather than when the gateway is built
 * (the identity adapter itself calls the gateway for the server logout).
 */
export type IdentityProvider = () => IdentityPort;
export const IdentityProvider = token<IdentityProvider>('infrastructure.identity-provider');

/** The core service on the page's own origin (the default `coreBaseUrl`). */
export const DEFAULT_CORE_BASE_URL = '/api/core';

/** The header that carries the page address (browsers own Referer and may shorten it). */
export const PAGE_ADDRESS_HEADER = 'X-Page-Address';
/** Spec 000 §9: the referrer sent along is capped at 255 characters. */
export const PAGE_ADDRESS_MAX_LENGTH = 255;
