import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { GatewayError } from './gateway.errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while a write with an Idempotency-Key is being answered for the first time. */
    idempotency?: { scope: string; key: string };
  }
}

function requestHash(request: FastifyRequest): string {
  const isMultipart = request.headers['content-type']?.startsWith('multipart/') ?? false;
  const body = isMultipart ? '' : JSON.stringify(request.body ?? null);
  return crypto.createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

/**
 * Idempotent writes: a POST/PUT/PATCH/DELETE with `Idempotency-Key` (1–255 visible ASCII
 * characters) is answered once; a repeat with the same key (per caller) gets the first answer
 * again, with `idempotent-replayed: true`, and writes nothing. The same key with another
 * request is 422 IDEMPOTENCY.KEY_REUSED; a repeat while the first is still running is 409
 * IDEMPOTENCY.IN_PROGRESS. Answers of 5xx (and 429) are not kept, so the write can be retried.
 * Runs after authentication (preHandler), so the caller scopes the keys.
 */
export function registerIdempotency(app: FastifyInstance, db: Kysely<Database>): void {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !WRITES.has(request.method)) return;
    if (typeof header !== 'string' || !KEY.test(header)) {
      throw new GatewayError(
        400,
        'IDEMPOTENCY.INVALID_KEY',
        'Idempotency-Key must be 1–255 visible ASCII characters',
      );
    }
    const scope = request.principal?.sub ?? `guest:${request.ip}`;
    const hash = requestHash(request);
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({
        scope,
        key: header,
        method: request.method,
        path: request.url,
        request_hash: hash,
        status_code: null,
        response_body: null,
        content_type: null,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      request.idempotency = { scope, key: header };
      return;
    }
    const first = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', header)
      .executeTakeFirstOrThrow();
    if (first.request_hash !== hash) {
      throw new GatewayError(
        422,
        'IDEMPOTENCY.KEY_REUSED',
        'This Idempotency-Key was used for another request',
      );
    }
    if (first.status_code === null) {
      throw new GatewayError(
        409,
        'IDEMPOTENCY.IN_PROGRESS',
        'The first request with this key is still running',
      );
    }
    return reply
      .code(first.status_code)
      .header('idempotent-replayed', 'true')
      .type(first.content_type ?? 'application/json; charset=utf-8')
      .send(first.response_body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = undefined;
    // An answer marked no-store carries secrets shown once (MFA passcodes): it is never kept,
    // so a repeat does the write again instead of replaying the secrets from the database.
    const noStore = String(reply.getHeader('cache-control') ?? '').includes('no-store');
    const keep =
      reply.statusCode < 500 && reply.statusCode !== 429 && typeof payload === 'string' && !noStore;
    const row = db
      .updateTable('idempotency_keys')
      .where('scope', '=', claim.scope)
      .where('key', '=', claim.key);
    if (keep) {
      const contentType = reply.getHeader('content-type');
      await row
        .set({
          status_code: reply.statusCode,
          response_body: payload,
          content_type: typeof contentType === 'string' ? contentType : null,
        })
        .execute();
    } else {
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .execute();
    }
    return payload;
  });
}
