import type { Readable } from 'node:stream';

/**
 * The folders of stored files: brand media (`<sha256>.<ext>`), profile photos (`<uuid>.<ext>`),
 * message files and resumes (`<sha256>`, no extension), and `quarantine`: a browser's direct
 * upload (S3 only) waiting for its check, under the upload slot's id.
 */
export type StoreArea = 'media' | 'profile-photos' | 'hiring' | 'quarantine';

export const STORE_AREAS: readonly StoreArea[] = ['media', 'profile-photos', 'hiring', 'quarantine'];

/** One stored file as a listing sees it. */
export interface StoredEntry {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** Last written, ms since the epoch. */
  readonly modifiedMs: number;
}

/**
 * Where uploaded files live (issue #37): the local disk (DATA_DIR/uploads/<area>/<name>, the
 * default) or an S3-compatible bucket (`<prefix>/<area>/<name>`). Names are checked by the
 * callers (stored names only, never a path from a request). Every method rejects on an I/O
 * failure of the store except where it says otherwise.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /**
   * Stores the file at `localPath` as area/name. The disk moves it (a rename within DATA_DIR);
   * the bucket copies it: callers treat `localPath` as gone and remove it if still there.
   */
  putFile(area: StoreArea, name: string, localPath: string): Promise<void>;
  /** Stores bytes as area/name, whole or not at all (a temporary name, then a rename, on disk). */
  putBytes(area: StoreArea, name: string, bytes: Buffer): Promise<void>;
  /** The stored bytes as a stream, or undefined when there is no such file. */
  read(area: StoreArea, name: string): Promise<Readable | undefined>;
  /** The stored file's size and date, or undefined when there is none. */
  stat(area: StoreArea, name: string): Promise<StoredEntry | undefined>;
  /** Removes area/name; a missing file is no error. */
  remove(area: StoreArea, name: string): Promise<void>;
  /** Every file of the area (any name), in no particular order. */
  list(area: StoreArea): AsyncIterable<StoredEntry>;
  /**
   * A short-lived URL a browser GETs the file from (bucket: presigned, `ttlSeconds`), or undefined
   * when this process serves the file itself (disk).
   */
  readUrl(area: StoreArea, name: string, ttlSeconds: number): Promise<string | undefined>;
  /**
   * A URL a browser PUTs exactly `size` bytes to, straight into quarantine/name (bucket:
   * presigned, `ttlSeconds`), or undefined when uploads come through this process (disk).
   */
  uploadUrl(name: string, size: number, ttlSeconds: number): Promise<string | undefined>;
  /** undefined when the store can be used (the bucket exists and answers), else why not. */
  problem(): Promise<string | undefined>;
}
