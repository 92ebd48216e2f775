import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { appContentSecurityPolicy } from './content-security.policy';

/**
 * Security headers for every answer (helmet, registered on the root so it covers all routes),
 * with the strict CSP of the app's pages (content-security.policy.ts). Routes that need another
 * policy (the identity frame, the API docs page) set their own. HSTS only when PUBLIC_ORIGIN is
 * https. Call before any route is registered.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: appContentSecurityPolicy(config) },
    // Social sign-in opens popups that must be able to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicOrigin.startsWith('https:') ? { maxAge: 15552000 } : false,
  });
}
