import { Type } from '@sinclair/typebox';
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { mediaStoreOf } from '../../storage/media-store';
import type { Database } from '../../db/schema';
import { badRequest, GatewayError } from '../gateway.errors';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { forEachPart } from '../multipart-parts';
import { ImageRef } from '../route-schema';
import { requireProfile } from '../users/profiles.repository';
import { probeImage } from './image.probe';
import { MAX_IMAGE_PIXELS } from './media-formats';
import { enforceLimits } from './media-quota';

/** Minimum photo size (spec 000 §5, §9). */
export const PHOTO_MIN_SIDE = 240;
/** Where photos are served from (media.plugin.ts). */
export const PHOTO_URL_PREFIX = '/media/profile-photos/';
export const photoDir = (dataDir: string) => path.join(dataDir, 'uploads', 'profile-photos');

/** A stored photo's name: a uuid and a listed extension (nothing else is ever removed). */
const PHOTO_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

export function isPhotoName(name: string): boolean {
  return PHOTO_NAME.test(name);
}

/** The stored name behind a public photo path, or undefined when the path is not one of ours. */
function storedPhotoName(publicPath: string): string | undefined {
  if (!publicPath.startsWith(PHOTO_URL_PREFIX)) return undefined;
  const name = publicPath.slice(PHOTO_URL_PREFIX.length);
  return PHOTO_NAME.test(name) ? name : undefined;
}

type PhotoColumns = Pick<
  Database['user_profiles'],
  'profile_photo_uuid' | 'profile_photo_path' | 'profile_photo_degrees' | 'profile_photo_rotation'
>;

/**
 * Sets the user's photo and answers the path it replaced (null: none). A compare-and-set on the
 * photo's uuid, retried on a lost race: of concurrent replacements each learns exactly the photo
 * it replaced, so every replaced file is removed once and the kept one never.
 */
async function swapPhoto(db: Kysely<Database>, userId: string, next: PhotoColumns): Promise<string | null> {
  for (;;) {
    const current = await db
      .selectFrom('user_profiles')
      .select(['profile_photo_uuid', 'profile_photo_path'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const result = await db
      .updateTable('user_profiles')
      .set({ ...next, updated_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where((eb) =>
        current.profile_photo_uuid === null
          ? eb('profile_photo_uuid', 'is', null)
          : eb('profile_photo_uuid', '=', current.profile_photo_uuid),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return current.profile_photo_path;
  }
}

interface PhotoUpload {
  bytes: Buffer;
  degrees: number;
  rotation: number;
}

function angle(name: string, raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < -360 || value > 360) {
    throw badRequest('PHOTO.INVALID_FIELD', `${name} must be a number of degrees between -360 and 360`);
  }
  return value;
}

/**
 * The parts of the form. Rejects with a 4xx only: the multipart plugin's limits keep their own
 * codes (gateway.errors.handler.ts), and a body its parser cannot read (no boundary, cut short,
 * malformed part headers) is 400 PHOTO.INVALID_MULTIPART (multipart-parts.ts).
 */
async function readParts(
  request: FastifyRequest,
): Promise<{ fields: Map<string, string>; bytes: Buffer | undefined }> {
  // A Map: the field names come from the request and must not index a plain object.
  const fields = new Map<string, string>();
  let bytes: Buffer | undefined;
  await forEachPart(
    request,
    undefined,
    async (part) => {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          await part.toBuffer();
          throw badRequest('PHOTO.UNEXPECTED_FILE', 'Send one file, in the field "file"');
        }
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    },
    () => badRequest('PHOTO.INVALID_MULTIPART', 'The upload is not a complete multipart/form-data body'),
  );
  return { fields, bytes };
}

async function readUpload(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart())
    throw badRequest('PHOTO.NOT_MULTIPART', 'Send the photo as multipart/form-data');
  const { fields, bytes } = await readParts(request);
  if (!bytes || bytes.length === 0) throw badRequest('PHOTO.FILE_REQUIRED', 'Choose a photo to upload');
  return {
    bytes,
    degrees: angle('degrees', fields.get('degrees')),
    rotation: angle('rotation', fields.get('rotation')),
  };
}

/**
 * The photo decoded and encoded again by sharp: EXIF orientation applied, metadata (camera,
 * location) dropped, decoding refused past MAX_IMAGE_PIXELS. 400 PHOTO.UNREADABLE when the bytes
 * do not decode, 413 PHOTO.TOO_MANY_PIXELS past the budget.
 */
async function reencodePhoto(bytes: Buffer, type: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .toFormat(type)
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      throw new GatewayError(
        413,
        'PHOTO.TOO_MANY_PIXELS',
        `The photo has more than ${MAX_IMAGE_PIXELS} pixels`,
      );
    }
    throw badRequest('PHOTO.UNREADABLE', 'The photo could not be read as an image');
  }
}

