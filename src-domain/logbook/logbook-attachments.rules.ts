/**
 * Photos and PDFs on logbook entries (issue #36): the types taken, how many per entry, and the
 * check a form makes before uploading. The server applies the same lists (and re-encodes images).
 */
export const LOGBOOK_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type LogbookFileType = (typeof LOGBOOK_FILE_TYPES)[number];

/**
 * How old (ms) the signed links an entry came with may be before a file is opened by them: the
 * server signs them for 5 minutes, so a view reads the day again from 4 minutes on, leaving a
 * minute for the click, the read and a clock that runs a little off.
 */
export const LOGBOOK_LINK_REFRESH_MS = 4 * 60_000;

/** Whether links read at `readAtMs` are too old to open at `nowMs` (both epoch ms). */
export function areLogbookLinksStale(readAtMs: number, nowMs: number): boolean {
  return nowMs - readAtMs >= LOGBOOK_LINK_REFRESH_MS;
}

/** Files one entry holds at most. */
export const MAX_LOGBOOK_ATTACHMENTS = 6;

export function isLogbookFileType(type: string): type is LogbookFileType {
  return (LOGBOOK_FILE_TYPES as readonly string[]).includes(type);
}

/** Whether a file of this content type is shown as a picture (else as a link). */
export function isLogbookImage(contentType: string): boolean {
  return contentType.startsWith('image/');
}

/**
 * Why a file cannot be added (`already`: files the entry or form holds), or undefined when it
 * can: LOGBOOK.FILE_TYPE (not a photo nor a PDF), LOGBOOK.TOO_MANY_ATTACHMENTS, UPLOAD.EMPTY
 * (no bytes). The size limit is the server's (413 UPLOAD.TOO_LARGE when asking to upload).
 */
export function logbookFileProblem(
  file: { readonly type: string; readonly size: number },
  already: number,
): string | undefined {
  if (!isLogbookFileType(file.type)) return 'LOGBOOK.FILE_TYPE';
  if (already >= MAX_LOGBOOK_ATTACHMENTS) return 'LOGBOOK.TOO_MANY_ATTACHMENTS';
  if (file.size <= 0) return 'UPLOAD.EMPTY';
  return undefined;
}
