import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { registerApplicationDetailRoutes } from './application-detail.routes';
import { registerApplicationStatusRoutes } from './application-status.routes';
import { registerApplicationRoutes } from './applications.routes';
import { registerFileRoutes } from './files.routes';
import { registerMessageRoutes } from './messages.routes';
import { loadLinkKey } from './link-key.store';
import { SignedLinks } from './signed-links';

/** The messaging area of the hiring workspace (001 §7 "Messaging", issue #13). */
export function registerMessagingRoutes(app: FastifyInstance, context: GatewayContext): void {
  // One key per DATA_DIR, so every instance on it verifies the others' links.
  const links = new SignedLinks(loadLinkKey(context.config.dataDir));
  registerApplicationRoutes(app, context);
  registerApplicationStatusRoutes(app, context);
  registerApplicationDetailRoutes(app, context);
  registerMessageRoutes(app, context, links);
  registerFileRoutes(app, context, links);
}
