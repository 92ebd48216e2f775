import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, type GatewayError } from './gateway.errors';

/**
 * Control characters: Unicode's Cc (C0, DEL, C1) except tab, line feed and carriage return.
 * PostgreSQL refuses U+0000 in text (a 500 there, stored as is on SQLite); the others are never
 * text a person typed, and some (U+001B…) drive terminals that read our logs and exports.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The one error for text with a control character; `field` is where it was found (`body.title`). */
export const controlCharacterError = (field: string): GatewayError =>
  badRequest(
    'REQUEST.CONTROL_CHARACTER',
    `${field} holds a control character (only tab, line feed and carriage return are allowed in text)`,
  );

/**
 * Where in `value` (a parsed JSON body, query or params) the first string (or object key) with a
 * control character lies, as a path below `at`; undefined when there is none. Depth-first, so the
 * answer is stable for the same input.
 */
export function controlCharacterPath(value: unknown, at: string): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? at : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, `${at}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key)) return `${at} (a key)`;
      const found = controlCharacterPath(item, `${at}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

type Parts = FastifyRequest['parts'];

/**
 * One rule for text on both databases (issue #28): every string a gateway route receives — the
 * params, the query, a JSON body, and each text field of a multipart form — is refused with
 * 400 REQUEST.CONTROL_CHARACTER when it holds a control character other than tab, line feed and
 * carriage return; nothing is stored or stripped. Params, query and JSON bodies are checked in
 * preValidation, before the route's schema and handler; a multipart form is read by its handler
 * (`request.parts()`, also behind `file()` / `files()`), so the request's `parts` is wrapped to
 * check each field as it is read, and the handler's loop rejects with the same error.
 */
export function registerControlCharacters(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.isMultipart() ? undefined : request.body],
    ] as const) {
      const found = controlCharacterPath(value, part);
      if (found) throw controlCharacterError(found);
    }
    if (request.isMultipart()) guardMultipartFields(request);
  });
}

function guardMultipartFields(request: FastifyRequest): void {
  const parts: Parts = request.parts.bind(request);
  const guarded = ((options?: Parameters<Parts>[0]) => {
    const iterator = parts(options);
    return (async function* checked() {
      for await (const part of iterator) {
        if (part.type === 'field') {
          const found = controlCharacterPath(part.value, `body.${part.fieldname}`);
          if (found) throw controlCharacterError(found);
        } else if (controlCharacterPath(part.fieldname, 'field name')) {
          throw controlCharacterError('body (a field name)');
        }
        yield part;
      }
    })();
  }) as Parts;
  request.parts = guarded;
}
