import type { FastifyRequest } from 'fastify';
import { PermissionPolicy, brandHasService, canUse } from '../../../src-domain/index';
import { effectiveSettings, loadServices, pathIds, type BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { principalOf } from '../gateway.route';
import { policiesFor } from '../policy/grants.repository';
import { findProfile } from '../users/profiles.repository';
import { attestationErrors } from './attestation.errors';

/** The permission the settings screens and calls need (shared-settings.md SettingsGate). */
export const MANAGE_ATTESTATION_PERMISSION = 'MANAGE_CLOCKOUT_ATTESTATION';
/** The brand service of the module (issue #16); a sub-service of HARRI_ENGAGE counts too. */
export const ATTESTATION_SERVICE = 'CLOCKOUT_ATTESTATION';

/**
 * The brand of a settings call, once the caller may manage its clock-out attestation: in the
 * caller's subtree (else 404/403 BRAND.*), the service on the brand or an ancestor (else 403
 * ATTESTATION.SERVICE_MISSING), MANAGE_CLOCKOUT_ATTESTATION granted there (else 403
 * ATTESTATION.FORBIDDEN).
 */
export async function requireAttestationManager(
  context: GatewayContext,
  request: FastifyRequest,
  brandId: number,
): Promise<BrandRow> {
  const brand = await context.scopeOf(request).require(brandId);
  const chain = pathIds(brand.path);
  const [services, policies] = await Promise.all([
    loadServices(context.db, chain),
    policiesFor(context.db, principalOf(request).sub, [brand]),
  ]);
  const hasService = chain.some((id) =>
    brandHasService({ services: services.get(id) ?? [] }, ATTESTATION_SERVICE),
  );
  if (!hasService) throw attestationErrors.serviceMissing(brand.id);
  if (!new PermissionPolicy(policies).has(MANAGE_ATTESTATION_PERMISSION, { brands: [brand.id] })) {
    throw attestationErrors.forbidden(brand.id);
  }
  return brand;
}

/**
 * The brand of a risk call, once the risk dashboard opens for the caller there (spec 000 §6:
 * TEAM_LIVE, RISK_DETECTION, ACCESS_RISK_DETECTION_DASHBOARD, location filter ALL_LEVELS or
 * CHILDREN_ONLY below top level); else 403 ATTESTATION.RISK_FORBIDDEN. Also answers the
 * effective location filter type.
 */
export async function requireRiskViewer(
  context: GatewayContext,
  request: FastifyRequest,
  brandId: number,
): Promise<{ brand: BrandRow; locationFilterType: string }> {
  const userId = principalOf(request).sub;
  const brand = await context.scopeOf(request).require(brandId);
  const [profile, services, policies, settings] = await Promise.all([
    findProfile(context.db, userId),
    loadServices(context.db, [brand.id]),
    policiesFor(context.db, userId, [brand]),
    effectiveSettings(context.db, brand),
  ]);
  const allowed = canUse('RISK_DASHBOARD', {
    user: { user_employer: profile?.user_employer === 1 },
    brand: { id: brand.id, type: brand.type, services: services.get(brand.id) ?? [] },
    policy: new PermissionPolicy(policies),
    ...(settings.location_filter_type ? { locationFilterType: settings.location_filter_type } : {}),
  });
  if (!allowed || !settings.location_filter_type) throw attestationErrors.riskForbidden(brand.id);
  return { brand, locationFilterType: settings.location_filter_type };
}
