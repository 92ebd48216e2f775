import type { FastifyRequest } from 'fastify';
import { PermissionPolicy } from '../../../src-domain/index';
import type { BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { principalOf } from '../gateway.route';
import { policiesFor } from '../policy/grants.repository';
import { findProfile } from '../users/profiles.repository';
import { mediaErrors } from './media.errors';

/**
 * The brand, when the caller may manage its media: an employer who sees the brand (else 404
 * BRAND.NOT_FOUND / 403 BRAND.FORBIDDEN) and holds SOURCE_HIRE on it (else 403 MEDIA.FORBIDDEN).
 * The library holds hiring media (job ads, the careers page), hence the hiring access.
 */
export async function requireMediaManager(
  context: GatewayContext,
  request: FastifyRequest,
  brandId: number,
): Promise<BrandRow> {
  const userId = principalOf(request).sub;
  const brand = await context.scopeOf(request).require(brandId);
  const [profile, policies] = await Promise.all([
    findProfile(context.db, userId),
    policiesFor(context.db, userId, [brand]),
  ]);
  const policy = new PermissionPolicy(policies);
  if (profile?.user_employer !== 1 || !policy.hasAccess('SOURCE_HIRE', { brands: [brand.id] })) {
    throw mediaErrors.forbidden(brand.id);
  }
  return brand;
}
