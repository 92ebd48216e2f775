import type { Readable } from 'node:stream';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mediaStoreOf } from '../../storage/media-store';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { mediaErrors } from './media.errors';
import type { MediaType } from './media-formats';
import { claimUpload, findUpload, finishUpload } from './media.repository';
import { MEDIA_URL_PREFIX, receiveUpload } from './upload-receiver';
import { UPLOAD_PATH_PREFIX, type UploadSigner } from './upload-signing';

const params = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{64}$' }) });
const querystring = Type.Object({
  expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
  size: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  signature: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
});

const uploaded = Type.Object({
  path: Type.String(),
  media_type: Type.String(),
  media_format: Type.String(),
  size_bytes: Type.Integer(),
});

function checkHeaders(request: FastifyRequest): void {
  if (request.headers['force-csrf'] !== 'true') throw mediaErrors.csrfHeader();
  const type = request.headers['content-type'];
  if (type !== undefined && type.trim() !== '') throw mediaErrors.contentType();
}

/**
 * PUT /v1/media/uploads/{id}?expires&size&signature: the signed upload URL of
 * GET /v1/brands/{id}/media/presigned_url. No bearer token: the signature is the authority, and
 * the slot opens once. The body is streamed (never buffered) to DATA_DIR and checked by
 * receiveUpload; every failure is a 4xx UPLOAD.* and stores nothing (the slot is spent).
 * With object storage the browser PUTs to the bucket instead, then POSTs .../complete, which
 * puts the quarantined object through the same checks.
 * Other methods on the URL answer 405 UPLOAD.METHOD_NOT_ALLOWED.
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  context: GatewayContext,
  signer: UploadSigner,
): void {
  const { db, config } = context;
  const store = mediaStoreOf(config);

  /**
   * The signed URL's checks, the slot's single claim, then receiveUpload on the bytes `body`
   * gives (the request, or the quarantined object); `beforeClaim` may refuse first. A failure
   * spends the slot (FAILED) and rethrows its 4xx.
   */
  async function receiveSigned(
    request: Pick<FastifyRequest, 'raw'> & {
      params: Static<typeof params>;
      query: Static<typeof querystring>;
    },
    reply: FastifyReply,
    beforeClaim: () => void,
    body: () => Promise<Readable> | Readable,
  ): Promise<Static<typeof uploaded>> {
    const verdict = signer.check('PUT', { id: request.params.id, ...request.query });
    if (verdict === 'invalid') throw mediaErrors.signatureInvalid();
    if (verdict === 'expired') throw mediaErrors.urlExpired();
    beforeClaim();
    const slot = await claimUpload(db, request.params.id);
    if (!slot) {
      if (await findUpload(db, request.params.id)) throw mediaErrors.alreadyUsed();
      throw mediaErrors.slotNotFound();
    }
    if (slot.declared_size !== request.query.size) {
      await finishUpload(db, slot.id, 'FAILED');
      throw mediaErrors.signatureInvalid();
    }
    try {
      const stored = await receiveUpload(config.dataDir, store, await body(), {
        id: slot.id,
        type: slot.media_type as MediaType,
        format: slot.media_format,
        size: slot.declared_size,
      });
      await finishUpload(db, slot.id, stored);
      return {
        path: `${MEDIA_URL_PREFIX}${stored.storedName}`,
        media_type: slot.media_type,
        media_format: slot.media_format,
        size_bytes: stored.storedSize,
      };
    } catch (error) {
      await finishUpload(db, slot.id, 'FAILED');
      // The rest of a refused body is not read: the connection closes after the answer.
      if (!request.raw.readableEnded) reply.header('connection', 'close');
      throw error;
    }
  }

  void app.register(async (uploads) => {
    // The body stays an unread stream: the handler pipes it to disk with its own size check.
    // Browsers send the spec's empty type as `Content-Type: ` — fastify refuses an empty type
    // with 415 before any route, so the header is dropped first (an absent type is the same).
    uploads.addHook('onRequest', async (request) => {
      if (request.headers['content-type']?.trim() === '') delete request.headers['content-type'];
    });
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null));

    defineRoute(uploads, {
      method: 'PUT',
      url: `${UPLOAD_PATH_PREFIX}/:id`,
      auth: 'none',
      summary:
        'Receives the bytes of a signed upload (empty content type, force-csrf: true); answers the path to register with POST /v1/brands/{id}/media',
      tags: ['Media'],
      params,
      querystring,
      data: uploaded,
      handler: async (request, reply) => {
        checkHeaders(request);
        const declaredLength = request.headers['content-length'];
        const refuseLength = () => {
          if (declaredLength !== undefined && Number(declaredLength) > request.query.size) {
            reply.header('connection', 'close');
            throw mediaErrors.tooLarge(request.query.size);
          }
        };
        return receiveSigned(request, reply, refuseLength, () => request.raw);
      },
    });

    defineRoute(uploads, {
      method: 'POST',
      url: `${UPLOAD_PATH_PREFIX}/:id/complete`,
      auth: 'none',
      summary:
        "Checks a file the browser PUT straight to the bucket (the presigned answer's complete_url; object storage only; force-csrf: true, no body): moves it out of quarantine when it passes, else deletes it; answers as the signed PUT does, with the same UPLOAD.* codes",
      tags: ['Media'],
      params,
      querystring,
      data: uploaded,
      handler: async (request, reply) => {
        checkHeaders(request);
        if (store.kind !== 's3') throw mediaErrors.slotNotFound();
        const id = request.params.id;
        try {
          return await receiveSigned(
            request,
            reply,
            () => undefined,
            async () => {
              const object = await store.read('quarantine', id);
              if (!object) throw mediaErrors.bodyIncomplete();
              return object;
            },
          );
        } finally {
          // Whatever the verdict, the quarantined object is never served nor kept.
          await store.remove('quarantine', id).catch(() => undefined);
        }
      },
    });

    uploads.route({
      method: ['GET', 'POST', 'PATCH', 'DELETE'],
      url: `${UPLOAD_PATH_PREFIX}/:id`,
      config: { auth: 'none' },
      schema: { hide: true },
      handler: async (_request, reply) => {
        reply.header('allow', 'PUT');
        throw mediaErrors.methodNotAllowed();
      },
    });
  });
}
