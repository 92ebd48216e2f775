import type { GatewayRequest } from '../../src-domain/gateway/http-gateway.port';
import { token } from '../../src-domain/shared/token';
import { withQuery } from './gateway-envelope';

/**
 * An API call the server made while rendering a page, with the answer it got (issue #30): the
 * page carries these, so the browser's same calls before hydration take these answers instead of
 * asking again, and its first render is the server's.
 */
export interface AnsweredRead {
  readonly method: GatewayRequest['method'];
  /** The path under the service prefix, with the query (`withQuery`), e.g. '/v1/validateResetToken'. */
  readonly path: string;
  /** The request's JSON body; undefined without one. */
  readonly body?: unknown;
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The answer's parsed JSON body, as the API sent it (envelope or error). */
  readonly answer: unknown;
}

/** The answers the page came with (empty on a page that has none). */
export const AnsweredReads = token<readonly AnsweredRead[]>('infrastructure.answered-reads');

/** What makes two calls the same: method, path with query, and body. */
export function callKey(method: GatewayRequest['method'], path: string, body: unknown): string {
  return JSON.stringify([method, path, body ?? null]);
}

/** `callKey` of a gateway request. */
export function requestKey(request: GatewayRequest): string {
  return callKey(request.method, withQuery(request.path, request.query), request.body);
}
