import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLogbookFileType, LOGBOOK_FILE_TYPES, withoutBidiControls } from '../../../src-domain/index';
import { mediaStoreOf } from '../../storage/media-store';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { mediaErrors } from '../media/media.errors';
import { UPLOAD_URL_TTL_SECONDS, type UploadSigner } from '../media/upload-signing';
import { isStoredFileName } from '../messaging/attachments.store';
import { LINK_TTL_SECONDS, SIGNED_FILES_PATH } from '../messaging/signed-links';
import { BrandIdParams, ErrorSchema, Nullable, StringEnum } from '../route-schema';
import { logbookLinks } from './logbook-attachment-links';
import { receiveLogbookFile } from './logbook-attachment-receiver';
import {
  attachmentCount,
  attachUploads,
  claimAttachmentSlot,
  findAttachmentSlot,
  finishAttachmentSlot,
  insertAttachmentSlot,
  servableAttachment,
} from './logbook-attachments.repository';
import { locationAccess, requireEntry, requireWritable } from './logbook-scope';
import { logbookErrors } from './logbook.errors';
import { EntryParams, EntrySchema, LOGBOOK, LOGBOOK_ACCESS_TEXT, MAX_ATTACHMENTS } from './logbook.schema';

/** Where attachments are received, below /api/core. */
export const LOGBOOK_UPLOAD_PATH_PREFIX = '/v1/logbook/attachment_uploads';
/** How long an uploaded file may wait for its entry, ms. */
const ATTACHMENT_UPLOAD_LIFE_MS = 60 * 60 * 1000;
/** Where the signed links of attachments are served (a static segment beside messaging's kinds). */
const LOGBOOK_FILES_PATH = `${SIGNED_FILES_PATH}/logbook-file`;

const slotParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{64}$' }) });
const slotQuery = Type.Object({
  expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
  size: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  signature: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
});
const Received = Type.Object({
  upload_id: Type.String({
    description: 'Send it in attachment_ids (new entry) or upload_ids (existing entry)',
  }),
  size_bytes: Type.Integer(),
});
const LinkParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  expires: Type.Integer({ minimum: 0 }),
  signature: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
});

function checkHeaders(request: FastifyRequest): void {
  if (request.headers['force-csrf'] !== 'true') throw mediaErrors.csrfHeader();
}

/**
 * Photos and PDFs on logbook entries, through the media flow: a writer of the location asks for a
 * signed single-use upload URL (type and size checked first), PUTs the bytes there (or, with
 * object storage, to the bucket's quarantine and then POSTs the complete URL), and names the
 * upload when creating an entry or adding files to one. Images are re-encoded, PDFs checked by
 * their first bytes; files are kept in the private store area. Readers get links signed for
 * LINK_TTL_SECONDS inside the entries they may read (logbook-attachment-links.ts); the link
 * answers 404 once the entry is deleted.
 */
