import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mediaStoreOf } from '../../storage/media-store';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { mediaErrors } from '../media/media.errors';
import { enforceLimits } from '../media/media-quota';
import { UPLOAD_URL_TTL_SECONDS, type UploadSigner } from '../media/upload-signing';
import { Nullable, StringEnum } from '../route-schema';
import { requireCareersBrand, requireCareersPosition } from './careers-read';
import { careersErrors } from './careers.errors';
import { SlugPositionParams } from './careers.schema';
import { receiveResume } from './resume-receiver';
import {
  RESUME_TYPES,
  RESUME_UPLOAD_LIFE_MS,
  RESUME_UPLOAD_PATH_PREFIX,
  isResumeType,
} from './resume-formats';
import {
  claimResumeUpload,
  findResumeUpload,
  finishResumeUpload,
  insertResumeUpload,
} from './resume-uploads.repository';

const TAGS = ['Careers'];
/** Résumé upload URLs one address may ask for per window, and the window. */
export const RESUME_PRESIGN_MAX_PER_ADDRESS = 10;
const RESUME_PRESIGN_WINDOW_MS = 10 * 60 * 1000;

const slotParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{64}$' }) });
const slotQuery = Type.Object({
  expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
  size: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  signature: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
});
const Received = Type.Object({
  upload_id: Type.String({ description: 'Send it as resume_upload_id with the application' }),
  size_bytes: Type.Integer(),
});

function checkHeaders(request: FastifyRequest): void {
  if (request.headers['force-csrf'] !== 'true') throw mediaErrors.csrfHeader();
}

/**
 * A résumé for an application on a careers page (issue #38), through the media flow: the visitor
 * asks for a signed, single-use URL bound to the position (rate limited per address; the size
 * and type checked first), PUTs the bytes there (or, with object storage, to the bucket's
 * quarantine and then POSTs the complete URL), and sends the upload's id with the application,
 * which attaches it if it is the same position's and at most RESUME_UPLOAD_LIFE_MS old. Bytes
 * are checked by their first bytes against the declared type, stored in the `hiring` area
 * (served only through the employers' signed links), never more than the declared size read.
 */
