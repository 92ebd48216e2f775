import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { MediaStoreConfig } from './media-store.config';
import type { MediaStore, StoreArea, StoredEntry } from './media-store.port';

type S3Config = Extract<MediaStoreConfig, { kind: 's3' }>;

/** Content types of stored names by extension (hiring files have none: octet-stream). */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

function contentTypeOf(name: string): string {
  return CONTENT_TYPES[/\.([a-z0-9]+)$/.exec(name)?.[1] ?? ''] ?? 'application/octet-stream';
}

/** Stored names never change content (a new file is a new name): caches may keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Media and photos are cached like the disk's static files; hiring files never are. */
function cacheControlOf(area: StoreArea): string {
  return area === 'hiring' ? 'private, no-store' : IMMUTABLE;
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/**
 * MediaStore on an S3-compatible bucket (AWS SDK v3): objects at `<prefix>/<area>/<name>`. The
 * bucket stays private: browsers read through presigned GET URLs and upload through presigned
 * PUT URLs into quarantine/, from where the upload check (upload-receiver.ts) moves what passes.
 */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 asks for them: a presigned PUT from a browser sends none.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(area: StoreArea, name: string): string {
    if (name.includes('/') || name.startsWith('.')) throw new Error('not a stored name');
    return [this.config.prefix, area, name].filter((part) => part !== '').join('/');
  }

  private areaPrefix(area: StoreArea): string {
    return `${[this.config.prefix, area].filter((part) => part !== '').join('/')}/`;
  }

  async putFile(area: StoreArea, name: string, localPath: string): Promise<void> {
    const { size } = await fs.stat(localPath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(area, name),
        Body: createReadStream(localPath),
        ContentLength: size,
        ContentType: contentTypeOf(name),
        CacheControl: cacheControlOf(area),
      }),
    );
  }

  async putBytes(area: StoreArea, name: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(area, name),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentTypeOf(name),
        CacheControl: cacheControlOf(area),
      }),
    );
  }

  async read(area: StoreArea, name: string): Promise<Readable | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(area, name) }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async stat(area: StoreArea, name: string): Promise<StoredEntry | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.key(area, name) }),
      );
      return { name, size: head.ContentLength ?? 0, modifiedMs: head.LastModified?.getTime() ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(area: StoreArea, name: string): Promise<void> {
    try {
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(area, name) }),
      );
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async *list(area: StoreArea): AsyncIterable<StoredEntry> {
    const prefix = this.areaPrefix(area);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(prefix.length) ?? '';
        if (name === '' || name.includes('/')) continue;
        yield { name, size: object.Size ?? 0, modifiedMs: object.LastModified?.getTime() ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async readUrl(area: StoreArea, name: string, ttlSeconds: number): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(area, name) });
    return getSignedUrl(this.client, command, { expiresIn: ttlSeconds });
  }

  async uploadUrl(name: string, size: number, ttlSeconds: number): Promise<string> {
    // Content-Length is signed: the bucket refuses a body of any other length. No content type
    // is signed, so the browser's PUT without one (spec 001 §7) matches.
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: this.key('quarantine', name),
      ContentLength: size,
    });
    return getSignedUrl(this.client, command, {
      expiresIn: ttlSeconds,
      signableHeaders: new Set(['content-length']),
    });
  }

  async problem(): Promise<string | undefined> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
      return undefined;
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      if (status === 404) return `the bucket ${this.config.bucket} does not exist`;
      return `the bucket ${this.config.bucket} does not answer: ${(error as Error).name} ${(error as Error).message}`;
    }
  }
}
