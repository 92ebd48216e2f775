import type { Static } from '@sinclair/typebox';
import type { ServerConfig } from '../../config';
import type { MediaLimits } from './media.schema';

/** Kinds of file the library takes. */
export const MEDIA_TYPES = ['IMAGE', 'VIDEO'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** What a registered medium is used for (our design: the spec names no values). */
export const MEDIA_USES = ['GALLERY', 'COVER', 'LOGO'] as const;

/** Listed extensions (spec 000 §5 "only listed file extensions"), by kind. */
export const MEDIA_FORMATS: Readonly<Record<MediaType, readonly string[]>> = {
  IMAGE: ['jpg', 'jpeg', 'png', 'webp'],
  VIDEO: ['mp4', 'webm', 'mov'],
};

/** Largest image side accepted and the pixel budget given to the decoder (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The limits the library screen shows before an upload (GET /v1/media/limits). */
export function mediaLimits(config: ServerConfig): Static<typeof MediaLimits> {
  return {
    image: {
      max_bytes: config.mediaMaxImageBytes,
      formats: [...MEDIA_FORMATS.IMAGE],
      max_pixels: MAX_IMAGE_PIXELS,
    },
    video: { max_bytes: config.mediaMaxVideoBytes, formats: [...MEDIA_FORMATS.VIDEO] },
  };
}

export function maxBytesOf(type: MediaType, config: ServerConfig): number {
  return type === 'IMAGE' ? config.mediaMaxImageBytes : config.mediaMaxVideoBytes;
}

/** The extension a stored file gets: one spelling per format. */
export function storedExtension(format: string): string {
  return format === 'jpeg' ? 'jpg' : format;
}

/**
 * The video container the first bytes show: 'mp4' / 'mov' (ISO base media, `ftyp` box at 4,
 * `qt  ` brand for QuickTime) or 'webm' (EBML header); undefined for anything else.
 */
export function sniffVideo(head: Buffer): 'mp4' | 'mov' | 'webm' | undefined {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    return head.toString('latin1', 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return undefined;
}