export function registerResumeUploadRoutes(
  app: FastifyInstance,
  context: GatewayContext,
  signer: UploadSigner,
): void {
  const { db, config } = context;
  const store = mediaStoreOf(config);

  defineRoute(app, {
    method: 'POST',
    url: '/v1/careers/:slug/positions/:position/resume_uploads',
    summary: `A signed, single-use URL to PUT a résumé to (PDF, DOC, DOCX, JPEG, PNG, WebP; empty content type, header force-csrf: true), valid ${UPLOAD_URL_TTL_SECONDS} s, for an application to this position within ${RESUME_UPLOAD_LIFE_MS / 60000} min. 413 UPLOAD.TOO_LARGE over the limit (max_bytes), 415 CAREERS.RESUME_TYPE, 409 CAREERS.POSITION_NOT_OPEN, 429 UPLOAD.RATE_LIMITED per address`,
    tags: TAGS,
    auth: 'none',
    sensitive: true,
    status: 201,
    params: SlugPositionParams,
    body: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 200 }),
        content_type: Type.String({ maxLength: 100, description: RESUME_TYPES.join(', ') }),
        size: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
      },
      { additionalProperties: false },
    ),
    data: Type.Object({
      upload_id: Type.String(),
      url: Type.String({ description: 'PUT the bytes here' }),
      method: StringEnum(['PUT'] as const),
      complete_url: Nullable(Type.String({ description: 'Object storage: POST here after the PUT' })),
      headers: Type.Object({ 'force-csrf': StringEnum(['true'] as const) }),
      expires_at: Type.String(),
      max_bytes: Type.Integer(),
    }),
    handler: async (request, reply) => {
      const { brand } = await requireCareersBrand(db, request.params.slug);
      const position = await requireCareersPosition(db, brand, request.params.position);
      if (position.status !== 'OPEN') throw careersErrors.notOpen(position.id);
      const { name, content_type: type, size } = request.body;
      if (!isResumeType(type)) throw careersErrors.resumeTypeRefused();
      if (size > config.uploadMaxBytes) throw careersErrors.resumeTooLarge(config.uploadMaxBytes);
      await enforceLimits(db, reply, 'UPLOAD.RATE_LIMITED', [
        {
          key: `careers-resume:ip:${request.ip}`,
          max: RESUME_PRESIGN_MAX_PER_ADDRESS,
          windowMs: RESUME_PRESIGN_WINDOW_MS,
          what: 'résumé uploads from this address',
        },
      ]);
      const id = crypto.randomBytes(32).toString('hex');
      const signed = signer.sign(id, size);
      await insertResumeUpload(
        db,
        { id, position_id: position.id, original_name: name.trim(), content_type: type, declared_size: size },
        new Date(),
        RESUME_UPLOAD_LIFE_MS,
      );
      reply.header('cache-control', 'no-store');
      const [signedPath, signedQuery] = signed.path.split('?') as [string, string];
      const direct = await store.uploadUrl(id, size, UPLOAD_URL_TTL_SECONDS);
      return {
        upload_id: id,
        url: direct ?? `/api/core${signed.path}`,
        method: 'PUT' as const,
        complete_url: direct === undefined ? null : `/api/core${signedPath}/complete?${signedQuery}`,
        headers: { 'force-csrf': 'true' as const },
        expires_at: new Date(signed.expires * 1000).toISOString(),
        max_bytes: config.uploadMaxBytes,
      };
    },
  });

  /** The signed URL's checks, the slot's single claim, then the bytes; a failure spends the slot. */
  async function receiveSigned(
    request: Pick<FastifyRequest, 'raw'> & {
      params: Static<typeof slotParams>;
      query: Static<typeof slotQuery>;
    },
    reply: FastifyReply,
    body: () => Promise<Readable> | Readable,
  ): Promise<Static<typeof Received>> {
    const verdict = signer.check('PUT', { id: request.params.id, ...request.query });
    if (verdict === 'invalid') throw careersErrors.resumeSignatureInvalid();
    if (verdict === 'expired') throw careersErrors.resumeUrlExpired();
    const slot = await claimResumeUpload(db, request.params.id);
    if (!slot) {
      if (await findResumeUpload(db, request.params.id)) throw careersErrors.resumeSlotUsed();
      throw careersErrors.resumeSlotUnknown();
    }
    try {
      if (slot.declared_size !== request.query.size || !isResumeType(slot.content_type))
        throw careersErrors.resumeSignatureInvalid();
      const stored = await receiveResume(config.dataDir, store, await body(), {
        type: slot.content_type,
        size: slot.declared_size,
      });
      await finishResumeUpload(db, slot.id, stored);
      return { upload_id: slot.id, size_bytes: stored.storedSize };
    } catch (error) {
      await finishResumeUpload(db, slot.id, 'FAILED');
      if (!request.raw.readableEnded) reply.header('connection', 'close');
      throw error;
    }
  }

  void app.register(async (uploads) => {
    uploads.addHook('onRequest', async (request) => {
      if (request.headers['content-type']?.trim() === '') delete request.headers['content-type'];
    });
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null));

    defineRoute(uploads, {
      method: 'PUT',
      url: `${RESUME_UPLOAD_PATH_PREFIX}/:id`,
      auth: 'none',
      summary:
        'Receives a résumé’s bytes at its signed URL (force-csrf: true): exactly the declared size, of the declared type by its first bytes; 413 UPLOAD.TOO_LARGE, 415 CAREERS.RESUME_TYPE_MISMATCH, 400 UPLOAD.SIZE_MISMATCH, 403 UPLOAD.SIGNATURE_INVALID / URL_EXPIRED, 409 UPLOAD.ALREADY_USED',
      tags: TAGS,
      params: slotParams,
      querystring: slotQuery,
      data: Received,
      handler: async (request, reply) => {
        checkHeaders(request);
        const declared = request.headers['content-length'];
        if (declared !== undefined && Number(declared) > request.query.size) {
          reply.header('connection', 'close');
          throw careersErrors.resumeTooLarge(request.query.size);
        }
        return receiveSigned(request, reply, () => request.raw);
      },
    });

    defineRoute(uploads, {
      method: 'POST',
      url: `${RESUME_UPLOAD_PATH_PREFIX}/:id/complete`,
      auth: 'none',
      summary:
        'Checks a résumé the browser PUT straight to the bucket (object storage only; force-csrf: true, no body): kept when it passes, deleted otherwise; answers as the signed PUT does',
      tags: TAGS,
      params: slotParams,
      querystring: slotQuery,
      data: Received,
      handler: async (request, reply) => {
        checkHeaders(request);
        if (store.kind !== 's3') throw careersErrors.resumeSlotUnknown();
        const id = request.params.id;
        try {
          return await receiveSigned(request, reply, async () => {
            const object = await store.read('quarantine', id);
            if (!object) throw careersErrors.resumeIncomplete();
            return object;
          });
        } finally {
          await store.remove('quarantine', id).catch(() => undefined);
        }
      },
    });
  });
}
