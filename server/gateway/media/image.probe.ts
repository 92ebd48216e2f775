import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './media-formats';

/** What an image's content says it is: its type and its upright pixel size. */
export interface ImageProbe {
  readonly type: 'png' | 'jpeg' | 'webp';
  readonly extension: 'png' | 'jpg' | 'webp';
  readonly width: number;
  readonly height: number;
}

const EXTENSIONS = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const;

/**
 * Reads the type and size of a PNG, JPEG or WebP with sharp (libvips) from its content; the
 * declared type and the file name are not trusted. The size is the one shown: an EXIF
 * orientation of 5–8 (turned a quarter) swaps width and height. Undefined for any other format
 * or bytes sharp cannot read a header from; the pixels themselves are decoded (and bounded by
 * `MAX_IMAGE_PIXELS`) when the image is re-encoded.
 */
export async function probeImage(bytes: Buffer): Promise<ImageProbe | undefined> {
  const metadata = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .metadata()
    .catch(() => undefined);
  if (!metadata) return undefined;
  const type = metadata.format;
  if (type !== 'png' && type !== 'jpeg' && type !== 'webp') return undefined;
  const { width, height } = metadata.autoOrient;
  return { type, extension: EXTENSIONS[type], width, height };
}
