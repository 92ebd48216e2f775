import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BrandRow } from '../brands/brands.repository';
import { pathIds } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineUntypedRoute, principalOf } from '../gateway.route';
import {
  arrayOf,
  bool,
  brandIdParams,
  codeList,
  int,
  object,
  splitList,
  type JsonSchema,
} from '../gateway.schema';
import {
  applicationOfCandidate,
  candidateDetails,
  candidatesInPool,
  carriedInEnterprise,
  optedOut,
  poolPage,
} from './candidate-pool.repository';
import { narrower, poolPaths } from './tag-access';
import { TAG_LIMITS, TAG_LIMITS_TEXT } from './tag-limits';
import { GatewayError } from '../gateway.errors';
import { tagsErrors } from './tags.errors';
import { visibleTags, type TagRow } from './tags.repository';
import { TAGS, candidateIdSchema, candidateSchema, feedbackSchema } from './tags.schema';
import { requireTag } from './tags.routes';

const MODES = new Set(['GLOBAL', 'STATUS', 'POSITION', 'PRIVATE']);

const assignmentBody = (withApplication: boolean): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: ['candidate_ids', 'tag_ids'],
  properties: {
    candidate_ids: { type: 'array', items: candidateIdSchema, minItems: 1, maxItems: 100 },
    tag_ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 20 },
    ...(withApplication ? { application_id: { type: 'integer', minimum: 1 } } : {}),
  },
});

interface AssignmentBody {
  candidate_ids: string[];
  tag_ids: number[];
  application_id?: number;
}

/** The brand, the caller's hiring paths inside it (403 TAGS.HIRE_FORBIDDEN when none). */
async function hiringBrand(context: GatewayContext, request: FastifyRequest, brandId: number) {
  const brand = await context.scopeOf(request).require(brandId);
  const paths = await poolPaths(context, request, brand.path);
  if (paths.length === 0) throw tagsErrors.hireForbidden();
  return { brand, paths, userId: principalOf(request).sub };
}

/** The pool paths narrowed to a tag's scope (its brand's subtree): a tag's candidates stay inside it. */
function pathsOfTag(paths: readonly string[], tag: TagRow): string[] {
  return paths.flatMap((path) => {
    const inside = narrower(path, tag.brand_path);
    return inside === undefined ? [] : [inside];
  });
}

