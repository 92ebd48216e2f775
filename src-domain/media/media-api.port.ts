import { token } from '../shared/token';
import type { MediaFormat, MediaLimits, MediaPage, MediaUse, Medium, ProfilePhoto } from './medium.model';

/**
 * A file to upload, as the browser's File has it (the domain names no DOM type): the adapter
 * sends its bytes; `slice` gives them with another content type.
 */
export interface UploadableFile {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  readonly type: string;
  slice(start?: number, end?: number, contentType?: string): unknown;
}

/** Progress of an upload: a fraction from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** What registering a medium needs besides the uploaded path. */
export interface NewMedium {
  readonly title: string;
  readonly description: string;
  readonly use: MediaUse;
  readonly format: MediaFormat;
  /** The path `uploadFile` resolved, or for an external video (isHosted false) its https URL. */
  readonly path: string;
  readonly positionIds: readonly number[];
  /** VIDEO only (the server answers 400 MEDIA.HOSTED_ONLY_FOR_VIDEO otherwise): false for an external URL. */
  readonly isHosted?: boolean;
  /** The path of one of the brand's images shown in the medium's place (a video's poster). */
  readonly secondaryPath?: string;
}

/**
 * The media calls (spec 000 §7, 001 §7 Media): the brand library and the profile photo. Every
 * method rejects with a `GatewayError` carrying the server's code (`serverCode`, e.g.
 * UPLOAD.TOO_LARGE, MEDIA.FORBIDDEN) when the call fails.
 */
export interface MediaApiPort {
  /** The listed extensions and largest sizes, shown before an upload. */
  limits(): Promise<MediaLimits>;
  /** One page of the brand's media, newest first; `limit` at most 100. */
  list(brandId: number, offset: number, limit: number): Promise<MediaPage>;
  /**
   * Asks for a signed upload URL for the file, then PUTs its bytes there (empty content type,
   * header force-csrf: true), reporting progress. Resolves the stored file's path.
   */
  uploadFile(
    brandId: number,
    file: UploadableFile,
    format: MediaFormat,
    extension: string,
    onProgress: UploadProgress,
  ): Promise<string>;
  /** Registers an uploaded file as a medium of the brand. */
  register(brandId: number, medium: NewMedium): Promise<Medium>;
  /** Deletes a medium and its file. */
  remove(brandId: number, mediumId: number): Promise<void>;
  /** Replaces the signed-in user's profile photo (PUT /v1/profile_photo: file, degrees, rotation). */
  uploadProfilePhoto(
    file: UploadableFile,
    turn: { readonly degrees: number; readonly rotation: number },
  ): Promise<ProfilePhoto>;
}
export const MediaApiPort = token<MediaApiPort>('domain.media-api');
