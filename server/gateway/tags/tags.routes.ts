import type { FastifyInstance, FastifyRequest } from 'fastify';
import { foldTagName, normaliseTagName, tagNameProblem } from '../../../src-domain/index';
import type { BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineUntypedRoute, principalOf } from '../gateway.route';
import { arrayOf, bool, brandIdParams, int, nullable, object, str, type JsonSchema } from '../gateway.schema';
import { canManageTags, poolPaths } from './tag-access';
import { TAG_LIMITS, TAG_LIMITS_TEXT } from './tag-limits';
import { owningBrandId, tagScope } from './tag-scope';
import { tagsErrors } from './tags.errors';
import {
  assignmentCounts,
  clashingTag,
  ensureStatusTags,
  moveTag,
  ownedTagCount,
  siblings,
  statusCounts,
  visibleTags,
  type TagRow,
} from './tags.repository';
import { TAGS, tagModeSchema, tagSchema, tagView } from './tags.schema';
import { isUniqueViolation } from './unique-violation';

const tagParams: JsonSchema = {
  type: 'object',
  required: ['id', 'tagId'],
  properties: { id: { type: 'integer', minimum: 1 }, tagId: { type: 'integer', minimum: 1 } },
};
/** Long enough that an over-long name gets TAGS.NAME_TOO_LONG rather than a schema error. */
const nameInput: JsonSchema = { type: 'string', maxLength: 1000 };
const limitsSchema = object({
  tags_per_brand: int,
  tags_per_candidate: int,
  name_max_length: int,
  note_max_length: int,
});

/** The normalised name, or 400 with the name's TAGS.* problem code. */
export function checkedName(name: string): string {
  const problem = tagNameProblem(name);
  if (problem) throw tagsErrors.nameProblem(problem, TAG_LIMITS.nameMaxLength);
  return normaliseTagName(name);
}

/** A tag visible from the brand (below it included), else 404 TAGS.NOT_FOUND. */
export async function requireTag(
  context: GatewayContext,
  brand: BrandRow,
  userId: string,
  tagId: number,
): Promise<TagRow> {
  const [tag] = await visibleTags(context.db, brand, userId, true, tagId);
  if (!tag) throw tagsErrors.tagNotFound(tagId);
  return tag;
}

/** A tag the caller may change from this brand: its own, and shared ones only with MANAGE_TAGS. */
async function requireEditableTag(
  context: GatewayContext,
  request: FastifyRequest,
  brand: BrandRow,
  tagId: number,
): Promise<TagRow> {
  const userId = principalOf(request).sub;
  const tag = await requireTag(context, brand, userId, tagId);
  if (tag.brand_id !== brand.id) throw tagsErrors.inherited(tag.id);
  if (tag.mode !== 'PRIVATE' && !(await canManageTags(context, request, brand))) {
    throw tagsErrors.manageForbidden();
  }
  return tag;
}

async function answerTag(context: GatewayContext, request: FastifyRequest, brand: BrandRow, tagId: number) {
  const userId = principalOf(request).sub;
  const tag = await requireTag(context, brand, userId, tagId);
  const manage = await canManageTags(context, request, brand);
  const count =
    tag.mode === 'STATUS'
      ? ((await statusCounts(context.db, brand)).get(tag.status ?? '') ?? 0)
      : ((await assignmentCounts(context.db, [tag.id])).get(tag.id) ?? 0);
  return tagView(tag, brand, userId, manage, count);
}

