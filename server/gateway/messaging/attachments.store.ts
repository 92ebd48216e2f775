import crypto from 'node:crypto';
import path from 'node:path';
import type { MediaStore } from '../../storage/media-store.port';
import type { StoredFile } from './messages.repository';
import type { MessagingLimits } from './messaging.schema';

export const MAX_BODY_CHARS = 5000;
export const MAX_FILES = 5;

export function messagingLimits(uploadMaxBytes: number): MessagingLimits {
  return {
    max_body_chars: MAX_BODY_CHARS,
    max_files: MAX_FILES,
    max_file_bytes: uploadMaxBytes,
    allowed_types: SIGNATURES.map((signature) => signature.type),
  };
}

const SIGNATURES: readonly { type: string; matches(bytes: Buffer): boolean }[] = [
  { type: 'application/pdf', matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The content type the bytes show, or undefined when not one of the allowed types. */
export function sniffType(bytes: Buffer): string | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type;
}

/** Where message files and resumes are kept: DATA_DIR/uploads/hiring, flat, hashed names. */
export const hiringFilesDir = (dataDir: string) => path.join(dataDir, 'uploads', 'hiring');

/** A stored name: hex SHA-256 of 32 random bytes (unguessable, no extension, no user text). */
export function newStoredName(): string {
  return crypto.createHash('sha256').update(crypto.randomBytes(32)).digest('hex');
}

const STORED_NAME = /^[0-9a-f]{64}$/;

/** The file's path; throws on a name that is not a stored name (never a path from a request). */
export function storedPath(dataDir: string, storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error('not a stored file name');
  return path.join(hiringFilesDir(dataDir), storedName);
}

export function isStoredFileName(name: string): boolean {
  return STORED_NAME.test(name);
}

/**
 * Writes every file to the store's `hiring` area (on disk: each to a temporary name, then
 * renamed); when one write fails, removes the ones written and rethrows, so nothing is left half
 * stored.
 */
export async function writeFiles(
  store: MediaStore,
  files: readonly { bytes: Buffer; file: StoredFile }[],
): Promise<void> {
  const written: string[] = [];
  try {
    for (const { bytes, file } of files) {
      if (!isStoredFileName(file.storedName)) throw new Error('not a stored file name');
      await store.putBytes('hiring', file.storedName, bytes);
      written.push(file.storedName);
    }
  } catch (error) {
    await removeFiles(store, written);
    throw error;
  }
}

/** Removes stored files (after a failed save). Never throws. */
export async function removeFiles(store: MediaStore, storedNames: readonly string[]): Promise<void> {
  await Promise.all(
    storedNames.filter(isStoredFileName).map((name) => store.remove('hiring', name).catch(() => undefined)),
  );
}
