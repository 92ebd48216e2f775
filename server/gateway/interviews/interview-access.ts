import type { FastifyRequest } from 'fastify';
import type { BrandRow } from '../brands/brands.repository';
import { GatewayError } from '../gateway.errors';
import type { GatewayContext } from '../gateway.context';
import { principalOf } from '../gateway.route';
import { requireApplication, type ApplicationAccess } from '../messaging/application-access';
import { hirePaths } from '../messaging/hire-scope.repository';
import { interviewsErrors } from './interviews.errors';

/**
 * A brand of an interviews call and the subtrees below it where the caller hires: 404 / 403
 * BRAND.* outside their scope (BrandScope.require), 403 INTERVIEWS.FORBIDDEN without SOURCE_HIRE
 * on the brand (`whole`: on the whole brand; otherwise on some part of its subtree).
 */
export async function hiringBrand(
  context: GatewayContext,
  request: FastifyRequest,
  brandId: number,
  whole: boolean,
): Promise<{ brand: BrandRow; paths: string[] }> {
  const scope = context.scopeOf(request);
  const brand = await scope.require(brandId);
  const paths = await hirePaths(context.db, principalOf(request).sub, await scope.roots(), brand.path);
  const allowed = whole ? paths.some((path) => brand.path.startsWith(path)) : paths.length > 0;
  if (!allowed) throw interviewsErrors.forbidden(brandId);
  return { brand, paths };
}

/** The application for an employer who hires over it (requireApplication); its candidate gets 403. */
export async function employerApplication(
  context: GatewayContext,
  request: FastifyRequest,
  applicationId: number,
): Promise<ApplicationAccess> {
  const access = await requireApplication(context, request, applicationId);
  if (access.reader.side !== 'employer') throw interviewsErrors.employerOnly();
  return access;
}

/** As employerApplication for the application of interview `interviewId`: 404 INTERVIEWS.NOT_FOUND otherwise. */
export async function employerInterviewApplication(
  context: GatewayContext,
  request: FastifyRequest,
  interviewId: number,
  applicationId: number,
): Promise<ApplicationAccess> {
  try {
    return await employerApplication(context, request, applicationId);
  } catch (error) {
    if (error instanceof GatewayError && error.statusCode === 404)
      throw interviewsErrors.notFound(interviewId);
    throw error;
  }
}
