import { Type, type Static } from '@sinclair/typebox';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { withoutBidiControls } from '../../../src-domain/index';
import { mediaStoreOf } from '../../storage/media-store';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { brandMedia } from '../brands/brands.repository';
import { Body, BrandIdParams, Nullable, StringEnum } from '../route-schema';
import { findPosition } from '../positions/positions.repository';
import { requireMediaManager } from './media-access';
import { enforceLimits, reserveUploadSlot } from './media-quota';
import { mediaErrors } from './media.errors';
import { MEDIA_FORMATS, MEDIA_TYPES, MEDIA_USES, maxBytesOf, mediaLimits } from './media-formats';
import { BasicMedia, MediaLimits, Medium } from './media.schema';
import { findBrandMedium, findUploadedFile, listBrandMedia, type BrandMediumRow } from './media.repository';
import { isStoredName, MEDIA_URL_PREFIX } from './upload-receiver';
import { UPLOAD_URL_TTL_SECONDS, type UploadSigner } from './upload-signing';

const TAGS = ['Media'];
const ALL_FORMATS = [...new Set(Object.values(MEDIA_FORMATS).flat())];

/** A medium row as the wire shows it. */
export function mediumView(row: BrandMediumRow): Static<typeof Medium> {
  return {
    id: row.id,
    brand_id: row.brand_id,
    title: row.title,
    description: row.description,
    type: row.type,
    format: row.format,
    path: row.path,
    is_hosted: row.is_hosted === null ? null : row.is_hosted === 1,
    media_secondary: row.media_secondary,
    positions: JSON.parse(row.positions_json) as number[],
    size_bytes: row.size_bytes,
    created_at: row.created_at,
  };
}

const mediumParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  medium: Type.Integer({ minimum: 1 }),
});

/** The stored name of one of our library paths, or undefined for any other text. */
function storedNameOf(path: string): string | undefined {
  if (!path.startsWith(MEDIA_URL_PREFIX)) return undefined;
  const name = path.slice(MEDIA_URL_PREFIX.length);
  return isStoredName(name) ? name : undefined;
}

const registerBody = Body(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.String({ maxLength: 2000 }),
    type: StringEnum(MEDIA_USES),
    format: StringEnum(MEDIA_TYPES),
    path: Type.String({ minLength: 1, maxLength: 2000 }),
    is_hosted: Type.Boolean(),
    media_secondary: Nullable(Type.String({ maxLength: 2000 })),
    positions: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, uniqueItems: true }),
  },
  ['title', 'type', 'format', 'path'],
);

/**
 * The brand media library (001 §7 Media, issue #15): limits, signed upload URLs, registering an
 * uploaded file as a medium, reading a brand's media and deleting one. Every route checks the
 * caller's subtree; writes and the upload URL need SOURCE_HIRE on the brand (media-access.ts).
 */
