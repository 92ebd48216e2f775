import type { FastifyRequest } from 'fastify';
import { brandHasService, PermissionPolicy } from '../../../src-domain/index';
import { loadServices, pathIds, type BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { principalOf } from '../gateway.route';
import { policiesFor } from '../policy/grants.repository';
import { isLevelActive } from '../settings/level-activation.repository';
import { rewardsErrors } from './rewards.errors';

export const REWARDS_SERVICE = 'REWARDS_AND_RECOGNITION';
export const MANAGE_REWARDS = 'MANAGE_REWARDS';

/**
 * The brand of a rewards call, checked: in the caller's subtree (404 / 403 BRAND.*), with the
 * REWARDS_AND_RECOGNITION service on it or an ancestor (403 REWARDS.SERVICE_MISSING), switched
 * on for its level (level_activation; 403 REWARDS.LEVEL_INACTIVE), and for
 * `manage` with MANAGE_REWARDS on it (403 REWARDS.FORBIDDEN).
 */
export async function rewardsBrand(
  context: GatewayContext,
  request: FastifyRequest,
  brandId: number,
  need: 'use' | 'manage',
): Promise<BrandRow> {
  const brand = await context.scopeOf(request).require(brandId);
  const chain = pathIds(brand.path);
  const services = await loadServices(context.db, chain);
  if (!chain.some((id) => brandHasService({ services: services.get(id) ?? [] }, REWARDS_SERVICE))) {
    throw rewardsErrors.serviceMissing(brand.id);
  }
  if (!(await isLevelActive(context.db, brand, REWARDS_SERVICE))) throw rewardsErrors.levelInactive(brand.id);
  if (need === 'manage') {
    const policy = new PermissionPolicy(await policiesFor(context.db, principalOf(request).sub, [brand]));
    if (!policy.has(MANAGE_REWARDS, { brands: [brand.id] })) throw rewardsErrors.forbidden(brand.id);
  }
  return brand;
}

/**
 * The brand of an engagement read, once the caller may read its team's engagement: as `rewardsBrand`
 * with `use`, and VIEW_TEAM_ENGAGEMENT or MANAGE_REWARDS granted there (403 REWARDS.FORBIDDEN).
 */
export async function requireEngagementViewer(
  context: GatewayContext,
  request: FastifyRequest,
  brandId: number,
): Promise<BrandRow> {
  const brand = await rewardsBrand(context, request, brandId, 'use');
  const policy = new PermissionPolicy(await policiesFor(context.db, principalOf(request).sub, [brand]));
  if (!policy.hasAny(['VIEW_TEAM_ENGAGEMENT', MANAGE_REWARDS], { brands: [brand.id] })) {
    throw rewardsErrors.forbidden(brand.id);
  }
  return brand;
}

/** The ISO day (UTC) of an instant. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
