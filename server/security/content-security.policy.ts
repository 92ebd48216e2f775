import type { ServerConfig } from '../config';
import { mediaStoreOrigin } from '../storage/media-store.config';

const LANGUAGES = ['en', 'es', 'fr', 'de', 'ru', 'pl', 'tr', 'ar'] as const;

/** The origin of an absolute http(s) URL, else undefined (relative URLs are 'self'). */
export function originOfUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** PUBLIC_ORIGIN and its language subdomains (`es.localhost:8080` …): the app's own pages. */
export function appOrigins(config: Pick<ServerConfig, 'publicOrigin'>): string[] {
  const base = new URL(config.publicOrigin);
  return [base.origin, ...LANGUAGES.map((language) => `${base.protocol}//${language}.${base.host}`)];
}

const unique = (values: readonly (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => value !== undefined && value !== '')),
];

/**
 * The CSP of the app's pages: scripts only from our origin (no inline scripts but those whose
 * exact text `scriptHashes` allows, e.g. the guest pages' engagement loader; the boot data is a
 * JSON data block), styles from our origin plus inline style attributes, connections to
 * our origin, the identity endpoint and the auth origin, frames from the auth origin (identity
 * frame). reCAPTCHA and maps hosts are added only when their keys are configured. No
 * upgrade-insecure-requests: locally the app is plain http.
 */
export function appContentSecurityPolicy(
  config: ServerConfig,
  scriptHashes: readonly string[] = [],
): Record<string, string[] | null> {
  const identity = originOfUrl(config.identityEndpoint);
  const auth = originOfUrl(config.authOrigin);
  const cdn = originOfUrl(config.cdnLocalesUrl);
  const recaptcha = config.recaptchaSiteKey ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const maps = config.mapsApiKey ? ['https://maps.googleapis.com', 'https://maps.gstatic.com'] : [];
  const base = new URL(config.publicOrigin);
  // Object storage: pictures and videos are read from, and uploads PUT to, the bucket.
  const bucket = mediaStoreOrigin(config.mediaStore);
  const media = bucket ? [bucket] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: unique(["'self'", ...scriptHashes, ...recaptcha, ...maps]),
    styleSrc: unique(["'self'", "'unsafe-inline'", ...(maps.length ? ['https://fonts.googleapis.com'] : [])]),
    imgSrc: unique(["'self'", 'data:', 'blob:', ...maps, ...media]),
    ...(bucket ? { mediaSrc: ["'self'", 'blob:', bucket] } : {}),
    fontSrc: unique(["'self'", 'data:', ...(maps.length ? ['https://fonts.gstatic.com'] : [])]),
    connectSrc: unique([
      "'self'",
      identity,
      auth,
      cdn,
      `${base.protocol}//*.${base.host}`,
      ...maps,
      ...media,
    ]),
    frameSrc: unique([auth ?? "'self'", ...recaptcha]),
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * The header value of a policy in helmet's directive form, as helmet writes it: camelCase names
 * in kebab case, `null` leaves a directive out, an empty list is a directive without sources.
 */
export function serializeContentSecurityPolicy(directives: Record<string, string[] | null>): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, sources]) =>
      [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...sources].join(' '),
    )
    .join(';');
}
