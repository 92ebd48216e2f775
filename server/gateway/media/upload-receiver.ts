import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import type { MediaStore } from '../../storage/media-store.port';
import { mediaErrors } from './media.errors';
import { MAX_IMAGE_PIXELS, sniffVideo, storedExtension, type MediaType } from './media-formats';
import { videoContainerProblem } from './video-container.check';

/** Where library files are kept (flat, hashed names) and where uploads are received first. */
export const mediaDir = (dataDir: string) => path.join(dataDir, 'uploads', 'media');
export const receivingDir = (dataDir: string) => path.join(dataDir, 'uploads', 'receiving');
/** The public prefix the files are served under (media.plugin.ts). */
export const MEDIA_URL_PREFIX = '/media/library/';

/** A stored name: 64 hex characters and a listed extension; nothing from a request is a path. */
const STORED_NAME = /^[0-9a-f]{64}\.(jpg|png|webp|mp4|webm|mov)$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** The file's path; throws on anything that is not a stored name (never a path from a request). */
export function storedMediaPath(dataDir: string, storedName: string): string {
  if (!isStoredName(storedName)) throw new Error('not a stored media name');
  return path.join(mediaDir(dataDir), storedName);
}

/** What a slot expects: its id, the declared kind, extension and exact size. */
export interface ExpectedUpload {
  readonly id: string;
  readonly type: MediaType;
  readonly format: string;
  readonly size: number;
}

/** Counts bytes as they pass and fails the stream as soon as more than `limit` arrive. */
class ByteLimit extends Transform {
  bytes = 0;
  head = Buffer.alloc(0);

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return done(mediaErrors.tooLarge(this.limit));
    if (this.head.length < 64) this.head = Buffer.concat([this.head, chunk.subarray(0, 64)]);
    done(null, chunk);
  }
}

const SHARP_FORMAT: Record<string, 'jpeg' | 'png' | 'webp'> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
};

/**
 * Receives one upload: streams the body to DATA_DIR/uploads/receiving/<random hex> (never more
 * than the declared size is written), then checks it by its bytes: an image is decoded and
 * re-encoded by sharp (EXIF orientation applied, metadata dropped, `limitInputPixels` against
 * decompression bombs), a video's container is walked to its last byte (video-container.check.ts). The result is stored
 * as media/<sha256>.<ext> (on disk: renamed to DATA_DIR/uploads/media/). `body` is the request
 * (an upload through this process) or the quarantined object of a direct upload to the bucket:
 * both meet the same checks and errors. Rejects with a 4xx GatewayError (UPLOAD.*) and leaves
 * no file behind.
 */
export async function receiveUpload(
  dataDir: string,
  store: MediaStore,
  body: Readable,
  expected: ExpectedUpload,
): Promise<{ storedName: string; storedSize: number }> {
  await fs.mkdir(receivingDir(dataDir), { recursive: true });
  const temp = path.join(receivingDir(dataDir), crypto.randomBytes(16).toString('hex'));
  const processed = `${temp}.out`;
  const counter = new ByteLimit(expected.size);
  const hash = crypto.createHash('sha256').update(expected.id);
  const hasher = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    try {
      // The request is piped, not put in the pipeline: a refused body must not destroy the
      // socket, or the client would see a reset instead of the 4xx answer.
      const sink = pipeline(counter, hasher, createWriteStream(temp, { flags: 'wx' }));
      const cutOff = () => counter.destroy(mediaErrors.bodyIncomplete());
      body.once('error', cutOff).once('aborted', cutOff);
      body.pipe(counter);
      try {
        await sink;
      } finally {
        body.unpipe(counter);
        body.off('error', cutOff).off('aborted', cutOff);
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'UPLOAD.TOO_LARGE') throw error;
      throw mediaErrors.bodyIncomplete();
    }
    if (counter.bytes !== expected.size) throw mediaErrors.sizeMismatch(expected.size, counter.bytes);
    const extension = storedExtension(expected.format);
    if (expected.type === 'VIDEO') {
      const container = sniffVideo(counter.head);
      if (!container) throw mediaErrors.notAVideo();
      if (container !== extension) throw mediaErrors.typeMismatch(expected.format, container);
      const problem = await videoContainerProblem(temp, container);
      if (problem) throw mediaErrors.notAVideo(problem);
      const storedName = `${hash.digest('hex')}.${extension}`;
      await store.putFile('media', storedName, temp);
      return { storedName, storedSize: counter.bytes };
    }
    const info = await reencodeImage(temp, processed, SHARP_FORMAT[expected.format]!);
    const storedName = `${crypto.createHash('sha256').update(expected.id).update(info.digest).digest('hex')}.${extension}`;
    await store.putFile('media', storedName, processed);
    return { storedName, storedSize: info.size };
  } finally {
    await Promise.all([fs.rm(temp, { force: true }), fs.rm(processed, { force: true })]);
  }
}

/**
 * Decodes the image at `source` and writes it re-encoded as `format` to `target` (EXIF
 * orientation applied, metadata dropped, pixel budget). Rejects with UPLOAD.NOT_AN_IMAGE,
 * UPLOAD.TOO_MANY_PIXELS or UPLOAD.TYPE_MISMATCH (the bytes are another format).
 */
export async function reencodeImage(
  source: string,
  target: string,
  format: 'jpeg' | 'png' | 'webp',
): Promise<{ size: number; digest: string }> {
  let actual: string | undefined;
  try {
    actual = (await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata()).format;
  } catch (error) {
    throw decodeFailure(error);
  }
  if (actual !== format) throw mediaErrors.typeMismatch(format, actual ?? 'unknown');
  try {
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata by default.
    const output = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .toFormat(format)
      .toFile(target);
    const digest = crypto
      .createHash('sha256')
      .update(await fs.readFile(target))
      .digest('hex');
    return { size: output.size, digest };
  } catch (error) {
    throw decodeFailure(error);
  }
}

/** sharp's refusal as our error: over the pixel budget, or not a readable image. */
function decodeFailure(error: unknown) {
  return /pixel limit/i.test((error as Error).message)
    ? mediaErrors.tooManyPixels(MAX_IMAGE_PIXELS)
    : mediaErrors.notAnImage();
}
