/** Kinds of file the brand media library holds (spec 001 §3 "Media": format includes VIDEO). */
export type MediaFormat = 'IMAGE' | 'VIDEO';

/** What a medium is used for on the brand's pages. */
export type MediaUse = 'GALLERY' | 'COVER' | 'LOGO';
export const MEDIA_USES: readonly MediaUse[] = ['GALLERY', 'COVER', 'LOGO'];

/** A registered medium of a brand (spec 001 §3 "Media"; our names, the wire's in the adapter). */
export interface Medium {
  readonly id: number;
  readonly brandId: number;
  readonly title: string;
  /** Empty text when none. */
  readonly description: string;
  readonly use: MediaUse;
  readonly format: MediaFormat;
  /** Where the file is: our /media/library/… path, or an external https URL for a video. */
  readonly path: string;
  /** For VIDEO only: whether the file is ours; `undefined` for images. */
  readonly isHosted: boolean | undefined;
  /** A second medium's path (a video's poster), or `undefined`. */
  readonly secondaryPath: string | undefined;
  readonly positionIds: readonly number[];
  /** Stored bytes; `undefined` for an external video. */
  readonly sizeBytes: number | undefined;
  /** ISO time. */
  readonly createdAt: string;
}

/** One page of a brand's media, newest first. */
export interface MediaPage {
  readonly total: number;
  readonly offset: number;
  readonly items: readonly Medium[];
}

/** What the server accepts per kind: listed extensions (lower case, no dot) and bytes. */
export interface MediaLimits {
  readonly image: { readonly maxBytes: number; readonly extensions: readonly string[] };
  readonly video: { readonly maxBytes: number; readonly extensions: readonly string[] };
}

/** A profile photo as the server keeps it. */
export interface ProfilePhoto {
  readonly uuid: string;
  readonly path: string;
}
