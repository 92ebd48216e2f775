import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { principalOf } from '../gateway.route';
import type { BrandRow } from '../brands/brands.repository';
import { employerReader } from '../messaging/application-access';
import { policiesFor } from '../policy/grants.repository';

/** The permission that lets a user create, rename, reorder and delete a brand's shared tags. */
export const MANAGE_TAGS = 'MANAGE_TAGS';

/** Whether the caller holds MANAGE_TAGS on the brand (granted on it or an ancestor). */
export async function canManageTags(
  context: GatewayContext,
  request: FastifyRequest,
  brand: BrandRow,
): Promise<boolean> {
  const [policy] = await policiesFor(context.db, principalOf(request).sub, [brand]);
  return policy?.permissions.some((permission) => permission.name === MANAGE_TAGS) ?? false;
}

/**
 * The brand paths whose applicants the caller may tag and see: inside `within` (a brand path),
 * the caller's scope and a SOURCE_HIRE grant. Empty when the caller has no hiring access there.
 */
export async function poolPaths(
  context: GatewayContext,
  request: FastifyRequest,
  within: string,
): Promise<readonly string[]> {
  return (await employerReader(context, request, within)).paths;
}

/** The deeper of a brand path and a tag's brand path when one holds the other (a tag's scope). */
export function narrower(a: string, b: string): string | undefined {
  if (a.startsWith(b)) return a;
  if (b.startsWith(a)) return b;
  return undefined;
}
