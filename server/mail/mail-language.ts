import { FALLBACK_LANGUAGE, languageFromHost, sanitizeLanguage, type Language } from '../../src-domain';

/** What a request says about the page its person is looking at. */
export interface RequestHosts {
  /** The Origin header: the page that sent the request (browsers send it on POST). */
  readonly origin?: string | undefined;
  /** The Host header: the host the request was sent to. */
  readonly host?: string | undefined;
}

/**
 * The language of the person making a request, from the first label of the page's host (spec 000:
 * the language is the host's first label): the Origin's host, else the request's own host, else
 * English. Only the LANGUAGE is taken from these headers; links are never built from them (see
 * `originOfLanguage`), so a forged Origin cannot put another host into a mailed link.
 */
export function languageOfRequest(hosts: RequestHosts): Language {
  const origin = hostOf(hosts.origin);
  if (origin) return languageFromHost(origin);
  return hosts.host ? languageFromHost(hosts.host) : FALLBACK_LANGUAGE;
}

/**
 * The origin of `language`'s pages on this deployment: `publicOrigin` (the configured one) with
 * the language as the host's first label — `http://localhost:8080` → `http://ar.localhost:8080`;
 * a first label that already is a language is replaced; English keeps `publicOrigin` as it is.
 */
export function originOfLanguage(publicOrigin: string, language: Language): string {
  const url = new URL(publicOrigin);
  const labels = url.hostname.split('.');
  const first = labels[0] ?? '';
  const hasLanguageLabel = labels.length > 1 && sanitizeLanguage(first) === first;
  if (hasLanguageLabel && first === language) return url.origin;
  const bare = hasLanguageLabel ? labels.slice(1) : labels;
  url.hostname = (language === FALLBACK_LANGUAGE ? bare : [language, ...bare]).join('.');
  return url.origin;
}

function hostOf(origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
