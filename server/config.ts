import path from 'node:path';

/**
 * The server's settings, read once from environment variables with local defaults
 * (README "Configuration"). Nothing else in the server reads process.env.
 */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly production: boolean;
  readonly dataDir: string;
  /** Path of the SQLite file. */
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
  /** Loads the demo seed on start (`SEED_DEMO=false` turns it off). */
  readonly seedDemo: boolean;
  /**
   * E-mail domains of a hotel group whose people sign in through its identity provider only:
   * they may not self-register (spec 000 §5); subdomains count too. Empty: nobody is blocked.
   */
  readonly ssoOnlyEmailDomains: readonly string[];
  /** The name of that provider, as the refusal names it ('please login through {provider} first'). */
  readonly ssoProviderName: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const authFlow = env.AUTH_FLOW === 'USER_PASSWORD_AUTH' ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    dataDir,
    databaseFile: path.resolve(dataDir, env.DATABASE_URL ?? 'brigade.sqlite'),
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
    recaptchaSecret: env.RECAPTCHA_SECRET ?? '',
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitMax: positiveInteger(env, 'RATE_LIMIT_MAX', 300),
    rateLimitWindowMs: positiveInteger(env, 'RATE_LIMIT_WINDOW_MS', 60_000),
    resetMaxAttempts: positiveInteger(env, 'RESET_MAX_ATTEMPTS', 5),
    uploadMaxBytes: positiveInteger(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024),
    seedDemo: env.SEED_DEMO !== 'false',
    ssoOnlyEmailDomains: domainList(env.SSO_ONLY_EMAIL_DOMAINS ?? 'grandhotels.example'),
    ssoProviderName: env.SSO_PROVIDER_NAME?.trim() || 'Grand Hotels SSO',
  };
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
