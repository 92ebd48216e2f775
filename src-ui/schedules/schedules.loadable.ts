import { GatewayError } from '../../src-domain/gateway/gateway.errors';

/** A read: loading, ready with its value, or failed with the server's code (if any). */
export type Loadable<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly value: T }
  | { readonly kind: 'failed'; readonly code: string | undefined };

/** A write: idle, running, or failed with the server's code (if any). */
export type Write =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'failed'; readonly code: string | undefined };

/** The server's code of a failed call (SCHEDULES.*, BRAND.*), else the gateway's. */
export function failureCode(error: unknown): string | undefined {
  if (error instanceof GatewayError) return error.serverCode ?? error.code;
  return undefined;
}
