import type { MediaFormat, MediaLimits } from './medium.model';

/** Why a file is refused before any upload. */
export type UploadRefusal =
  | { readonly code: 'MEDIA.EMPTY_FILE' }
  | { readonly code: 'MEDIA.FORMAT_NOT_LISTED'; readonly extensions: readonly string[] }
  | { readonly code: 'MEDIA.TOO_LARGE'; readonly maxBytes: number };

/** A file the library will ask an upload URL for: its kind and listed extension. */
export interface UploadPlan {
  readonly format: MediaFormat;
  /** Lower-case extension without the dot, as listed. */
  readonly extension: string;
}

/** The lower-case extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Decides from the name and size whether a file may be uploaded (spec 000 §5: listed extensions
 * only), and as what. The server checks the bytes again; this saves a doomed upload. Never throws.
 */
export function planUpload(
  fileName: string,
  sizeBytes: number,
  limits: MediaLimits,
): { readonly plan: UploadPlan } | { readonly refusal: UploadRefusal } {
  if (sizeBytes <= 0) return { refusal: { code: 'MEDIA.EMPTY_FILE' } };
  const extension = extensionOf(fileName);
  const format: MediaFormat | undefined = limits.image.extensions.includes(extension)
    ? 'IMAGE'
    : limits.video.extensions.includes(extension)
      ? 'VIDEO'
      : undefined;
  if (!format) {
    return {
      refusal: {
        code: 'MEDIA.FORMAT_NOT_LISTED',
        extensions: [...limits.image.extensions, ...limits.video.extensions],
      },
    };
  }
  const maxBytes = format === 'IMAGE' ? limits.image.maxBytes : limits.video.maxBytes;
  if (sizeBytes > maxBytes) return { refusal: { code: 'MEDIA.TOO_LARGE', maxBytes } };
  return { plan: { format, extension } };
}

/** A title from a file name: the name without its extension, at most 200 characters. */
export function titleFromFileName(fileName: string): string {
  const extension = extensionOf(fileName);
  const base = extension ? fileName.slice(0, -(extension.length + 1)) : fileName;
  return (base.trim() || fileName).slice(0, 200);
}
