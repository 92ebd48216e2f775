import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The prefix of the API (the gateway plugin's) under which the gateway's paths ('/v1/…') lie. */
const API_PREFIX = '/api/core';

/**
 * One call of the page renderer to the API (src-infrastructure's RenderApi): `path` under the
 * prefix, with its query. Resolves the HTTP status and the parsed JSON body (undefined when the
 * body is not JSON).
 */
export type VisitorApi = (call: {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
}) => Promise<{ readonly status: number; readonly body: unknown }>;

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The API as the visitor of `page` would call it from the page (issue #30), in process: from the
 * visitor's address (the per-address limits of the sensitive routes count the call as the
 * browser's own), with the page's Host and Accept-Language, and without its cookies or any
 * credential, so it answers nothing the visitor's browser could not ask for itself. Only paths
 * under '/v1/'. The request log redacts capabilities in the URL as for any request.
 */
export function visitorApi(app: FastifyInstance, page: FastifyRequest): VisitorApi {
  return async ({ method, path, body }) => {
    if (!path.startsWith('/v1/') || path.includes('..'))
      throw new Error(`Not an API path the page renderer may call: ${path.split('?')[0]}`);
    const answer = await app.inject({
      method,
      url: `${API_PREFIX}${path}`,
      remoteAddress: page.ip,
      headers: {
        ...(page.headers.host ? { host: page.headers.host } : {}),
        ...(page.headers['accept-language'] ? { 'accept-language': page.headers['accept-language'] } : {}),
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return { status: answer.statusCode, body: parsed(answer.body) };
  };
}
