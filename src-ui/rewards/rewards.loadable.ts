import { GatewayError } from '../../src-domain/gateway/gateway.errors';

/** A read of the rewards screens: loading (skeleton), loaded, or failed with the server's code (retry). */
export type RewardsLoadable<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly value: T }
  | { readonly kind: 'failed'; readonly code: string | undefined };

/** Where a write stands; `failed` carries the server's code when it sent one. */
export type RewardsWrite =
  | { readonly kind: 'idle' | 'saving' | 'saved' }
  | { readonly kind: 'failed'; readonly code: string | undefined };

/** The server's code of a failed call (e.g. 'REWARDS.BUDGET_EXHAUSTED'), when it sent one. */
export const failureCode = (error: unknown): string | undefined =>
  error instanceof GatewayError ? error.serverCode : undefined;

/** Rows per page of the rewards tables and the news feed. */
export const REWARDS_PAGE_SIZE = 20;
