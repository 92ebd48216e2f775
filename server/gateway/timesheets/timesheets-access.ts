import type { FastifyRequest } from 'fastify';
import type { BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { GatewayError } from '../gateway.errors';
import { scheduleLocation } from '../schedules/schedules-access';
import { timesheetsErrors } from './timesheets.errors';

/**
 * The location of a timesheets call, checked by the schedules managers' rule (scheduleLocation
 * 'manage': in the caller's subtree, a location with TEAM_SCHEDULING, TEAM_LIVE held there); the
 * missing access answers 403 TIMESHEETS.FORBIDDEN, the others keep their BRAND.* / SCHEDULES.* codes.
 */
export async function timesheetLocation(
  context: GatewayContext,
  request: FastifyRequest,
  brandId: number,
): Promise<BrandRow> {
  try {
    return await scheduleLocation(context, request, brandId, 'manage');
  } catch (error) {
    if (error instanceof GatewayError && error.code === 'SCHEDULES.FORBIDDEN')
      throw timesheetsErrors.forbidden(brandId);
    throw error;
  }
}
