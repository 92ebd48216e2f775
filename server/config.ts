import net from 'node:net';
import path from 'node:path';
import { isPostgresUrl } from './db/dialect';
import { readMailConfig, type MailConfig } from './mail/mail.config';
import { readProcessConfig, type ProcessConfig } from './process/process.config';
import { readSmsConfig, type SmsConfig } from './gateway/sms/sms.config';
import { readMediaStoreConfig, type MediaStoreConfig } from './storage/media-store.config';

/**
 * The server's settings, read once from environment variables with local defaults
 * (README "Configuration"). Nothing else in the server reads process.env.
 */
export interface ServerConfig {
  readonly port: number;
  /** Listen address: `HOST`, else 127.0.0.1 when the development pages are on, else 0.0.0.0. */
  readonly host: string;
  readonly production: boolean;
  /**
   * Which proxies may set X-Forwarded-For / -Proto / -Host (`TRUST_PROXY`), as Fastify's
   * `trustProxy` takes it: `false` (default, the socket address is the client), a hop count,
   * or addresses / CIDR ranges (and proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
   */
  readonly trustProxy: false | number | string;
  /**
   * The development pages (/dev/*, /corporate, /legacy stand-in, social sandbox): `off`
   * (default), `loopback` (`DEV_PAGES=true`: only callers whose socket is on this machine) or
   * `remote` (`DEV_PAGES=remote`: every caller). Never on in production.
   */
  readonly devPages: 'off' | 'loopback' | 'remote';
  readonly dataDir: string;
  /**
   * `DATABASE_URL`: a `postgres://` URL as given (PostgreSQL), else the SQLite file's path
   * (relative to the data folder; `brigade.sqlite` when unset).
   */
  readonly databaseFile: string;
  /** Where the built client (dist/client) and the SSR bundle (dist/ssr) live. */
  readonly distDir: string;
  readonly publicOrigin: string;
  readonly authOrigin: string;
  readonly corporateOrigin: string;
  readonly legacyAppUrl: string;
  readonly identityEndpoint: string;
  readonly userPoolId: string;
  readonly clientId: string;
  readonly authFlow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  readonly cdnLocalesUrl: string;
  readonly mapsApiKey: string;
  readonly recaptchaSiteKey: string;
  /** WELCOME_AUTH_SOURCE: the external sign-in source shown the custom welcome page once (default OKTA; empty: none). */
  readonly welcomeAuthSource: string;
  readonly recaptchaSecret: string;
  readonly logLevel: string;
  /** Requests per window per client address on sign-in-ish, reset and registration routes. */
  readonly rateLimitMax: number;
  /** Window of `rateLimitMax`, milliseconds. */
  readonly rateLimitWindowMs: number;
  /** Password reset requests per user per 24 h, and wrong confirmations per reset code. */
  readonly resetMaxAttempts: number;
  /** Largest profile photo accepted, bytes. */
  readonly uploadMaxBytes: number;
  /** Largest brand-media image accepted through a signed upload URL (`MEDIA_MAX_IMAGE_BYTES`), bytes. */
  readonly mediaMaxImageBytes: number;
  /** Largest brand-media video accepted through a signed upload URL (`MEDIA_MAX_VIDEO_BYTES`), bytes. */
  readonly mediaMaxVideoBytes: number;
  /**
   * Bytes a brand's media library may hold (`MEDIA_BRAND_QUOTA_BYTES`, default 1 GiB): stored
   * files not deleted or swept, plus the declared size of signed URLs still open. A signed URL
   * that would pass it is refused with 413 MEDIA.QUOTA_EXCEEDED.
   */
  readonly mediaBrandQuotaBytes: number;
  /** Signed upload URLs one user may ask for per window (`MEDIA_PRESIGN_MAX_PER_USER`, default 60). */
  readonly mediaPresignMaxPerUser: number;
  /** Signed upload URLs handed out for one brand per window (`MEDIA_PRESIGN_MAX_PER_BRAND`, default 200). */
  readonly mediaPresignMaxPerBrand: number;
  /** The window of both presign limits, ms (`MEDIA_PRESIGN_WINDOW_MS`, default one hour). */
  readonly mediaPresignWindowMs: number;
  /**
   * Age after which an uploaded file never registered as a medium (nor used as one's secondary
   * image) is deleted, ms (`MEDIA_UNREGISTERED_TTL_MS`, default 24 h).
   */
  readonly mediaUnregisteredTtlMs: number;
  /** Profile photo replacements per user per window (`PHOTO_REPLACE_MAX`, default 10). */
  readonly photoReplaceMax: number;
  /** The window of `photoReplaceMax`, ms (`PHOTO_REPLACE_WINDOW_MS`, default one hour). */
  readonly photoReplaceWindowMs: number;
  /**
   * Key of the signed upload URLs (`MEDIA_UPLOAD_KEY`, at least 32 characters), shared by every
   * server process; when unset, a key file created once in DATA_DIR/keys is used.
   */
  readonly mediaUploadKey: string;
  /**
   * Loads the demo seed on start. Outside production on unless `SEED_DEMO=false`; in production
   * off unless `SEED_DEMO=true` is set explicitly (the demo accounts' password is in the README).
   */
  readonly seedDemo: boolean;
  /**
   * E-mail domains of a hotel group whose people sign in through its identity provider only:
   * they may not self-register (spec 000 §5); subdomains count too. Empty: nobody is blocked.
   */
  readonly ssoOnlyEmailDomains: readonly string[];
  /** The name of that provider, as the refusal names it ('please login through {provider} first'). */
  readonly ssoProviderName: string;
  /** The job-ad provider (issue #18): the local sandbox under /sandbox/indeed by default. */
  readonly indeed: IndeedConfig;
  /** The live event stream (issue #32, README "Live events"). */
  readonly live: LiveConfig;
  /** Graceful shutdown and load shedding (issue #37, server/process/process.config.ts). */
  readonly process: ProcessConfig;
  /** The job queue (issue #35, server/jobs/). */
  readonly jobs: JobQueueConfig;
  /** Where mail goes (issue #35, server/mail/mail.config.ts). */
  readonly mail: MailConfig;
  /** Texts: Twilio, the local sandbox or off (issue #35, server/gateway/sms/sms.config.ts). */
  readonly sms: SmsConfig;
  /** Where uploaded files live: the disk (default) or an S3 bucket (issue #37, storage/media-store.config.ts). */
  readonly mediaStore: MediaStoreConfig;
}

