import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { registerCandidateTagRoutes } from './candidate-tags.routes';
import { registerTagAssignmentRoutes } from './tag-assignment.routes';
import { registerTagRoutes } from './tags.routes';
import { registerTalentPoolConsentRoutes } from './talent-pool-consent.routes';

/** The tags area: tags, talent pools and feedback (001 §7 "Tags", issue #14). */
export function registerTagsArea(app: FastifyInstance, context: GatewayContext): void {
  registerTagRoutes(app, context);
  registerCandidateTagRoutes(app, context);
  registerTagAssignmentRoutes(app, context);
  registerTalentPoolConsentRoutes(app, context);
}
