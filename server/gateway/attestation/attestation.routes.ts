import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { registerAttestationTemplateRoutes } from './attestation-templates.routes';
import { registerRiskRoutes } from './risk.routes';
import { registerStaticFieldRoutes } from './static-fields.routes';

/** The clock-out attestation area (issue #16): settings calls of spec 001 §7 and the risk reads. */
export function registerAttestationRoutes(app: FastifyInstance, context: GatewayContext): void {
  registerAttestationTemplateRoutes(app, context);
  registerStaticFieldRoutes(app, context);
  registerRiskRoutes(app, context);
}
