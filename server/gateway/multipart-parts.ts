import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { GatewayError } from './gateway.errors';

/** Limits of one form, as @fastify/multipart takes them (its registration's when omitted). */
export type PartLimits = NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'];

/** True for the multipart plugin's own 4xx (its limits: FST_FILES_LIMIT, FST_REQ_FILE_TOO_LARGE…). */
export function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Hands each part of a multipart/form-data request to `visit`, in order. The one reader of
 * every multipart route, so that a body the parser cannot read — no boundary, cut short,
 * malformed part headers, an unknown transfer encoding — is a 400 with the route's code
 * (`invalid()`) and never a 500. Rejects with a 4xx only: a GatewayError thrown by `visit` and
 * the plugin's own 4xx (its limits, for the caller to map to its codes) pass through unchanged;
 * anything else thrown while reading (the parser's errors, a file stream that breaks) becomes
 * `invalid()`. `visit` must read or drain each file part before it returns.
 */
export async function forEachPart(
  request: FastifyRequest,
  limits: PartLimits,
  visit: (part: Multipart) => Promise<void>,
  invalid: () => GatewayError,
): Promise<void> {
  try {
    for await (const part of request.parts(limits ? { limits } : undefined)) await visit(part);
  } catch (error) {
    if (error instanceof GatewayError || isClientError(error)) throw error;
    throw invalid();
  }
}