/** Settings of the job queue's runner in this process (README "Job queue"). */
export interface JobQueueConfig {
  /** `JOBS_CONCURRENCY` (2): jobs this process runs at once. */
  readonly concurrency: number;
  /** `JOBS_POLL_MS` (1 000): jobs due later (backoff, runAt) are looked for this often. */
  readonly pollMs: number;
  /** `JOBS_LEASE_SECONDS` (600): a claimed job still running after this is taken again. */
  readonly leaseSeconds: number;
}

/** Settings of GET /api/core/v1/events and its event log. */
export interface LiveConfig {
  /**
   * `LIVE_EVENTS` (on): `off` stops writes publishing events (the stream still opens, and
   * hears nothing). For measuring what the events cost (`npm run bench -- live`) and as a switch.
   */
  readonly publish: boolean;
  /** `LIVE_HEARTBEAT_MS` (15 000): ping, session end and expiry checks, access re-read. */
  readonly heartbeatMs: number;
  /** `LIVE_STREAMS_PER_USER` (6): open streams per user and process; the next gets 429. */
  readonly streamsPerUser: number;
  /** `LIVE_RETENTION_HOURS` (24, never less): how long the event log keeps an event. */
  readonly retentionHours: number;
  /** `LIVE_REPLAY_MAX` (10 000): a resume needing more events gets `reload`. */
  readonly replayMax: number;
  /** `LIVE_RETRY_MS` (3 000): the reconnection delay sent to clients. */
  readonly retryMs: number;
  /** `LIVE_SLOW_CLIENT_MS` (10 000): a socket that stays full this long is dropped. */
  readonly slowClientMs: number;
  /** `LIVE_BUFFER_BYTES` (1 MiB): bytes queued for one socket beyond which it is dropped at once. */
  readonly bufferBytes: number;
  /** `LIVE_POLL_MS` (5 000): the log is read this often even without a NOTIFY. */
  readonly pollMs: number;
  /**
   * `LIVE_COALESCE_MS` (20; 0: none): a wake-up reads the log this long after it, so events
   * committed meanwhile reach each stream in one write (README "Live events").
   */
  readonly coalesceMs: number;
}

