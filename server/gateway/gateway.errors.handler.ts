import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isRefusedCharacter, isUniqueViolation } from '../db/constraint-errors';
import { controlCharacterError } from './control-characters.hook';
import { GatewayError } from './gateway.errors';

interface ErrorBody {
  status_code: number;
  error: { code: string; message: string };
  data?: Record<string, unknown>;
}

/** Codes for fastify's own request failures (bad JSON, wrong content type, too large…). */
const FASTIFY_CODES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'REQUEST.TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'REQUEST.EMPTY_BODY',
  FST_ERR_CTP_INVALID_JSON_BODY: 'REQUEST.INVALID_JSON',
  FST_ERR_BAD_URL: 'REQUEST.BAD_URL',
  FST_REQ_FILE_TOO_LARGE: 'PHOTO.TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'REQUEST.NOT_MULTIPART',
  FST_PARTS_LIMIT: 'REQUEST.TOO_MANY_PARTS',
  FST_FILES_LIMIT: 'REQUEST.TOO_MANY_FILES',
  FST_FIELDS_LIMIT: 'REQUEST.TOO_MANY_FIELDS',
};

/** A unique violation no route mapped to its own code: what a concurrent twin already created. */
const duplicate = new GatewayError(
  409,
  'REQUEST.DUPLICATE',
  'This already exists (possibly made by a request sent at the same time)',
);

/**
 * The gateway's error answer: GatewayError as it says; schema failures 400 VALIDATION.INVALID
 * (naming a field the route does not list);
 * fastify's own 4xx with a REQUEST.* code; a unique violation of either database that no route
 * mapped to its own code 409 REQUEST.DUPLICATE (two writers raced to insert the same row);
 * PostgreSQL refusing a character in text 400 REQUEST.CONTROL_CHARACTER (a backstop: the
 * control-characters hook refuses such text first); anything else 500 INTERNAL (logged, message
 * hidden).
 */
export function gatewayErrorHandler(
  error: FastifyError | GatewayError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  let body: ErrorBody;
  if (isUniqueViolation(error)) {
    request.log.info({ err: error }, 'unique violation answered 409');
    error = duplicate;
  } else if (isRefusedCharacter(error)) {
    error = controlCharacterError('The text');
  }
  if (error instanceof GatewayError) {
    body = {
      status_code: error.statusCode,
      error: { code: error.code, message: error.message },
      ...(error.data ? { data: { ...error.data } } : {}),
    };
  } else if ('validation' in error && error.validation) {
    // A field the route does not list is named, so the caller sees which one (a misspelling).
    const unlisted = error.validation.find((problem) => problem.keyword === 'additionalProperties')?.params
      .additionalProperty;
    const message = unlisted === undefined ? error.message : `${error.message}: ${String(unlisted)}`;
    body = { status_code: 400, error: { code: 'VALIDATION.INVALID', message } };
  } else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    const fallback =
      error.statusCode === 400 && error instanceof SyntaxError ? 'REQUEST.INVALID_JSON' : 'REQUEST.INVALID';
    body = {
      status_code: error.statusCode,
      error: { code: FASTIFY_CODES[error.code] ?? fallback, message: error.message },
    };
  } else {
    request.log.error({ err: error }, 'gateway call failed');
    body = {
      status_code: 500,
      error: { code: 'INTERNAL', message: 'Something went wrong, please try again later' },
    };
  }
  return reply.code(body.status_code).send(body);
}
