import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { GatewayError } from './gateway.errors';

/** What an IncomingMessage carries besides its body: read from the original by the replay. */
const MESSAGE_FIELDS = [
  'headers',
  'rawHeaders',
  'trailers',
  'url',
  'originalUrl',
  'method',
  'socket',
  'httpVersion',
  'httpVersionMajor',
  'httpVersionMinor',
  'complete',
  'aborted',
] as const;

/** The request again, with `body` as its bytes (the original's body was read). */
function replayOf(original: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = Readable.from(body.length === 0 ? [] : [body], { objectMode: false });
  for (const name of MESSAGE_FIELDS) {
    Object.defineProperty(replay, name, {
      get: () => (original as unknown as Record<string, unknown>)[name],
      configurable: true,
    });
  }
  return replay as unknown as IncomingMessage;
}

/**
 * The fingerprint of a multipart write for Idempotency-Key checks: method, URL, then every part
 * in order — a field's name and value, a file's field name, file name, declared type and bytes
 * (streamed through the hash) — so the same form sent again matches whatever its boundary, and
 * another message or file does not. Reads the body (at most `maxBytes`, else 413
 * IDEMPOTENCY.BODY_TOO_LARGE) and leaves the request readable again for its handler, which
 * parses it with its own limits. A body that does not parse is fingerprinted by its raw bytes
 * (the handler refuses it anyway).
 */
export async function multipartFingerprint(request: FastifyRequest, maxBytes: number): Promise<string> {
  const original = request.raw;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of original as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      throw new GatewayError(
        413,
        'IDEMPOTENCY.BODY_TOO_LARGE',
        `A keyed upload may carry at most ${maxBytes} bytes`,
      );
    }
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  const hash = crypto.createHash('sha256').update(`${request.method} ${request.url}\n`);
  try {
    request.raw = replayOf(original, body);
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1000, fields: 1000, parts: 2000, fieldSize: maxBytes },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        hash.update(`file\0${part.fieldname}\0${part.filename}\0${part.mimetype}\0`);
        for await (const bytes of part.file as AsyncIterable<Buffer>) hash.update(bytes);
        hash.update('\0');
      } else {
        hash.update(`field\0${part.fieldname}\0${String(part.value)}\0`);
      }
    }
  } catch {
    return crypto
      .createHash('sha256')
      .update(`${request.method} ${request.url}\n`)
      .update(body)
      .digest('hex');
  } finally {
    request.raw = replayOf(original, body);
  }
  return hash.digest('hex');
}
