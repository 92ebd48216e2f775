import type { NewMedium } from './media-api.port';
import type { MediaFormat, MediaUse } from './medium.model';

/** Bounds of a medium's fields, the same as the server's schema of POST /v1/brands/{id}/media. */
export const MEDIUM_TITLE_MAX = 200;
export const MEDIUM_DESCRIPTION_MAX = 2000;
export const MEDIUM_URL_MAX = 2000;

/** What the register form holds as typed: an uploaded file's path, or an external video's URL. */
export interface MediumDraft {
  readonly title: string;
  readonly description: string;
  readonly use: MediaUse;
  readonly format: MediaFormat;
  /** 'upload': `path` is what the signed upload answered; 'external': `path` is typed (VIDEO only). */
  readonly source: 'upload' | 'external';
  readonly path: string;
  readonly positionIds: readonly number[];
  /** A library image's path, '' for none. */
  readonly secondaryPath: string;
}

/** Why a field of the draft is refused (the server's codes where it has one). */
export type MediumFieldError =
  | 'MEDIA.TITLE_REQUIRED'
  | 'MEDIA.TITLE_TOO_LONG'
  | 'MEDIA.DESCRIPTION_TOO_LONG'
  | 'MEDIA.EXTERNAL_URL_INVALID'
  | 'MEDIA.HOSTED_ONLY_FOR_VIDEO';

export type MediumFieldErrors = Partial<Record<'title' | 'description' | 'path', MediumFieldError>>;

/** An https URL with no spaces, as the server takes for a video that is not hosted. */
export function isExternalVideoUrl(text: string): boolean {
  return text.length <= MEDIUM_URL_MAX && /^https:\/\/[^\s]+$/.test(text);
}

/**
 * Checks a draft as the server will (title 1–200 characters once trimmed, description ≤ 2000,
 * an external medium is a VIDEO with an https URL). Never throws; an empty object means valid.
 */
export function checkMediumDraft(draft: MediumDraft): MediumFieldErrors {
  const errors: { -readonly [K in keyof MediumFieldErrors]: MediumFieldErrors[K] } = {};
  const title = draft.title.trim();
  if (!title) errors.title = 'MEDIA.TITLE_REQUIRED';
  else if (title.length > MEDIUM_TITLE_MAX) errors.title = 'MEDIA.TITLE_TOO_LONG';
  if (draft.description.trim().length > MEDIUM_DESCRIPTION_MAX)
    errors.description = 'MEDIA.DESCRIPTION_TOO_LONG';
  if (draft.source === 'external') {
    if (draft.format !== 'VIDEO') errors.path = 'MEDIA.HOSTED_ONLY_FOR_VIDEO';
    else if (!isExternalVideoUrl(draft.path.trim())) errors.path = 'MEDIA.EXTERNAL_URL_INVALID';
  }
  return errors;
}

/**
 * The call's input for a valid draft: is_hosted only for a VIDEO (true for an upload, false for a
 * URL), trimmed text, the secondary path only when one was chosen.
 */
export function newMediumOf(draft: MediumDraft): NewMedium {
  const secondary = draft.secondaryPath.trim();
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    use: draft.use,
    format: draft.format,
    path: draft.path.trim(),
    positionIds: [...draft.positionIds],
    ...(draft.format === 'VIDEO' ? { isHosted: draft.source === 'upload' } : {}),
    ...(secondary ? { secondaryPath: secondary } : {}),
  };
}
