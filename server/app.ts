import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDependencies } from './app-dependencies';
import { webPlugin } from './web/web.plugin';
import { healthPlugin } from './web/health.plugin';
import { clientConfigPlugin } from './web/client-config.plugin';
import { identityPlugin } from './identity/identity.plugin';
import { legacyStandInPlugin } from './dev/legacy.plugin';
import { socialSandboxPlugin } from './dev/social-sandbox.plugin';
import { gatewayPlugin } from './gateway/gateway.plugin';
import { gatewayErrorHandler } from './gateway/gateway.errors.handler';
import { corporatePlugin } from './dev/corporate.plugin';
import { outboxPlugin } from './dev/outbox.plugin';
import { platformSwitchesPlugin } from './dev/platform-switches.plugin';
import { ilmPlugin } from './ilm/ilm.plugin';
import { registerSecurityHeaders } from './security/security.plugin';
import { registerCompression } from './web/compression.plugin';
import { registerFiniteNumbers } from './finite-numbers.hook';

export type { AppDependencies };

/**
 * Builds the whole server (web, gateway, identity, dev pages) without listening, so tests
 * can drive it with `app.inject` and `main.ts` can listen on a port.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
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
    },
    trustProxy: true,
    // Ajv's default (strictNumbers) skips minimum / maximum for a non-finite number, and its
    // coercion turns "1e400" into Infinity: with it off, the bounds every numeric input carries
    // (finite-numbers.hook.ts) reject Infinity with a 400 instead of passing it on.
    ajv: { customOptions: { strictNumbers: false } },
    // A URL the router cannot decode (`/brands/%`) fails before any route: answered in the
    // gateway's error envelope (400 REQUEST.BAD_URL), not in fastify's own shape.
    frameworkErrors: (error, request, reply) => {
      gatewayErrorHandler(error, request, reply);
    },
  });
  registerFiniteNumbers(app);
  await registerSecurityHeaders(app, deps.config);
  await registerCompression(app);
  await app.register(healthPlugin, deps);
  await app.register(clientConfigPlugin, deps);
  await app.register(identityPlugin, deps);
  await app.register(gatewayPlugin, deps);
  await app.register(ilmPlugin, deps);
  if (!deps.config.production) {
    await app.register(legacyStandInPlugin);
    await app.register(outboxPlugin, deps);
    await app.register(corporatePlugin, deps);
    await app.register(platformSwitchesPlugin, deps);
    await app.register(socialSandboxPlugin, deps);
  }
  await app.register(webPlugin, deps);
  return app;
}
