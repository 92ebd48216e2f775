import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDependencies } from './app-dependencies';
import type { ServerConfig } from './config';
import { webPlugin } from './web/web.plugin';
import { healthPlugin } from './web/health.plugin';
import { clientConfigPlugin } from './web/client-config.plugin';
import { identityPlugin } from './identity/identity.plugin';
import { devPagesPlugin } from './dev/dev-pages.plugin';
import { gatewayPlugin } from './gateway/gateway.plugin';
import { gatewayErrorHandler } from './gateway/gateway.errors.handler';
import { ilmPlugin } from './ilm/ilm.plugin';
import { registerSecurityHeaders } from './security/security.plugin';
import { registerOAuthCallbackOpener } from './web/oauth-callback-opener.hook';
import { registerCompression } from './web/compression.plugin';
import { registerFiniteNumbers } from './finite-numbers.hook';
import { requestLogSerializer } from './request-log';
import { setUpLiveEvents } from './gateway/live/live-events.setup';
import { registerReadiness } from './process/readiness';
import { registerLoadShedding } from './process/load-shedding';
import { setUpJobs } from './jobs/jobs.setup';
import { lazySchemaCompilers } from './lazy-schema-compilers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles the schemas no request has needed yet (lazy-schema-compilers.ts); returns how many. */
    compileSchemas(): number;
  }
}

export type { AppDependencies };

/**
 * Fastify 5.12 ignores a bare hop count (it fails closed); a count set in TRUST_PROXY is the
 * operator's statement that every connection arrives through that many proxies, so it becomes
 * the equivalent trust function: the first `hops` addresses from the socket inward are proxies.
 */
function trustProxyOption(trust: ServerConfig['trustProxy']): false | string | TrustHops {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

type TrustHops = (address: string, hop: number) => boolean;

/**
 * Builds the whole server (web, gateway, identity, dev pages when DEV_PAGES is on) without listening, so tests
 * can drive it with `app.inject` and `main.ts` can listen on a port.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const compilers = lazySchemaCompilers();
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      // Secrets never reach the log: tokens, passwords and cookies are redacted.
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.body.password',
        'req.body.new_password',
      ],
      // Nor capabilities in a URL: signed links and upload URLs, authorization codes, tokens.
      serializers: { req: requestLogSerializer },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // Off unless TRUST_PROXY names the proxies: otherwise anyone sets request.ip with a header.
    trustProxy: trustProxyOption(deps.config.trustProxy),
    // Ajv's default (strictNumbers) skips minimum / maximum for a non-finite number, and its
    // coercion turns "1e400" into Infinity: with it off, the bounds every numeric input carries
    // (finite-numbers.hook.ts) reject Infinity with a 400 instead of passing it on.
    // removeAdditional off: a body field a route does not list is a 400 naming it
    // (route-schema.ts `Body`), where fastify's default dropped it without a word.
    ajv: { customOptions: { strictNumbers: false, removeAdditional: false } },
    // Validators and serializers are compiled at a route's first request, not at start (about 2 s).
    schemaController: { compilersFactory: compilers.factories },
    // A URL the router cannot decode (`/brands/%`) fails before any route: answered in the
    // gateway's error envelope (400 REQUEST.BAD_URL), not in fastify's own shape.
    frameworkErrors: (error, request, reply) => {
      gatewayErrorHandler(error, request, reply);
    },
  });
  app.decorate('compileSchemas', compilers.compileAll);
  registerFiniteNumbers(app);
  registerReadiness(app);
  await registerLoadShedding(app, deps.config.process.pressure);
  await registerSecurityHeaders(app, deps.config);
  registerOAuthCallbackOpener(app);
  await registerCompression(app);
  await app.register(healthPlugin, deps);
  await app.register(clientConfigPlugin, deps);
  setUpJobs(app, deps);
  await app.register(identityPlugin, deps);
  const live = setUpLiveEvents(app, deps);
  await app.register(gatewayPlugin, { ...deps, live });
  await app.register(ilmPlugin, deps);
  if (deps.config.devPages !== 'off') await app.register(devPagesPlugin, deps);
  await app.register(webPlugin, deps);
  return app;
}
