import { GatewayError, gatewayCodeForStatus } from '../../src-domain/gateway/gateway.errors';
import type { GatewayRequest } from '../../src-domain/gateway/http-gateway.port';

/** `path` with the query appended; arrays repeat the name, `undefined` values are dropped. */
export function withQuery(path: string, query: GatewayRequest['query']): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => parameters.append(name, String(item)));
    else parameters.append(name, String(value));
  }
  const search = parameters.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/**
 * The `data` of a `{data, status_code: 200}` answer, or `undefined` for a 204 (a route that
 * answers no content, e.g. the DELETE of an attestation question). Anything else raises a
 * GatewayError carrying the whole body (spec 001 §7): the envelope's own status_code when it has one.
 */
export function unwrapEnvelope<Data>(httpStatus: number, body: unknown): Data {
  if (httpStatus === 204) return undefined as Data;
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const statusCode = typeof envelope.status_code === 'number' ? envelope.status_code : httpStatus;
  if (statusCode === 200 && 'data' in envelope) return envelope.data as Data;
  throw errorFromAnswer(statusCode === 200 ? httpStatus : statusCode, body, true);
}

/**
 * The GatewayError of an answer: the status's code, the server's `error.code` and
 * `error.message` when it sent the error envelope, the body attached. A 200 without the envelope
 * is 'GATEWAY.UNEXPECTED_STATUS'.
 */
export function errorFromAnswer(status: number, body: unknown, malformed = false): GatewayError {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const details = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const serverCode = typeof details.code === 'string' ? details.code : undefined;
  const message = typeof details.message === 'string' ? details.message : `HTTP ${status}`;
  const code = malformed && status < 300 ? 'GATEWAY.UNEXPECTED_STATUS' : gatewayCodeForStatus(status);
  return new GatewayError(code, status, message, serverCode, body);
}

/** True for failures worth another attempt: no answer, or a 5xx. */
export function isTransientGatewayError(error: unknown): boolean {
  return error instanceof GatewayError && (error.status === 0 || error.status >= 500);
}
