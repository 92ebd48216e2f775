import type { ServerConfig } from '../../config';

/** The one redirect URI of our provider client: the /oauth2/ screen (spec 000 §2). */
export function jobAdsRedirectUri(config: Pick<ServerConfig, 'publicOrigin'>): string {
  return new URL('/oauth2/', config.publicOrigin).href;
}
