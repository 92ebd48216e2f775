/**
 * Where uploaded files live (issue #37, README "Object storage"), read from the environment:
 * `MEDIA_STORE` unset or empty → the disk (DATA_DIR/uploads, the embedded default);
 * `MEDIA_STORE=s3://bucket/prefix` → an S3-compatible bucket, with `S3_ENDPOINT` (an
 * S3-compatible server's URL; unset: AWS), `S3_REGION` (default us-east-1) and
 * `S3_FORCE_PATH_STYLE=true` (path-style addressing, as MinIO and s3rver want). Credentials come
 * from the AWS SDK's standard chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles).
 * Throws naming the variable on a malformed value.
 */
export type MediaStoreConfig =
  | { readonly kind: 'disk' }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      /** Key prefix without leading or trailing slash; '' for the bucket's root. */
      readonly prefix: string;
      /** undefined: AWS's own endpoint for the region. */
      readonly endpoint: string | undefined;
      readonly region: string;
      readonly forcePathStyle: boolean;
      /**
       * AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (/ AWS_SESSION_TOKEN) of the environment read;
       * undefined when unset: the SDK's own chain (shared profile, container or instance role).
       */
      readonly credentials:
        | { readonly accessKeyId: string; readonly secretAccessKey: string; readonly sessionToken?: string }
        | undefined;
    };

/** An S3 bucket name (3–63 lower-case letters, digits, dots, hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function readMediaStoreConfig(env: NodeJS.ProcessEnv): MediaStoreConfig {
  const raw = env.MEDIA_STORE?.trim() ?? '';
  if (raw === '' || raw === 'disk') return { kind: 'disk' };
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(raw);
  if (!match || !BUCKET.test(match[1]!))
    throw new Error(`MEDIA_STORE must be s3://bucket/prefix (or unset for the disk), got ${raw}`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got ${endpoint}`);
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() ?? '';
  if (!['', 'true', 'false'].includes(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got ${env.S3_FORCE_PATH_STYLE}`);
  return {
    kind: 's3',
    bucket: match[1]!,
    prefix,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: pathStyle === 'true',
    credentials: credentialsOf(env),
  };
}

function credentialsOf(env: NodeJS.ProcessEnv): Extract<MediaStoreConfig, { kind: 's3' }>['credentials'] {
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim() ?? '';
  if (accessKeyId === '' && secretAccessKey === '') return undefined;
  if (accessKeyId === '' || secretAccessKey === '')
    throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are set together or not at all');
  const sessionToken = env.AWS_SESSION_TOKEN?.trim() || undefined;
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

/**
 * The origin browsers fetch the bucket's presigned URLs from (for the pages' CSP), or undefined
 * on the disk.
 */
export function mediaStoreOrigin(store: MediaStoreConfig): string | undefined {
  if (store.kind === 'disk') return undefined;
  if (store.endpoint !== undefined) {
    const url = new URL(store.endpoint);
    return store.forcePathStyle ? url.origin : `${url.protocol}//${store.bucket}.${url.host}`;
  }
  const host = `s3.${store.region}.amazonaws.com`;
  return store.forcePathStyle ? `https://${host}` : `https://${store.bucket}.${host}`;
}
