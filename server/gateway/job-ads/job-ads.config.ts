import { SUPPORTED_LANGUAGES } from '../../../src-domain/index';
import type { ServerConfig } from '../../config';

/**
 * The redirect URIs of our provider client: the /oauth2/ screen (spec 000 §2) on the public
 * origin and on each language's subdomain of it (`ar.localhost`, spec 001 languages), since the
 * popup must come back to the origin of the page that opened it.
 */
export function jobAdsRedirectUris(config: Pick<ServerConfig, 'publicOrigin'>): string[] {
  const base = new URL('/oauth2/', config.publicOrigin);
  return [
    base.href,
    ...SUPPORTED_LANGUAGES.map((language) => {
      const url = new URL(base.href);
      url.hostname = `${language}.${base.hostname}`;
      return url.href;
    }),
  ];
}