/** The tag calls of 001 §7 "Tags": list, create, rename / reorder, delete, name check. */
export function registerTagRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineUntypedRoute<{ Params: { id: number }; Querystring: { include_all?: boolean } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/tags',
    summary: `The tags visible from a brand: its enterprise's pipeline stages, its own and its ancestors' tags (include_all: also those of brands below it), the caller's private tags; whether the caller may manage shared tags (MANAGE_TAGS), and the limits. ${TAG_LIMITS_TEXT}`,
    tags: TAGS,
    params: brandIdParams,
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { include_all: { type: 'boolean', default: false } },
    },
    data: object({ tags: arrayOf(tagSchema), can_manage: bool, limits: limitsSchema }),
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const brand = await context.scopeOf(request).require(request.params.id);
      await ensureStatusTags(db, brand.group_id, new Date().toISOString());
      const [rows, manage, stages] = await Promise.all([
        visibleTags(db, brand, userId, request.query.include_all ?? false),
        canManageTags(context, request, brand),
        statusCounts(db, brand),
      ]);
      const counts = await assignmentCounts(
        db,
        rows.filter((row) => row.mode !== 'STATUS').map((row) => row.id),
      );
      return {
        tags: rows.map((row) =>
          tagView(
            row,
            brand,
            userId,
            manage,
            row.mode === 'STATUS' ? (stages.get(row.status ?? '') ?? 0) : (counts.get(row.id) ?? 0),
          ),
        ),
        can_manage: manage,
        limits: {
          tags_per_brand: TAG_LIMITS.tagsPerBrand,
          tags_per_candidate: TAG_LIMITS.tagsPerCandidate,
          name_max_length: TAG_LIMITS.nameMaxLength,
          note_max_length: TAG_LIMITS.noteMaxLength,
        },
      };
    },
  });

  defineUntypedRoute<{
    Params: { id: number };
    Body: { name: string; mode: string; position_id?: number };
  }>(app, {
    method: 'POST',
    url: '/v1/brands/:id/tags',
    summary: `Creates a tag: GLOBAL and POSITION need MANAGE_TAGS (403 TAGS.MANAGE_FORBIDDEN), PRIVATE needs hiring access (SOURCE_HIRE); STATUS stages are fixed (400 TAGS.STATUS_FIXED). Names are unique per brand, mode and scope after trimming and case folding (409 TAGS.NAME_TAKEN, a unique index); bad names 400 TAGS.NAME_EMPTY / NAME_TOO_LONG / NAME_INVALID. ${TAG_LIMITS_TEXT}`,
    tags: TAGS,
    params: brandIdParams,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'mode'],
      properties: { name: nameInput, mode: tagModeSchema, position_id: { type: 'integer', minimum: 1 } },
    },
    data: tagSchema,
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const brand = await context.scopeOf(request).require(request.params.id);
      const { mode, position_id: positionId } = request.body;
      if (mode === 'STATUS') throw tagsErrors.statusFixed();
      if ((mode === 'POSITION') !== (positionId !== undefined)) throw tagsErrors.positionRequired();
      const name = checkedName(request.body.name);
      if (mode === 'PRIVATE') {
        const hires = (await poolPaths(context, request, brand.path)).length > 0;
        if (!hires && !(await canManageTags(context, request, brand))) throw tagsErrors.hireForbidden();
      } else if (!(await canManageTags(context, request, brand))) {
        throw tagsErrors.manageForbidden();
      }
      if (positionId !== undefined) {
        const position = await db
          .selectFrom('positions as p')
          .innerJoin('brands as b', 'b.id', 'p.brand_id')
          .select('p.id')
          .where('p.id', '=', positionId)
          .where('b.path', '>=', brand.path)
          .where('b.path', '<', `${brand.path}~`)
          .executeTakeFirst();
        if (!position) throw tagsErrors.positionNotFound(positionId);
      }
      const scope = tagScope(mode, userId, positionId);
      const folded = foldTagName(name);
      const now = new Date().toISOString();
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          if ((await ownedTagCount(trx, brand.id)) >= TAG_LIMITS.tagsPerBrand) {
            throw tagsErrors.brandLimit(TAG_LIMITS.tagsPerBrand);
          }
          if (await clashingTag(trx, { brandId: brand.id, mode, scope, folded })) {
            throw tagsErrors.nameTaken(name);
          }
          const owner = mode === 'PRIVATE' ? userId : null;
          const order = (await siblings(trx, { brand_id: brand.id, mode, owner_user_id: owner })).length;
          const row = await trx
            .insertInto('tags')
            .values({
              brand_id: brand.id,
              name,
              name_folded: folded,
              mode,
              scope,
              position_id: positionId ?? null,
              owner_user_id: owner,
              status: null,
              sort_order: order,
              created_by_user_id: userId,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw tagsErrors.nameTaken(name);
        throw error;
      }
      return answerTag(context, request, brand, id);
    },
  });

  defineUntypedRoute<{ Params: { id: number; tagId: number }; Body: { name?: string; sort_order?: number } }>(
    app,
    {
      method: 'PUT',
      url: '/v1/brands/:id/tags/:tagId',
      summary:
        'Renames a tag and/or moves it to `sort_order` (0-based place among its brand’s tags of its mode; the others close up). Only from the brand that owns it (409 TAGS.INHERITED); shared tags need MANAGE_TAGS; name rules as for POST.',
      tags: TAGS,
      params: tagParams,
      body: {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        properties: { name: nameInput, sort_order: { type: 'integer', minimum: 0, maximum: 10000 } },
      },
      data: tagSchema,
      handler: async (request) => {
        const brand = await context.scopeOf(request).require(request.params.id);
        const tag = await requireEditableTag(context, request, brand, request.params.tagId);
        const name = request.body.name === undefined ? undefined : checkedName(request.body.name);
        try {
          await db.transaction().execute(async (trx) => {
            if (name !== undefined) {
              const folded = foldTagName(name);
              const clash = await clashingTag(trx, {
                brandId: tag.brand_id,
                mode: tag.mode,
                scope: tag.scope,
                folded,
              });
              if (clash && clash.id !== tag.id) throw tagsErrors.nameTaken(name);
              await trx
                .updateTable('tags')
                .set({ name, name_folded: folded, updated_at: new Date().toISOString() })
                .where('id', '=', tag.id)
                .execute();
            }
            if (request.body.sort_order !== undefined) await moveTag(trx, tag, request.body.sort_order);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw tagsErrors.nameTaken(name ?? tag.name);
          throw error;
        }
        return answerTag(context, request, brand, tag.id);
      },
    },
  );

  defineUntypedRoute<{ Params: { id: number; tagId: number } }>(app, {
    method: 'DELETE',
    url: '/v1/brands/:id/tags/:tagId',
    summary:
      'Deletes a tag with its assignments and feedback; answers how many candidates carried it. Pipeline stages cannot be deleted (400 TAGS.STATUS_FIXED).',
    tags: TAGS,
    params: tagParams,
    data: object({ id: int, removed_assignments: int }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const tag = await requireEditableTag(context, request, brand, request.params.tagId);
      if (tag.mode === 'STATUS') throw tagsErrors.statusFixed();
      const removed = await db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('candidate_tags').where('tag_id', '=', tag.id).executeTakeFirst();
        await trx.deleteFrom('tag_feedback').where('tag_id', '=', tag.id).execute();
        await trx.deleteFrom('tags').where('id', '=', tag.id).execute();
        const rest = (await siblings(trx, tag)).map((row) => row.id);
        for (const [index, id] of rest.entries()) {
          await trx.updateTable('tags').set({ sort_order: index }).where('id', '=', id).execute();
        }
        return Number(result.numDeletedRows);
      });
      return { id: tag.id, removed_assignments: removed };
    },
  });

  defineUntypedRoute<{
    Params: { id: number };
    Querystring: { name: string; mode?: string; position_id?: number };
  }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/tags/name_check',
    summary:
      'Checks a tag name, trimmed, against the tags of the same brand, mode (default GLOBAL) and scope: available, or taken with the clashing tag; `problem` holds the TAGS.NAME_* code of a name that may not be saved.',
    tags: TAGS,
    params: brandIdParams,
    querystring: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: {
        name: nameInput,
        mode: { ...tagModeSchema, default: 'GLOBAL' },
        position_id: { type: 'integer', minimum: 1 },
      },
    },
    data: object({
      name: str,
      available: bool,
      problem: nullable(str),
      tag: nullable(object({ id: int, name: str, mode: str })),
    }),
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const brand = await context.scopeOf(request).require(request.params.id);
      const mode = request.query.mode ?? 'GLOBAL';
      const name = normaliseTagName(request.query.name);
      const problem = tagNameProblem(request.query.name) ?? null;
      const clash = problem
        ? undefined
        : await clashingTag(db, {
            brandId: owningBrandId(mode, brand),
            mode,
            scope: tagScope(mode, userId, request.query.position_id),
            folded: foldTagName(name),
          });
      return { name, available: !problem && !clash, problem, tag: clash ?? null };
    },
  });
}
