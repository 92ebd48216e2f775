import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { principalOf } from '../gateway.route';
import {
  findApplication,
  type ApplicationAccessRow,
  type EmployerReader,
  type Reader,
} from './applications.repository';
import { hirePaths } from './hire-scope.repository';
import { messagingErrors } from './messaging.errors';

/** An application the caller may open, and as whom. */
export interface ApplicationAccess {
  readonly application: ApplicationAccessRow;
  readonly reader: Reader;
}

/** The caller as an employer below `within` (default: everywhere they may hire). */
export async function employerReader(
  context: GatewayContext,
  request: FastifyRequest,
  within?: string,
): Promise<EmployerReader> {
  const userId = principalOf(request).sub;
  const roots = await context.scopeOf(request).roots();
  return { side: 'employer', userId, paths: await hirePaths(context.db, userId, roots, within) };
}

/**
 * The application if the caller is its candidate, or an employer with SOURCE_HIRE over its
 * brand inside their scope; otherwise 404 MESSAGING.APPLICATION_NOT_FOUND (as for an unknown id,
 * so ids of others' applications reveal nothing).
 */
export async function requireApplication(
  context: GatewayContext,
  request: FastifyRequest,
  id: number,
): Promise<ApplicationAccess> {
  const userId = principalOf(request).sub;
  const application = await findApplication(context.db, id);
  if (!application) throw messagingErrors.applicationNotFound(id);
  if (application.candidate_user_id === userId) {
    return { application, reader: { side: 'candidate', userId } };
  }
  const reader = await employerReader(context, request);
  if (!reader.paths.some((path) => application.brand_path.startsWith(path))) {
    throw messagingErrors.applicationNotFound(id);
  }
  return { application, reader };
}
