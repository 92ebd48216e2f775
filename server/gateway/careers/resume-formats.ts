/**
 * The résumé files a careers page takes (issue #38) and how their bytes are recognised: the
 * declared type must be one of these, and the first bytes must show the same family (a PDF, an
 * OLE2 Word document, a ZIP container for .docx, or a JPEG / PNG / WebP image).
 */
export const RESUME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export type ResumeType = (typeof RESUME_TYPES)[number];

/** How long an uploaded résumé may wait for its application, ms. */
export const RESUME_UPLOAD_LIFE_MS = 30 * 60 * 1000;
/** Where résumés are received, below /api/core. */
export const RESUME_UPLOAD_PATH_PREFIX = '/v1/careers/resume_uploads';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const SIGNATURES: Record<ResumeType, (head: Buffer) => boolean> = {
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  'application/msword': (b) => b.subarray(0, 8).equals(OLE2),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (b) =>
    b.subarray(0, 4).toString('latin1') === 'PK\x03\x04',
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(PNG),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export function isResumeType(type: string): type is ResumeType {
  return (RESUME_TYPES as readonly string[]).includes(type);
}

/** Whether the first bytes of a file (at least 12 when it has them) are of the declared type. */
export function bytesMatch(type: ResumeType, head: Buffer): boolean {
  return SIGNATURES[type](head);
}
