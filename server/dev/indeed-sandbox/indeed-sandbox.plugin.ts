import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { jobAdsRedirectUris } from '../../gateway/job-ads/job-ads.config';
import { registerSandboxApiRoutes, registerSandboxControlRoutes } from './sandbox-api.routes';
import { registerSandboxPostingRoutes } from './sandbox-posting.routes';
import { registerSandboxOAuthRoutes } from './sandbox-oauth.routes';
import { SandboxState } from './sandbox.state';

/** Where the sandbox provider lives on our server (development only). */
export const INDEED_SANDBOX_PREFIX = '/sandbox/indeed';

/**
 * The job-ad provider's sandbox (issue #18), a development page like the corporate host: its
 * OAuth 2.0 endpoints, its campaigns API and the tester's controls under /sandbox/indeed. Our
 * configured client (INDEED_CLIENT_ID / INDEED_CLIENT_SECRET) is its one registered client,
 * with `{PUBLIC_ORIGIN}/oauth2/` as its one redirect URI. Not registered in production.
 */
export const indeedSandboxPlugin: FastifyPluginAsync<AppDependencies> = async (app, { config }) => {
  const redirectUris = jobAdsRedirectUris(config);
  const state = new SandboxState({
    id: config.indeed.clientId,
    secret: config.indeed.clientSecret,
    redirectUris,
  });
  // The consent form's answer redirects to a registered redirect URI, which may be on a language
  // subdomain: CSP's form-action governs that redirect too, so it names those origins.
  const redirectOrigins = [...new Set(redirectUris.map((uri) => new URL(uri).origin))].join(' ');
  const pagePolicy =
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${redirectOrigins}; ` +
    `frame-ancestors 'none'; base-uri 'none'`;
  await app.register(
    async (sandbox) => {
      sandbox.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      // A third-party provider sends no opener policy of ours: the popup keeps its opener.
      sandbox.addHook('onSend', async (_request, reply, payload) => {
        void reply.header('cross-origin-opener-policy', 'unsafe-none');
        void reply.header('content-security-policy', pagePolicy);
        return payload;
      });
      registerSandboxOAuthRoutes(sandbox, state);
      registerSandboxApiRoutes(sandbox, state);
      registerSandboxPostingRoutes(sandbox, state);
      registerSandboxControlRoutes(sandbox, state);
    },
    { prefix: INDEED_SANDBOX_PREFIX },
  );
};
