/**
 * An expected failure of a gateway call: the HTTP status and a literal code, sent as
 * `{status_code, error: {code, message}}` (plus `data` when the spec says the client shows a
 * data message, as reset-password does). Anything else thrown is a bug and answers 500.
 */
export class GatewayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly data?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export const badRequest = (code: string, message: string, data?: Record<string, unknown>) =>
  new GatewayError(400, code, message, data);
export const unauthorized = (code: string, message = 'Unauthorized') => new GatewayError(401, code, message);
export const forbidden = (code: string, message: string) => new GatewayError(403, code, message);
export const notFound = (code: string, message: string) => new GatewayError(404, code, message);
export const conflict = (code: string, message: string) => new GatewayError(409, code, message);
