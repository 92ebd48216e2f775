import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './free-port';

/** The CORS rules of the test bucket: browsers PUT (presigned uploads) and GET from any origin. */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export interface LocalS3 {
  /** The environment that points a server at the bucket (MEDIA_STORE, S3_*, AWS_*). */
  readonly env: Record<string, string>;
  readonly endpoint: string;
  readonly bucket: string;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver 3.7) on a free loopback port, path-style, with `bucket`
 * created (CORS open) and its data in a temporary folder removed on close. Its credentials are
 * s3rver's fixed S3RVER / S3RVER.
 */
export async function startLocalS3(bucket = 'brigade-test', prefix = 'media'): Promise<LocalS3> {
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORE: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
