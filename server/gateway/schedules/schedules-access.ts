import type { FastifyRequest } from 'fastify';
import { brandHasService, isWeekStart, PermissionPolicy } from '../../../src-domain/index';
import { loadServices, pathIds, type BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { principalOf } from '../gateway.route';
import { policiesFor } from '../policy/grants.repository';
import { schedulesErrors } from './schedules.errors';

export const SCHEDULING_SERVICE = 'TEAM_SCHEDULING';
export const SCHEDULING_ACCESS = 'TEAM_LIVE';

/** The OpenAPI tag of every schedules route. */
export const SCHEDULES_TAGS = ['schedules'];
/** The access a manager's schedules route asks, as its summary states it. */
export const MANAGER_ACCESS = `${SCHEDULING_ACCESS} on a location of a brand with ${SCHEDULING_SERVICE}`;

/** A Monday, else 400 SCHEDULES.INVALID_WEEK. */
export function requireWeek(week: string): string {
  if (!isWeekStart(week)) throw schedulesErrors.invalidWeek(week);
  return week;
}

/**
 * The location of a schedules call, checked: in the caller's subtree (404 / 403 BRAND.*), a
 * LOCATION (400 SCHEDULES.NOT_A_LOCATION), TEAM_SCHEDULING on it or an ancestor (403
 * SCHEDULES.SERVICE_MISSING); for `manage`, the TEAM_LIVE access held there (403
 * SCHEDULES.FORBIDDEN); for `work`, a membership of it or an ancestor (403 BRAND.NOT_A_MEMBER).
 */
export async function scheduleLocation(
  context: GatewayContext,
  request: FastifyRequest,
  brandId: number,
  need: 'manage' | 'work',
): Promise<BrandRow> {
  const scope = context.scopeOf(request);
  const brand = need === 'work' ? await scope.requireMember(brandId) : await scope.require(brandId);
  if (brand.type !== 'LOCATION') throw schedulesErrors.notALocation(brand.id);
  const chain = pathIds(brand.path);
  const services = await loadServices(context.db, chain);
  if (!chain.some((id) => brandHasService({ services: services.get(id) ?? [] }, SCHEDULING_SERVICE))) {
    throw schedulesErrors.serviceMissing(brand.id);
  }
  if (need === 'manage') {
    const policy = new PermissionPolicy(await policiesFor(context.db, principalOf(request).sub, [brand]));
    if (!policy.hasAccess(SCHEDULING_ACCESS, { brands: [brand.id] }))
      throw schedulesErrors.forbidden(brand.id);
  }
  return brand;
}
