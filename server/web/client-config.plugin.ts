import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import type { AppConfig } from '../../src-domain/index';
import type { ServerConfig } from '../config';

/** The public client configuration: everything here is safe to show to any browser. */
export function publicClientConfig(config: ServerConfig): AppConfig {
  return {
    identity: {
      endpoint: config.identityEndpoint,
      userPoolId: config.userPoolId,
      clientId: config.clientId,
      authFlow: config.authFlow,
      region: 'us-east-1',
    },
    origins: {
      public: config.publicOrigin,
      auth: config.authOrigin,
      corporate: config.corporateOrigin,
      legacyApp: config.legacyAppUrl,
    },
    cdnLocalesUrl: config.cdnLocalesUrl,
    mapsApiKey: config.mapsApiKey,
    recaptchaSiteKey: config.recaptchaSiteKey,
    jobAds: { authorizeUrl: config.indeed.authorizeUrl, clientId: config.indeed.clientId },
    welcomeAuthSource: config.welcomeAuthSource,
  };
}

/** GET /config.json: the public client configuration (no secrets), cached for a minute. */
export const clientConfigPlugin: FastifyPluginAsync<AppDependencies> = async (app, { config }) => {
  const body = publicClientConfig(config);
  app.get('/config.json', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=60');
    return body;
  });
};