/** The job-ad provider's addresses and our client's credentials (README "Configuration"). */
export interface IndeedConfig {
  /** The consent page the popup opens (`INDEED_AUTHORIZE_URL`). */
  readonly authorizeUrl: string;
  /** The token endpoint (`INDEED_TOKEN_URL`). */
  readonly tokenUrl: string;
  /** Base of the campaigns API, `/v1/campaigns` is appended (`INDEED_API_URL`). */
  readonly apiUrl: string;
  readonly clientId: string;
  /** Never sent to the browser nor logged. */
  readonly clientSecret: string;
  /**
   * Key of the refresh tokens at rest: 32 bytes as base64 (`INDEED_TOKEN_KEY`); undefined → a
   * key file generated once into DATA_DIR (job-ads/token-cipher.ts).
   */
  readonly tokenKey: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const authFlow = env.AUTH_FLOW === 'USER_PASSWORD_AUTH' ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH';
  const production = env.NODE_ENV === 'production';
  const devPages = devPagesMode(env.DEV_PAGES, production);
  return {
    port,
    host: env.HOST || (devPages === 'off' ? '0.0.0.0' : '127.0.0.1'),
    production,
    trustProxy: trustProxy(env.TRUST_PROXY),
    devPages,
    dataDir,
    databaseFile: databaseTarget(dataDir, env.DATABASE_URL),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    publicOrigin,
    authOrigin: env.AUTH_ORIGIN ?? publicOrigin,
    corporateOrigin: env.CORPORATE_ORIGIN ?? `${publicOrigin}/corporate`,
    legacyAppUrl: env.LEGACY_APP_URL ?? `${publicOrigin}/legacy`,
    identityEndpoint: env.IDENTITY_ENDPOINT ?? `${publicOrigin}/idp`,
    userPoolId: env.USER_POOL_ID ?? 'us-east-1_BrigadeLocal',
    clientId: env.CLIENT_ID ?? 'brigade-web-local',
    authFlow,
    cdnLocalesUrl: env.CDN_LOCALES_URL ?? '/locales',
    mapsApiKey: env.MAPS_API_KEY ?? '',
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? '',
    welcomeAuthSource: env.WELCOME_AUTH_SOURCE ?? 'OKTA',
    recaptchaSecret: env.RECAPTCHA_SECRET ?? '',
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitMax: positiveInteger(env, 'RATE_LIMIT_MAX', 300),
    rateLimitWindowMs: positiveInteger(env, 'RATE_LIMIT_WINDOW_MS', 60_000),
    resetMaxAttempts: positiveInteger(env, 'RESET_MAX_ATTEMPTS', 5),
    uploadMaxBytes: positiveInteger(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024),
    mediaMaxImageBytes: positiveInteger(env, 'MEDIA_MAX_IMAGE_BYTES', 10 * 1024 * 1024),
    mediaMaxVideoBytes: positiveInteger(env, 'MEDIA_MAX_VIDEO_BYTES', 100 * 1024 * 1024),
    mediaBrandQuotaBytes: positiveInteger(env, 'MEDIA_BRAND_QUOTA_BYTES', 1024 * 1024 * 1024),
    mediaPresignMaxPerUser: positiveInteger(env, 'MEDIA_PRESIGN_MAX_PER_USER', 60),
    mediaPresignMaxPerBrand: positiveInteger(env, 'MEDIA_PRESIGN_MAX_PER_BRAND', 200),
    mediaPresignWindowMs: positiveInteger(env, 'MEDIA_PRESIGN_WINDOW_MS', 60 * 60 * 1000),
    mediaUnregisteredTtlMs: positiveInteger(env, 'MEDIA_UNREGISTERED_TTL_MS', 24 * 60 * 60 * 1000),
    photoReplaceMax: positiveInteger(env, 'PHOTO_REPLACE_MAX', 10),
    photoReplaceWindowMs: positiveInteger(env, 'PHOTO_REPLACE_WINDOW_MS', 60 * 60 * 1000),
    mediaUploadKey: mediaUploadKey(env.MEDIA_UPLOAD_KEY),
    seedDemo: production ? env.SEED_DEMO === 'true' : env.SEED_DEMO !== 'false',
    ssoOnlyEmailDomains: domainList(env.SSO_ONLY_EMAIL_DOMAINS ?? 'grandhotels.example'),
    ssoProviderName: env.SSO_PROVIDER_NAME?.trim() || 'Grand Hotels SSO',
    indeed: indeedConfig(env, publicOrigin, production),
    live: {
      publish: env.LIVE_EVENTS !== 'off',
      heartbeatMs: positiveInteger(env, 'LIVE_HEARTBEAT_MS', 15_000),
      streamsPerUser: positiveInteger(env, 'LIVE_STREAMS_PER_USER', 6),
      retentionHours: Math.max(24, positiveInteger(env, 'LIVE_RETENTION_HOURS', 24)),
      replayMax: positiveInteger(env, 'LIVE_REPLAY_MAX', 10_000),
      retryMs: positiveInteger(env, 'LIVE_RETRY_MS', 3_000),
      slowClientMs: positiveInteger(env, 'LIVE_SLOW_CLIENT_MS', 10_000),
      bufferBytes: positiveInteger(env, 'LIVE_BUFFER_BYTES', 1024 * 1024),
      pollMs: positiveInteger(env, 'LIVE_POLL_MS', 5_000),
      coalesceMs: nonNegativeInteger(env, 'LIVE_COALESCE_MS', 20),
    },
    process: readProcessConfig(env),
    jobs: {
      concurrency: positiveInteger(env, 'JOBS_CONCURRENCY', 2),
      pollMs: positiveInteger(env, 'JOBS_POLL_MS', 1_000),
      leaseSeconds: positiveInteger(env, 'JOBS_LEASE_SECONDS', 600),
    },
    mail: readMailConfig(env),
    sms: readSmsConfig(env, publicOrigin, devPages),
    mediaStore: readMediaStoreConfig(env),
  };
}

