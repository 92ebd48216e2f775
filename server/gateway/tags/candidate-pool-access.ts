import type { FastifyRequest } from 'fastify';
import type { BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { principalOf } from '../gateway.route';
import { narrower, poolPaths } from './tag-access';
import { tagsErrors } from './tags.errors';
import { visibleTags, type TagRow } from './tags.repository';

/**
 * The brand (404 outside the caller's scope), the caller's hiring paths inside it (403
 * TAGS.HIRE_FORBIDDEN when none) and the caller's id: what every candidate-side route starts from.
 */
export async function hiringBrand(context: GatewayContext, request: FastifyRequest, brandId: number) {
  const brand = await context.scopeOf(request).require(brandId);
  const paths = await poolPaths(context, request, brand.path);
  if (paths.length === 0) throw tagsErrors.hireForbidden();
  return { brand, paths, userId: principalOf(request).sub };
}

/** The pool paths narrowed to a tag's scope (its brand's subtree): a tag's candidates stay inside it. */
export function pathsOfTag(paths: readonly string[], tag: TagRow): string[] {
  return paths.flatMap((path) => {
    const inside = narrower(path, tag.brand_path);
    return inside === undefined ? [] : [inside];
  });
}

/** Every tag id visible from the brand (below it included), in the order asked; else 404. */
export async function requireTags(
  context: GatewayContext,
  brand: BrandRow,
  userId: string,
  ids: readonly number[],
): Promise<TagRow[]> {
  const visible = await visibleTags(context.db, brand, userId, true);
  return ids.map((id) => {
    const tag = visible.find((row) => row.id === id);
    if (!tag) throw tagsErrors.tagNotFound(id);
    return tag;
  });
}