export function registerBrandMediaRoutes(
  app: FastifyInstance,
  context: GatewayContext,
  signer: UploadSigner,
): void {
  const { db, config } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/media/limits',
    summary: 'What the library accepts: listed extensions and largest size per kind (shown before an upload)',
    tags: TAGS,
    data: MediaLimits,
    handler: async () => mediaLimits(config),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/media/presigned_url',
    summary: `A signed, single-use URL to PUT one file to (empty content type, the answer's headers), valid ${UPLOAD_URL_TTL_SECONDS} s; size is the file's exact length in bytes. 413 MEDIA.QUOTA_EXCEEDED past the brand's storage quota (stored files plus open URLs); 429 UPLOAD.RATE_LIMITED (with Retry-After) past the URLs allowed per user or per brand and window`,
    tags: TAGS,
    params: BrandIdParams,
    querystring: Type.Object({
      media_type: StringEnum(MEDIA_TYPES),
      media_format: StringEnum(ALL_FORMATS),
      file_name: Type.String({ minLength: 1, maxLength: 255 }),
      size: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    }),
    data: Type.Object({
      url: Type.String(),
      method: Type.String(),
      expires_at: Type.String(),
      max_bytes: Type.Integer(),
      // Every header the PUT needs, by name: a client sends them as given (and no Content-Type).
      headers: Type.Object({ 'force-csrf': StringEnum(['true'] as const) }),
      // Object storage (MEDIA_STORE=s3://…): `url` is the bucket's, and after its PUT the client
      // POSTs here (with the same headers) for the check and the path; null: the PUT answers it.
      complete_url: Nullable(Type.String()),
    }),
    handler: async (request, reply) => {
      const brand = await requireMediaManager(context, request, request.params.id);
      const { media_type: type, media_format: format, size } = request.query;
      const listed = MEDIA_FORMATS[type];
      if (!listed.includes(format)) throw mediaErrors.formatNotListed(type, format, listed);
      const max = maxBytesOf(type, config);
      if (size > max) throw mediaErrors.declaredTooLarge(max);
      const userId = principalOf(request).sub;
      const window = config.mediaPresignWindowMs;
      await enforceLimits(db, reply, 'UPLOAD.RATE_LIMITED', [
        {
          key: `media-presign:user:${userId}`,
          max: config.mediaPresignMaxPerUser,
          windowMs: window,
          what: 'upload URLs for you',
        },
        {
          key: `media-presign:brand:${brand.id}`,
          max: config.mediaPresignMaxPerBrand,
          windowMs: window,
          what: `upload URLs for brand ${brand.id}`,
        },
      ]);
      const id = crypto.randomBytes(32).toString('hex');
      const signed = signer.sign(id, size);
      const reserved = await reserveUploadSlot(
        db,
        {
          id,
          brand_id: brand.id,
          user_id: userId,
          media_type: type,
          media_format: format,
          declared_size: size,
          expires_at: new Date(signed.expires * 1000).toISOString(),
          status: 'PENDING',
          stored_name: null,
          stored_size: null,
          created_at: new Date().toISOString(),
        },
        config.mediaBrandQuotaBytes,
      );
      if (!reserved.granted)
        throw mediaErrors.quotaExceeded(brand.id, reserved.usedBytes, config.mediaBrandQuotaBytes);
      // The URL is a capability: neither shared caches nor the idempotency store keep it.
      reply.header('cache-control', 'no-store');
      const [signedPath, signedQuery] = signed.path.split('?') as [string, string];
      const direct = await mediaStoreOf(config).uploadUrl(id, size, UPLOAD_URL_TTL_SECONDS);
      return {
        url: direct ?? `/api/core${signed.path}`,
        complete_url: direct === undefined ? null : `/api/core${signedPath}/complete?${signedQuery}`,
        method: 'PUT',
        expires_at: new Date(signed.expires * 1000).toISOString(),
        max_bytes: max,
        headers: { 'force-csrf': 'true' as const },
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/media',
    summary:
      'Registers a medium: path is the one a signed upload to this brand answered (or, for a VIDEO with is_hosted false, an https URL); is_hosted only for VIDEO (else 400 MEDIA.HOSTED_ONLY_FOR_VIDEO); media_secondary is the path of an image uploaded to this brand shown in the medium’s place, e.g. a video’s poster (else 400 MEDIA.SECONDARY_INVALID); positions are at the brand or below (else 400 MEDIA.POSITION_NOT_IN_BRAND); a blank title is 400 MEDIA.TITLE_REQUIRED',
    tags: TAGS,
    params: BrandIdParams,
    body: registerBody,
    data: Medium,
    handler: async (request) => {
      const brand = await requireMediaManager(context, request, request.params.id);
      const input = request.body;
      if (input.format !== 'VIDEO' && input.is_hosted !== undefined) throw mediaErrors.hostedOnlyForVideo();
      const hosted = input.format === 'VIDEO' ? (input.is_hosted ?? true) : undefined;
      let upload: Awaited<ReturnType<typeof findUploadedFile>>;
      if (hosted === false) {
        if (!/^https:\/\/[^\s]+$/.test(input.path)) throw mediaErrors.externalVideoUrl();
      } else {
        const storedName = storedNameOf(input.path);
        upload = storedName ? await findUploadedFile(db, brand.id, storedName) : undefined;
        if (!upload) throw mediaErrors.unknownPath(input.path);
        if (upload.media_type !== input.format)
          throw mediaErrors.formatMismatch(input.format, upload.media_type);
      }
      if (!withoutBidiControls(input.title).trim()) throw mediaErrors.titleRequired();
      const secondary = input.media_secondary ?? null;
      if (secondary !== null) {
        // The secondary medium is an image of this brand's library shown in the medium's place
        // (a video's poster, a gallery image's thumbnail).
        const name = storedNameOf(secondary);
        const known =
          name &&
          (await db
            .selectFrom('media_uploads')
            .select('id')
            .where('brand_id', '=', brand.id)
            .where('stored_name', '=', name)
            .where('media_type', '=', 'IMAGE')
            .where('status', 'in', ['UPLOADED', 'REGISTERED'])
            .executeTakeFirst());
        if (!known) throw mediaErrors.secondaryInvalid(secondary);
      }
      const positions = input.positions ?? [];
      for (const id of positions) {
        const position = await findPosition(db, id);
        if (!position || !position.brand_path.startsWith(brand.path)) {
          throw mediaErrors.positionOutsideBrand(id, brand.id);
        }
      }
      const row = await db.transaction().execute(async (trx) => {
        if (upload) {
          const claimed = await trx
            .updateTable('media_uploads')
            .set({ status: 'REGISTERED' })
            .where('id', '=', upload.id)
            .where('status', '=', 'UPLOADED')
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) throw mediaErrors.unknownPath(input.path);
        }
        return trx
          .insertInto('brand_media')
          .values({
            brand_id: brand.id,
            // A title is a name shown as one label: no bidi control reorders it.
            title: withoutBidiControls(input.title).trim(),
            description: (input.description ?? '').trim(),
            type: input.type,
            format: input.format,
            path: input.path,
            stored_name: upload?.stored_name ?? null,
            is_hosted: hosted === undefined ? null : hosted ? 1 : 0,
            media_secondary: secondary,
            positions_json: JSON.stringify(positions),
            size_bytes: upload?.stored_size ?? null,
            created_by_user_id: principalOf(request).sub,
            created_at: new Date().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return mediumView(row as BrandMediumRow);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brand/basic_media/:id',
    summary:
      'A brand’s media: its theme images and scheme colours (inherited from the levels above), and its media library newest first, a page at a time (offset, limit ≤ 100), with the total',
    tags: ['Brands', ...TAGS],
    params: BrandIdParams,
    querystring: Type.Object({
      offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    }),
    data: BasicMedia,
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      // The schema's defaults fill offset and limit; these repeat them for the type.
      const { offset = 0, limit = 20 } = request.query;
      const [theme, page] = await Promise.all([
        brandMedia(db, brand),
        listBrandMedia(db, brand.id, { offset, limit }),
      ]);
      return { ...theme, total: page.total, offset, limit, media: page.rows.map(mediumView) };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/v1/brands/:id/media/:medium',
    summary: 'Deletes a medium of the brand and its stored file (needs SOURCE_HIRE on the brand)',
    tags: TAGS,
    params: mediumParams,
    data: Type.Object({ id: Type.Integer(), deleted: Type.Boolean() }),
    handler: async (request) => {
      const brand = await requireMediaManager(context, request, request.params.id);
      const medium = await findBrandMedium(db, brand.id, request.params.medium);
      if (!medium) throw mediaErrors.mediumNotFound(request.params.medium, brand.id);
      const stillShown = await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('brand_media').where('id', '=', medium.id).execute();
        if (!medium.stored_name) return false;
        // Another medium may show this file as its secondary image: then it stays (and counts).
        const secondary = await trx
          .selectFrom('brand_media')
          .select('id')
          .where('media_secondary', '=', `${MEDIA_URL_PREFIX}${medium.stored_name}`)
          .executeTakeFirst();
        if (secondary) return true;
        // No longer counted toward the brand's quota.
        await trx
          .updateTable('media_uploads')
          .set({ status: 'DELETED' })
          .where('brand_id', '=', brand.id)
          .where('stored_name', '=', medium.stored_name)
          .execute();
        return false;
      });
      // The row is gone first: a file left by a failed removal is unreachable, never a dead link.
      if (medium.stored_name && !stillShown) {
        if (isStoredName(medium.stored_name))
          await mediaStoreOf(config)
            .remove('media', medium.stored_name)
            .catch(() => undefined);
      }
      return { id: medium.id, deleted: true };
    },
  });
}
