import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Kysely } from 'kysely';
import { runWithCommitTie } from '../db/commit-tie';
import type { Database } from '../db/schema';
import { GatewayError } from './gateway.errors';
import { multipartFingerprint } from './multipart-fingerprint';
import { ServerInstance } from './server-instances.repository';
import { IdempotencyKeysRepository, KEY_LIFETIME_MS, type KeyedRequest } from './idempotency-keys.repository';
import { sweepIdempotencyKeys } from './idempotency.sweeper';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while a write with an Idempotency-Key is being answered for the first time. */
    idempotency?: { scope: string; key: string; id: string };
  }
}

/** The request's fingerprint: method, URL and body (a multipart body by its parts, files included). */
async function requestHash(request: FastifyRequest, maxMultipartBytes: number): Promise<string> {
  if (request.isMultipart()) return multipartFingerprint(request, maxMultipartBytes);
  const body = JSON.stringify(request.body ?? null);
  return crypto.createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

const keyReused = () =>
  new GatewayError(422, 'IDEMPOTENCY.KEY_REUSED', 'This Idempotency-Key was used for another request');

/**
 * Idempotent writes (IETF draft "The Idempotency-Key HTTP Header Field"): a POST/PUT/PATCH/DELETE
 * with `Idempotency-Key` (1–255 visible ASCII characters) is carried out once per caller and key
 * for 24 h; a repeat gets the first answer again with `idempotent-replayed: true` and writes
 * nothing. The same key with another request (a multipart body compared by its fields, file
 * names and file bytes: multipart-fingerprint.ts) is 422 IDEMPOTENCY.KEY_REUSED; a repeat while the
 * first is running in this process is 409 IDEMPOTENCY.IN_PROGRESS.
 *
 * Crash safety: the first write the request commits marks the key in that same transaction
 * (commit-tie.ts), so after a crash a key is either unmarked (nothing was written: the repeat
 * carries the request out) or marked (written; answered when its answer was stored, else 422
 * IDEMPOTENCY.ANSWER_LOST — the write is never done twice). Liveness: a claim names its
 * process (`claimed_by`); this process's running claims are in `live`, another process's claim
 * holds while that process runs (server-instances.repository.ts), so several processes share
 * one database.
 *
 * Answers of 5xx and 429 are not kept when nothing was written, so the write can be retried;
 * answers marked `cache-control: no-store` (secrets shown once) are never kept.
 * Runs after authentication (preHandler), so the caller scopes the keys.
 */
export function registerIdempotency(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: { readonly maxMultipartBytes: number },
): void {
  const keys = new IdempotencyKeysRepository(db);
  // Claims name their process, so another process can tell a running request from a dead one.
  const instance = new ServerInstance(db);
  app.addHook('onReady', () => instance.start());
  app.addHook('onClose', () => instance.stop());
  /** `scope \n key` of the claims this process is answering now. */
  const live = new Set<string>();

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
    const keyed: KeyedRequest = {
      scope: request.principal?.sub ?? `guest:${request.ip}`,
      key: header,
      method: request.method,
      path: request.url,
      requestHash: await requestHash(request, options.maxMultipartBytes),
    };
    const id = `${keyed.scope}\n${keyed.key}`;
    if (live.has(id)) {
      const running = await keys.find(keyed.scope, keyed.key);
      if (running && running.request_hash !== keyed.requestHash) throw keyReused();
      throw new GatewayError(
        409,
        'IDEMPOTENCY.IN_PROGRESS',
        'The first request with this key is still running',
      );
    }
    // Claimed synchronously after the check: no other request of this process passes it now.
    live.add(id);
    let claimed = false;
    try {
      const now = new Date();
      claimed = await keys.insert(keyed, now, instance.id);
      if (claimed) return;
      const first = await keys.find(keyed.scope, keyed.key);
      const expiredAt = new Date(now.getTime() - KEY_LIFETIME_MS);
      if (!first) {
        claimed = await keys.insert(keyed, now, instance.id);
      } else if (first.created_at <= expiredAt.toISOString()) {
        claimed = await keys.renewExpired(keyed, expiredAt, now, instance.id);
      } else if (first.request_hash !== keyed.requestHash) {
        throw keyReused();
      } else if (first.status_code !== null) {
        return reply
          .code(first.status_code)
          .header('idempotent-replayed', 'true')
          .type(first.content_type ?? 'application/json; charset=utf-8')
          .send(first.response_body ?? '');
      } else if (first.committed_at !== null) {
        throw new GatewayError(
          422,
          'IDEMPOTENCY.ANSWER_LOST',
          'The first request with this key was carried out, but its answer was lost; read the result instead of repeating it',
        );
      } else if (
        first.claimed_by === null ||
        first.claimed_by === instance.id ||
        !(await instance.isRunning(first.claimed_by))
      ) {
        // Unanswered, nothing written, and claimed by no running request (not one of this
        // process, whose claims are in `live`, nor a running other process): its request died.
        claimed = await keys.takeOverAbandoned(keyed, first.claimed_by, instance.id);
      }
      if (!claimed) {
        throw new GatewayError(
          409,
          'IDEMPOTENCY.IN_PROGRESS',
          'The first request with this key is still running',
        );
      }
    } finally {
      if (claimed) request.idempotency = { scope: keyed.scope, key: keyed.key, id };
      else live.delete(id);
    }
  });

  // Every write a keyed handler commits marks its key in the same transaction.
  app.addHook('onRoute', (route) => {
    const handler: RouteHandlerMethod = route.handler;
    route.handler = function keyedHandler(this: FastifyInstance, request, reply) {
      const claim = request.idempotency;
      if (!claim) return handler.call(this, request, reply);
      return runWithCommitTie(keys.commitTie(claim.scope, claim.key), () =>
        handler.call(this, request, reply),
      );
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = undefined;
    try {
      // An answer marked no-store carries secrets shown once (MFA passcodes): it is never kept,
      // so a repeat does the write again instead of replaying the secrets from the database.
      const noStore = String(reply.getHeader('cache-control') ?? '').includes('no-store');
      const storable = typeof payload === 'string' && !noStore;
      const contentType = reply.getHeader('content-type');
      const answer = {
        statusCode: reply.statusCode,
        body: typeof payload === 'string' ? payload : '',
        contentType: typeof contentType === 'string' ? contentType : undefined,
      };
      if (storable && reply.statusCode < 500 && reply.statusCode !== 429) {
        await keys.keepAnswer(claim.scope, claim.key, answer);
      } else if (!(await keys.releaseUncommitted(claim.scope, claim.key))) {
        // The request wrote: repeating it would write twice, so even a 5xx is its answer.
        if (storable) await keys.keepAnswer(claim.scope, claim.key, answer);
        else await keys.forget(claim.scope, claim.key);
      }
    } finally {
      live.delete(claim.id);
    }
    return payload;
  });

  // An answer that never reached onSend (a hijacked or broken reply) still ends the claim here;
  // its record, unanswered, is then taken over by the next repeat or reported ANSWER_LOST.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotency;
    if (!claim) return;
    request.idempotency = undefined;
    live.delete(claim.id);
  });

  sweepIdempotencyKeys(app, db, keys);
}