/** The local sandbox's client secret: known to everyone who reads this file, so never in production. */
export const SANDBOX_INDEED_CLIENT_SECRET = 'brigade-local-sandbox-secret';

/** The provider's settings that production must set itself (the defaults are the local sandbox). */
const INDEED_PRODUCTION_SETTINGS = [
  'INDEED_AUTHORIZE_URL',
  'INDEED_TOKEN_URL',
  'INDEED_API_URL',
  'INDEED_CLIENT_ID',
  'INDEED_CLIENT_SECRET',
] as const;

function indeedConfig(env: NodeJS.ProcessEnv, publicOrigin: string, production: boolean): IndeedConfig {
  if (production) refuseSandboxProvider(env);
  const sandbox = `${publicOrigin}/sandbox/indeed`;
  const tokenKey = env.INDEED_TOKEN_KEY?.trim() || undefined;
  if (tokenKey !== undefined && Buffer.from(tokenKey, 'base64').length !== 32)
    throw new Error('INDEED_TOKEN_KEY must be 32 bytes in base64');
  return {
    authorizeUrl: env.INDEED_AUTHORIZE_URL ?? `${sandbox}/oauth/v2/authorize`,
    tokenUrl: env.INDEED_TOKEN_URL ?? `${sandbox}/oauth/v2/tokens`,
    apiUrl: env.INDEED_API_URL ?? sandbox,
    clientId: env.INDEED_CLIENT_ID ?? 'brigade-local',
    clientSecret: env.INDEED_CLIENT_SECRET ?? SANDBOX_INDEED_CLIENT_SECRET,
    tokenKey,
  };
}

/**
 * Production never talks to the local sandbox: every provider setting is set, the secret is not
 * the sandbox's, and no address points at the sandbox's path. Throws naming the variable.
 */
function refuseSandboxProvider(env: NodeJS.ProcessEnv): void {
  for (const name of INDEED_PRODUCTION_SETTINGS) {
    const value = env[name]?.trim() ?? '';
    if (value === '')
      throw new Error(`${name} must be set when NODE_ENV is production (the default is the local sandbox)`);
    if (name === 'INDEED_CLIENT_SECRET' && value === SANDBOX_INDEED_CLIENT_SECRET)
      throw new Error(
        `${name} is the local sandbox's secret; set the provider's own when NODE_ENV is production`,
      );
    if (name.endsWith('_URL') && /\/sandbox\/indeed(\/|$)/.test(safePathname(value)))
      throw new Error(
        `${name} points at the local sandbox; set the provider's address when NODE_ENV is production`,
      );
  }
}

function safePathname(value: string): string {
  try {
    return new URL(value).pathname;
  } catch {
    return value;
  }
}

function devPagesMode(raw: string | undefined, production: boolean): ServerConfig['devPages'] {
  const value = raw?.trim().toLowerCase() ?? '';
  const mode =
    value === '' || value === 'false'
      ? 'off'
      : value === 'true'
        ? 'loopback'
        : value === 'remote'
          ? 'remote'
          : undefined;
  if (mode === undefined) throw new Error(`DEV_PAGES must be true, remote or false, got ${raw}`);
  if (mode !== 'off' && production)
    throw new Error(`DEV_PAGES must be off when NODE_ENV is production, got ${raw}`);
  return mode;
}

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `TRUST_PROXY`: unset → false; `N` → N hops; else a comma-separated address / CIDR list. */
function trustProxy(raw: string | undefined): ServerConfig['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (/^[0-9]+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 32) throw new Error(`TRUST_PROXY must be 1–32 hops, got ${raw}`);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyAddress(entry))
      throw new Error(
        `TRUST_PROXY must be a hop count or comma-separated addresses / CIDR ranges, got ${entry || raw}`,
      );
  }
  return entries.join(',');
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^[0-9]{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

function databaseTarget(dataDir: string, raw: string | undefined): string {
  if (raw && isPostgresUrl(raw)) return raw;
  return path.resolve(dataDir, raw ?? 'brigade.sqlite');
}

function mediaUploadKey(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (value !== '' && value.length < 32) throw new Error('MEDIA_UPLOAD_KEY must be at least 32 characters');
  return value;
}

function nonNegativeInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of 0 or more, got ${raw}`);
  return value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got ${raw}`);
  return value;
}

/** A comma-separated list of e-mail domains, lower-cased; rejects anything that is no domain. */
function domainList(raw: string): string[] {
  const domains = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  for (const domain of domains) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain))
      throw new Error(`SSO_ONLY_EMAIL_DOMAINS must list e-mail domains, got ${domain}`);
  }
  return domains;
}