/** Every tag id visible from the brand (below it included), in the order asked; else 404. */
async function requireTags(
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

/** Why one candidate of an assign / unassign was refused (`data.refused` of the error answer). */
interface Refusal {
  readonly candidate_id: string;
  readonly code: string;
}

/** The candidates not in the pool of every tag's scope (TAGS.CANDIDATE_NOT_FOUND each). */
async function outsidePools(
  context: GatewayContext,
  paths: readonly string[],
  tags: readonly TagRow[],
  ids: readonly string[],
): Promise<Refusal[]> {
  const missing = new Set<string>();
  for (const tag of tags) {
    const inPool = await candidatesInPool(context.db, ids, pathsOfTag(paths, tag));
    for (const id of ids) if (!inPool.has(id)) missing.add(id);
  }
  return ids
    .filter((id) => missing.has(id))
    .map((id) => ({ candidate_id: id, code: 'TAGS.CANDIDATE_NOT_FOUND' }));
}

/**
 * Nothing is written when a candidate is refused: the answer is the first refusal's error (its
 * status and code, as for one candidate) with every refusal listed in `data.refused`, so a bulk
 * caller can say what happened to whom and send the others again.
 */
function refuse(refusals: readonly Refusal[]): never {
  const [first] = refusals;
  if (!first) throw new Error('refuse() needs a refusal');
  const single =
    first.code === 'TAGS.CANDIDATE_OPTED_OUT'
      ? tagsErrors.candidateOptedOut(first.candidate_id)
      : first.code === 'TAGS.CANDIDATE_LIMIT'
        ? tagsErrors.candidateLimit(first.candidate_id, TAG_LIMITS.tagsPerCandidate)
        : tagsErrors.candidateNotFound(first.candidate_id);
  throw new GatewayError(single.statusCode, single.code, single.message, { refused: [...refusals] });
}

function noDuplicates(values: readonly (string | number)[]): void {
  if (new Set(values).size !== values.length) throw tagsErrors.duplicateIds();
}

/**
 * The candidate side of 001 §7 "Tags": candidates with their tags, assign / unassign, feedback
 * and the talent-pool check. A brand's applicant pool is the candidates who applied to positions
 * of its subtree that the caller may hire for (SOURCE_HIRE); nothing outside it is answered.
 */
export function registerCandidateTagRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineUntypedRoute<{
    Params: { id: number };
    Querystring: {
      ids?: string[];
      only_tag_id?: number;
      tag_modes?: string[];
      ams_flow?: boolean;
      search?: string;
      offset: number;
      limit: number;
    };
  }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/candidates/tags',
    summary:
      'Candidates of the brand’s applicant pool with the tags visible from the brand they carry (each with its feedback): `ids` (user ids, repeated or comma-separated) for those candidates, else a page of the pool by name, filtered by `only_tag_id` (candidates carrying it, inside the tag’s scope), `tag_modes` (tags answered; without only_tag_id also candidates carrying one of them) and `search` (part of a name). `ams_flow=false` leaves pipeline stages out. 403 TAGS.HIRE_FORBIDDEN without SOURCE_HIRE there.',
    tags: TAGS,
    params: brandIdParams,
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ids: {
          type: 'array',
          items: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}(,[A-Za-z0-9-]{1,64})*$' },
          maxItems: 100,
        },
        only_tag_id: { type: 'integer', minimum: 1 },
        tag_modes: codeList,
        ams_flow: { type: 'boolean', default: true },
        search: { type: 'string', maxLength: 100 },
        offset: { type: 'integer', minimum: 0, default: 0 },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      },
    },
    data: object({ total: int, offset: int, limit: int, candidates: arrayOf(candidateSchema) }),
    handler: async (request) => {
      const { brand, paths, userId } = await hiringBrand(context, request, request.params.id);
      const query = request.query;
      const modes = splitList(query.tag_modes);
      if (modes.some((mode) => !MODES.has(mode))) throw tagsErrors.unknownMode();
      let visible = await visibleTags(db, brand, userId, true);
      if (query.ams_flow === false) visible = visible.filter((tag) => tag.mode !== 'STATUS');
      if (modes.length > 0) visible = visible.filter((tag) => modes.includes(tag.mode));
      let scoped = paths;
      let tag: TagRow | undefined;
      if (query.only_tag_id !== undefined) {
        tag = await requireTag(context, brand, userId, query.only_tag_id);
        scoped = pathsOfTag(paths, tag);
      }
      const ids = splitList(query.ids);
      let page: { total: number; ids: string[] };
      if (ids.length > 0) {
        const inPool = await candidatesInPool(db, ids, scoped);
        const kept = [...new Set(ids)].filter((id) => inPool.has(id));
        page = { total: kept.length, ids: kept };
      } else {
        page = await poolPage(db, {
          paths: scoped,
          ...(tag ? { tag } : {}),
          ...(!tag && modes.length > 0 && !modes.includes('STATUS')
            ? { anyOfTagIds: visible.map((row) => row.id) }
            : {}),
          ...(query.search ? { search: query.search } : {}),
          offset: query.offset,
          limit: query.limit,
        });
      }
      return {
        total: page.total,
        offset: query.offset,
        limit: query.limit,
        candidates: await candidateDetails(db, page.ids, paths, visible, userId),
      };
    },
  });

  const assignmentAnswer = object({ candidates: arrayOf(candidateSchema) });
  const answerCandidates = async (
    brand: BrandRow,
    paths: readonly string[],
    userId: string,
    ids: string[],
  ) => ({
    candidates: await candidateDetails(db, ids, paths, await visibleTags(db, brand, userId, true), userId),
  });

  defineUntypedRoute<{ Params: { id: number }; Body: AssignmentBody }>(app, {
    method: 'POST',
    url: '/v1/brands/:id/candidates/tags/assign',
    summary: `Gives every candidate every tag, all or nothing (already carried: unchanged). Candidates must be in the pool of each tag’s scope (404 TAGS.CANDIDATE_NOT_FOUND) and not opted out of talent pools (409 TAGS.CANDIDATE_OPTED_OUT); when any is refused nothing is written and the error’s \`data.refused\` lists every refused candidate with its code (\`candidate_id\`, \`code\`). A pipeline stage (STATUS tag) goes alone, to one candidate, with application_id: it sets that application’s status (400 TAGS.STATUS_NEEDS_APPLICATION). ${TAG_LIMITS_TEXT}`,
    tags: TAGS,
    params: brandIdParams,
    body: assignmentBody(true),
    data: assignmentAnswer,
    handler: async (request) => {
      const { brand, paths, userId } = await hiringBrand(context, request, request.params.id);
      const { candidate_ids: candidateIds, tag_ids: tagIds, application_id: applicationId } = request.body;
      noDuplicates(candidateIds);
      noDuplicates(tagIds);
      const tags = await requireTags(context, brand, userId, tagIds);
      const stage = tags.find((tag) => tag.mode === 'STATUS');
      if (stage || applicationId !== undefined) {
        const [candidateId] = candidateIds;
        if (
          !stage?.status ||
          tags.length !== 1 ||
          candidateIds.length !== 1 ||
          !candidateId ||
          !applicationId
        ) {
          throw tagsErrors.statusNeedsApplication();
        }
        const application = await applicationOfCandidate(db, applicationId, candidateId, paths);
        if (!application) throw tagsErrors.applicationNotFound(applicationId);
        await db
          .updateTable('applications')
          .set({ status: stage.status })
          .where('id', '=', application.id)
          .execute();
        return answerCandidates(brand, paths, userId, candidateIds);
      }
      const refusals = await outsidePools(context, paths, tags, candidateIds);
      const out = await optedOut(db, candidateIds);
      for (const id of candidateIds) {
        if (out.has(id) && !refusals.some((refusal) => refusal.candidate_id === id)) {
          refusals.push({ candidate_id: id, code: 'TAGS.CANDIDATE_OPTED_OUT' });
        }
      }
      if (refusals.length > 0) refuse(refusals);
      const enterprisePath = `/${pathIds(brand.path)[0] ?? brand.group_id}/`;
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('candidate_tags')
          .values(
            candidateIds.flatMap((candidateId) =>
              tags.map((tag) => ({
                tag_id: tag.id,
                candidate_user_id: candidateId,
                assigned_by_user_id: userId,
                assigned_at: now,
              })),
            ),
          )
          .onConflict((oc) => oc.doNothing())
          .execute();
        const overLimit: Refusal[] = [];
        for (const candidateId of candidateIds) {
          if ((await carriedInEnterprise(trx, candidateId, enterprisePath)) > TAG_LIMITS.tagsPerCandidate) {
            overLimit.push({ candidate_id: candidateId, code: 'TAGS.CANDIDATE_LIMIT' });
          }
        }
        // Thrown inside the transaction: the rows inserted above are rolled back.
        if (overLimit.length > 0) refuse(overLimit);
      });
      return answerCandidates(brand, paths, userId, candidateIds);
    },
  });

  defineUntypedRoute<{ Params: { id: number }; Body: AssignmentBody }>(app, {
    method: 'POST',
    url: '/v1/brands/:id/candidates/tags/unassign',
    summary:
      'Takes the tags off the candidates with the feedback given on them, all or nothing (not carried: unchanged); candidates outside a tag’s pool are refused (404 TAGS.CANDIDATE_NOT_FOUND, every one listed in the error’s `data.refused`). Pipeline stages cannot be taken off, only changed by assigning another (400 TAGS.STATUS_NOT_REMOVABLE).',
    tags: TAGS,
    params: brandIdParams,
    body: assignmentBody(false),
    data: assignmentAnswer,
    handler: async (request) => {
      const { brand, paths, userId } = await hiringBrand(context, request, request.params.id);
      const { candidate_ids: candidateIds, tag_ids: tagIds } = request.body;
      noDuplicates(candidateIds);
      noDuplicates(tagIds);
      const tags = await requireTags(context, brand, userId, tagIds);
      if (tags.some((tag) => tag.mode === 'STATUS')) throw tagsErrors.statusNotRemovable();
      const refusals = await outsidePools(context, paths, tags, candidateIds);
      if (refusals.length > 0) refuse(refusals);
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('candidate_tags')
          .where('tag_id', 'in', tagIds)
          .where('candidate_user_id', 'in', candidateIds)
          .execute();
        await trx
          .deleteFrom('tag_feedback')
          .where('tag_id', 'in', tagIds)
          .where('candidate_user_id', 'in', candidateIds)
          .execute();
      });
      return answerCandidates(brand, paths, userId, candidateIds);
    },
  });

  defineUntypedRoute<{
    Params: { id: number; tagId: number; candidateId: string };
    Body: { thump_type: 'UP' | 'DOWN'; note?: string };
  }>(app, {
    method: 'POST',
    url: '/v1/brands/:id/tags/:tagId/candidates/:candidateId/feedback',
    summary: `Saves the caller’s thumb (UP or DOWN) and note on a candidate for a tag the candidate carries (409 TAGS.NOT_CARRIED otherwise); one per tag, candidate and user, replaced on repeat. Answers the tag’s feedback on the candidate. Notes up to ${TAG_LIMITS.noteMaxLength} characters (400 TAGS.NOTE_TOO_LONG).`,
    tags: TAGS,
    params: {
      type: 'object',
      required: ['id', 'tagId', 'candidateId'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        tagId: { type: 'integer', minimum: 1 },
        candidateId: candidateIdSchema,
      },
    },
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['thump_type'],
      properties: {
        thump_type: { type: 'string', enum: ['UP', 'DOWN'] },
        note: { type: 'string', maxLength: 10000 },
      },
    },
    data: object({ feedback: arrayOf(feedbackSchema) }),
    handler: async (request) => {
      const { brand, paths, userId } = await hiringBrand(context, request, request.params.id);
      const { tagId, candidateId } = request.params;
      const note = (request.body.note ?? '').trim();
      if ([...note].length > TAG_LIMITS.noteMaxLength) throw tagsErrors.noteTooLong(TAG_LIMITS.noteMaxLength);
      const tag = await requireTag(context, brand, userId, tagId);
      const scoped = pathsOfTag(paths, tag);
      if (!(await candidatesInPool(db, [candidateId], scoped)).has(candidateId)) {
        throw tagsErrors.candidateNotFound(candidateId);
      }
      const [detail] = await candidateDetails(db, [candidateId], scoped, [tag], userId);
      if (!detail?.tags.some((carried) => carried.tag_id === tag.id)) {
        throw tagsErrors.notCarried(tag.id, candidateId);
      }
      const now = new Date().toISOString();
      await db
        .insertInto('tag_feedback')
        .values({
          tag_id: tag.id,
          candidate_user_id: candidateId,
          author_user_id: userId,
          thump_type: request.body.thump_type,
          note,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['tag_id', 'candidate_user_id', 'author_user_id'])
            .doUpdateSet({ thump_type: request.body.thump_type, note, updated_at: now }),
        )
        .execute();
      const [after] = await candidateDetails(db, [candidateId], scoped, [tag], userId);
      return { feedback: after?.tags.find((carried) => carried.tag_id === tag.id)?.feedback ?? [] };
    },
  });

  defineUntypedRoute<{ Params: { id: number }; Body: { candidate_id: string } }>(app, {
    method: 'POST',
    url: '/v1/brands/:id/talent_pools/validate_user',
    summary:
      'Whether a candidate may be put in the brand’s talent pools: they exist, applied to the brand (or below it) where the caller may hire, and have not opted out. Answers `valid` and, when not, `reason` TAGS.CANDIDATE_NOT_FOUND or TAGS.CANDIDATE_OPTED_OUT.',
    tags: TAGS,
    params: brandIdParams,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['candidate_id'],
      properties: { candidate_id: candidateIdSchema },
    },
    data: object({ valid: bool, reason: { type: 'string', nullable: true } }),
    handler: async (request) => {
      const { paths } = await hiringBrand(context, request, request.params.id);
      const id = request.body.candidate_id;
      if (!(await candidatesInPool(db, [id], paths)).has(id)) {
        return { valid: false, reason: 'TAGS.CANDIDATE_NOT_FOUND' };
      }
      if ((await optedOut(db, [id])).has(id)) return { valid: false, reason: 'TAGS.CANDIDATE_OPTED_OUT' };
      return { valid: true, reason: null };
    },
  });
}