export function registerLogbookAttachmentRoutes(
  app: FastifyInstance,
  context: GatewayContext,
  signer: UploadSigner,
): void {
  const { db, config } = context;
  const store = mediaStoreOf(config);

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/logbook/attachments',
    summary: `A signed, single-use URL to PUT one photo or PDF to (${LOGBOOK_FILE_TYPES.join(', ')}; empty content type, header force-csrf: true), valid ${UPLOAD_URL_TTL_SECONDS} s; the upload can be attached by the caller to an entry of this location within ${ATTACHMENT_UPLOAD_LIFE_MS / 60000} min. Needs WRITE_LOGBOOK for some type here. 415 LOGBOOK.FILE_TYPE, 413 UPLOAD.TOO_LARGE over max_bytes (MEDIA_MAX_IMAGE_BYTES for photos, UPLOAD_MAX_BYTES for PDFs). ${LOGBOOK_ACCESS_TEXT}`,
    tags: LOGBOOK,
    status: 201,
    params: BrandIdParams,
    body: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 200 }),
        content_type: Type.String({ maxLength: 100 }),
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
      const access = await locationAccess(context, request, request.params.id);
      if (access.writable.length === 0) throw logbookErrors.writeForbidden('any');
      const { name, content_type: type, size } = request.body;
      if (!isLogbookFileType(type)) throw logbookErrors.fileType();
      // Photos from a phone camera are big before re-encoding: they get the library's image limit.
      const max = type === 'application/pdf' ? config.uploadMaxBytes : config.mediaMaxImageBytes;
      if (size > max) throw logbookErrors.fileTooLarge(max);
      const id = crypto.randomBytes(32).toString('hex');
      const signed = signer.sign(id, size);
      await insertAttachmentSlot(
        db,
        {
          upload_id: id,
          brand_id: access.location.id,
          uploaded_by: access.userId,
          original_name: withoutBidiControls(name).trim() || 'file',
          content_type: type,
          declared_size: size,
        },
        new Date(),
        ATTACHMENT_UPLOAD_LIFE_MS,
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
        max_bytes: max,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/logbook/entries/:entry/attachments',
    summary: `Adds uploaded files (upload_ids from POST …/logbook/attachments, by the caller, for this location) to an entry; needs WRITE_LOGBOOK for its type. At most ${MAX_ATTACHMENTS} files per entry (400 LOGBOOK.TOO_MANY_ATTACHMENTS); 400 LOGBOOK.ATTACHMENT_NOT_USABLE as on creation. ${LOGBOOK_ACCESS_TEXT}`,
    tags: LOGBOOK,
    status: 201,
    params: EntryParams,
    body: Type.Object(
      {
        upload_ids: Type.Array(Type.String({ pattern: '^[0-9a-f]{64}$' }), {
          minItems: 1,
          maxItems: MAX_ATTACHMENTS,
          uniqueItems: true,
        }),
      },
      { additionalProperties: false },
    ),
    data: EntrySchema,
    handler: async (request) => {
      const access = await locationAccess(context, request, request.params.id);
      const entry = await requireEntry(context, access, request.params.entry);
      requireWritable(access, entry.type);
      await db.transaction().execute(async (trx) => {
        if ((await attachmentCount(trx, entry.id)) + request.body.upload_ids.length > MAX_ATTACHMENTS)
          throw logbookErrors.tooManyAttachments(MAX_ATTACHMENTS);
        const target = { entryId: entry.id, locationId: access.location.id, uploadedBy: access.userId };
        if (!(await attachUploads(trx, request.body.upload_ids, target, new Date())))
          throw logbookErrors.attachmentNotUsable();
      });
      return requireEntry(context, access, entry.id);
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
    if (verdict === 'invalid') throw mediaErrors.signatureInvalid();
    if (verdict === 'expired') throw mediaErrors.urlExpired();
    const slot = await claimAttachmentSlot(db, request.params.id);
    if (!slot) {
      if (await findAttachmentSlot(db, request.params.id)) throw mediaErrors.alreadyUsed();
      throw mediaErrors.slotNotFound();
    }
    try {
      if (slot.declared_size !== request.query.size || !isLogbookFileType(slot.content_type))
        throw mediaErrors.signatureInvalid();
      const stored = await receiveLogbookFile(config.dataDir, store, await body(), {
        type: slot.content_type,
        size: slot.declared_size,
      });
      await finishAttachmentSlot(db, slot.upload_id, stored);
      return { upload_id: slot.upload_id, size_bytes: stored.storedSize };
    } catch (error) {
      await finishAttachmentSlot(db, slot.upload_id, 'FAILED');
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
      url: `${LOGBOOK_UPLOAD_PATH_PREFIX}/:id`,
      auth: 'none',
      summary:
        'Receives a logbook attachment’s bytes at its signed URL (force-csrf: true): exactly the declared size; an image is re-encoded, a PDF checked by its first bytes. 413 UPLOAD.TOO_LARGE, 415 UPLOAD.NOT_AN_IMAGE / UPLOAD.TYPE_MISMATCH, 400 UPLOAD.SIZE_MISMATCH, 403 UPLOAD.SIGNATURE_INVALID / URL_EXPIRED, 409 UPLOAD.ALREADY_USED',
      tags: LOGBOOK,
      params: slotParams,
      querystring: slotQuery,
      data: Received,
      handler: async (request, reply) => {
        checkHeaders(request);
        const declared = request.headers['content-length'];
        if (declared !== undefined && Number(declared) > request.query.size) {
          reply.header('connection', 'close');
          throw mediaErrors.tooLarge(request.query.size);
        }
        return receiveSigned(request, reply, () => request.raw);
      },
    });

    defineRoute(uploads, {
      method: 'POST',
      url: `${LOGBOOK_UPLOAD_PATH_PREFIX}/:id/complete`,
      auth: 'none',
      summary:
        'Checks an attachment the browser PUT straight to the bucket (object storage only; force-csrf: true, no body): kept when it passes, deleted otherwise; answers as the signed PUT does',
      tags: LOGBOOK,
      params: slotParams,
      querystring: slotQuery,
      data: Received,
      handler: async (request, reply) => {
        checkHeaders(request);
        if (store.kind !== 's3') throw mediaErrors.slotNotFound();
        const id = request.params.id;
        try {
          return await receiveSigned(request, reply, async () => {
            const object = await store.read('quarantine', id);
            if (!object) throw mediaErrors.bodyIncomplete();
            return object;
          });
        } finally {
          await store.remove('quarantine', id).catch(() => undefined);
        }
      },
    });
  });

  // Not defineRoute: the answer is the file's bytes, not the JSON envelope.
  app.route<{ Params: Static<typeof LinkParams> }>({
    method: 'GET',
    url: `${LOGBOOK_FILES_PATH}/:id/:expires/:signature`,
    config: { auth: 'none' },
    schema: {
      summary: `A logbook attachment through the signed link its entry carried (valid ${LINK_TTL_SECONDS} s, issued only to readers of the entry's type): photos inline, PDFs as downloads. 403 FILES.LINK_INVALID / FILES.LINK_EXPIRED; 404 LOGBOOK.FILE_NOT_FOUND once the entry is deleted`,
      tags: LOGBOOK,
      params: LinkParams,
      response: {
        200: {
          description: 'The file’s bytes, as its own content type',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        '4xx': ErrorSchema,
        '5xx': ErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const verdict = logbookLinks(config.dataDir).check({ kind: 'logbook-file', ...request.params });
      if (verdict === 'invalid') throw logbookErrors.linkInvalid();
      if (verdict === 'expired') throw logbookErrors.linkExpired();
      const file = await servableAttachment(db, request.params.id);
      if (!file || file.stored_name === null || !isStoredFileName(file.stored_name))
        throw logbookErrors.fileGone();
      const bytes = await mediaStoreOf(config)
        .read('hiring', file.stored_name)
        .catch(() => undefined);
      if (!bytes) throw logbookErrors.fileGone();
      const disposition = file.content_type === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .type(file.content_type)
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });
}
