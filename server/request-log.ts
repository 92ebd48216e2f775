import type { IncomingHttpHeaders } from 'node:http';
import { SIGNED_FILES_PATH } from './gateway/messaging/signed-links';

/** What a redacted value is logged as. */
export const REDACTED = '[REDACTED]';

/**
 * Query parameters that are capabilities (whoever holds the URL holds the right): upload
 * signatures (`signature`), the job-ad provider's and the social sign-in's authorization code and
 * state (`code`, `state`), activation and corporate tokens, password-reset and light-signup codes
 * (`code`), and OAuth token names a callback may carry. Compared without case.
 */
const CAPABILITY_PARAMETERS = new Set([
  'signature',
  'code',
  'state',
  'token',
  'corporate_token',
  'access_token',
  'id_token',
  'refresh_token',
  'authorization_code',
  'client_secret',
  'password',
]);

/** A signed file link keeps its signature in the path: /api/core/v1/files/signed/{kind}/{id}/{expires}/{signature}. */
const SIGNED_FILE_PATH = new RegExp(`^(/api/core${SIGNED_FILES_PATH}/[^/?#]*/[^/?#]*/[^/?#]*/)[^/?#]+`);
/**
 * An interview booking link keeps its token in the path: the candidate's page /interview/{token}
 * and its API, /api/core/v1/interview_bookings/{token}[/…] (the page's server render reads it too).
 */
const BOOKING_TOKEN_PATH = /^(\/interview\/|\/api\/core\/v1\/interview_bookings\/)[^/?#]+/;

/**
 * `url` (a request target: path and query) as the log may keep it: the value of every
 * capability parameter (CAPABILITY_PARAMETERS, also when percent-encoded or repeated), the
 * signature of a signed file link and the token of a booking link replaced by REDACTED; everything else as it came, so the log
 * still says which route and which ids were asked for.
 */
export function redactedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt))
    .replace(SIGNED_FILE_PATH, `$1${REDACTED}`)
    .replace(BOOKING_TOKEN_PATH, `$1${REDACTED}`);
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && CAPABILITY_PARAMETERS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * The logger's `req` serializer: fastify's own fields, with the URL redacted (redactedUrl). The
 * default level logs every request's URL ("incoming request"), so no capability may be in it.
 */
export function requestLogSerializer(request: LoggedRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactedUrl(request.url),
    version: Array.isArray(version) ? version.join(',') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** What the serializer reads of a request (a FastifyRequest at run time). */
interface LoggedRequest {
  readonly method?: string;
  readonly url?: string;
  readonly headers?: IncomingHttpHeaders;
  readonly host?: string;
  readonly ip?: string;
  readonly socket?: { readonly remotePort?: number };
}