/**
 * PUT /v1/profile_photo (form: file, degrees, rotation): a PNG, JPEG or WebP (checked from its
 * bytes) of at most UPLOAD_MAX_BYTES and at least 240×240, re-encoded (reencodePhoto), stored in the media store (DATA_DIR/uploads or the bucket) and
 * served at /media/profile-photos/{uuid}.{ext}. The form is not JSON, so its checks are here
 * rather than in a body schema; each failure is a 4xx with a PHOTO.* code and stores nothing.
 */
export function registerProfilePhotoRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, config } = context;
  defineRoute(app, {
    method: 'PUT',
    url: '/v1/profile_photo',
    summary:
      'Replaces the profile photo (multipart/form-data: file = PNG, JPEG or WebP, at least 240×240; degrees, rotation)',
    tags: ['Users'],
    consumes: ['multipart/form-data'],
    // The form's fields, for the OpenAPI document (the handler reads and checks them: readUpload).
    form: Type.Object({
      file: Type.String({ format: 'binary' }),
      degrees: Type.Optional(Type.Number({ minimum: -360, maximum: 360 })),
      rotation: Type.Optional(Type.Number({ minimum: -360, maximum: 360 })),
    }),
    data: Type.Object({ profile_image: ImageRef, degrees: Type.Number(), rotation: Type.Number() }),
    handler: async (request, reply) => {
      const userId = principalOf(request).sub;
      await requireProfile(db, userId);
      // Every attempt counts (each is decoded): 429 PHOTO.RATE_LIMITED past the window's share.
      await enforceLimits(db, reply, 'PHOTO.RATE_LIMITED', [
        {
          key: `photo-replace:user:${userId}`,
          max: config.photoReplaceMax,
          windowMs: config.photoReplaceWindowMs,
          what: 'photo changes',
        },
      ]);
      const upload = await readUpload(request);
      const image = await probeImage(upload.bytes);
      if (!image) throw badRequest('PHOTO.UNSUPPORTED_TYPE', 'Upload a PNG, JPEG or WebP image');
      if (image.width < PHOTO_MIN_SIDE || image.height < PHOTO_MIN_SIDE) {
        throw badRequest(
          'PHOTO.TOO_SMALL',
          `The photo you uploaded is too small. It must be at least ${PHOTO_MIN_SIDE} x ${PHOTO_MIN_SIDE} pixels.`,
        );
      }
      const uuid = crypto.randomUUID();
      const fileName = `${uuid}.${image.extension}`;
      const store = mediaStoreOf(config);
      await store.putBytes('profile-photos', fileName, await reencodePhoto(upload.bytes, image.type));
      const publicPath = `${PHOTO_URL_PREFIX}${fileName}`;
      let replaced: string | null;
      try {
        replaced = await swapPhoto(db, userId, {
          profile_photo_uuid: uuid,
          profile_photo_path: publicPath,
          profile_photo_degrees: upload.degrees,
          profile_photo_rotation: upload.rotation,
        });
      } catch (error) {
        await store.remove('profile-photos', fileName).catch(() => undefined);
        throw error;
      }
      // After commit: the replaced photo is no longer anyone's, so it is no longer public.
      const old = replaced === null ? undefined : storedPhotoName(replaced);
      if (old) await store.remove('profile-photos', old).catch(() => undefined);
      return {
        profile_image: { uuid, path: publicPath },
        degrees: upload.degrees,
        rotation: upload.rotation,
      };
    },
  });
}
