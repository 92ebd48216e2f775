import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { TAG_MODES } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { splitList } from '../route-schema';
import { Body, BrandIdParams, CodeList, Nullable, StringEnum } from '../route-schema';
import { hiringBrand, pathsOfTag } from './candidate-pool-access';
import { candidateDetails, candidatesInPool, optedOut, poolPage } from './candidate-pool.repository';
import { TAG_LIMITS } from './tag-limits';
import { tagsErrors } from './tags.errors';
import { visibleTags, type TagRow } from './tags.repository';
import { requireTag } from './tags.routes';
import { CandidateIdSchema, CandidateSchema, FeedbackSchema, TAGS, ThumbSchema } from './tags.schema';

const MODES = new Set<string>(TAG_MODES);

const candidatesQuery = Type.Object({
  ids: Type.Optional(
    Type.Array(Type.String({ pattern: '^[A-Za-z0-9-]{1,64}(,[A-Za-z0-9-]{1,64})*$' }), { maxItems: 100 }),
  ),
  only_tag_id: Type.Optional(Type.Integer({ minimum: 1 })),
  tag_modes: Type.Optional(CodeList),
  ams_flow: Type.Optional(Type.Boolean({ default: true })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

const feedbackParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  tagId: Type.Integer({ minimum: 1 }),
  candidateId: CandidateIdSchema,
});

/**
 * The candidate side of 001 §7 "Tags" (assign and unassign are in tag-assignment.routes.ts):
 * candidates with their tags, feedback and the talent-pool check. A brand's applicant pool is the
 * candidates who applied to positions of its subtree that the caller may hire for (SOURCE_HIRE);
 * nothing outside it is answered.
 */
export function registerCandidateTagRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/candidates/tags',
    summary:
      'Candidates of the brand’s applicant pool with the tags visible from the brand they carry (each with its feedback): `ids` (user ids, repeated or comma-separated) for those candidates, else a page of the pool by name, filtered by `only_tag_id` (candidates carrying it, inside the tag’s scope), `tag_modes` (tags answered; without only_tag_id also candidates carrying one of them) and `search` (part of a name). `ams_flow=false` leaves pipeline stages out. 403 TAGS.HIRE_FORBIDDEN without SOURCE_HIRE there.',
    tags: TAGS,
    params: BrandIdParams,
    querystring: candidatesQuery,
    data: Type.Object({
      total: Type.Integer(),
      offset: Type.Integer(),
      limit: Type.Integer(),
      candidates: Type.Array(CandidateSchema),
    }),
    handler: async (request) => {
      const { brand, paths, userId } = await hiringBrand(context, request, request.params.id);
      const query = request.query;
      const offset = query.offset ?? 0;
      const limit = query.limit ?? 20;
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
          offset,
          limit,
        });
      }
      return {
        total: page.total,
        offset,
        limit,
        candidates: await candidateDetails(db, page.ids, paths, visible, userId),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/tags/:tagId/candidates/:candidateId/feedback',
    summary: `Saves the caller’s thumb (UP or DOWN) and note on a candidate for a tag the candidate carries (409 TAGS.NOT_CARRIED otherwise); one per tag, candidate and user, replaced on repeat. Answers the tag’s feedback on the candidate. Notes up to ${TAG_LIMITS.noteMaxLength} characters (400 TAGS.NOTE_TOO_LONG).`,
    tags: TAGS,
    params: feedbackParams,
    body: Body({ thump_type: ThumbSchema, note: Type.String({ maxLength: 10000 }) }, ['thump_type']),
    data: Type.Object({ feedback: Type.Array(FeedbackSchema) }),
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

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/talent_pools/validate_user',
    summary:
      'Whether a candidate may be put in the brand’s talent pools: they exist, applied to the brand (or below it) where the caller may hire, and have not opted out. Answers `valid` and, when not, `reason` TAGS.CANDIDATE_NOT_FOUND or TAGS.CANDIDATE_OPTED_OUT.',
    tags: TAGS,
    params: BrandIdParams,
    body: Body({ candidate_id: CandidateIdSchema }, ['candidate_id']),
    data: Type.Object({
      valid: Type.Boolean(),
      reason: Nullable(StringEnum(['TAGS.CANDIDATE_NOT_FOUND', 'TAGS.CANDIDATE_OPTED_OUT'] as const)),
    }),
    handler: async (request) => {
      const { paths } = await hiringBrand(context, request, request.params.id);
      const id = request.body.candidate_id;
      if (!(await candidatesInPool(db, [id], paths)).has(id)) {
        return { valid: false, reason: 'TAGS.CANDIDATE_NOT_FOUND' as const };
      }
      if ((await optedOut(db, [id])).has(id))
        return { valid: false, reason: 'TAGS.CANDIDATE_OPTED_OUT' as const };
      return { valid: true, reason: null };
    },
  });
}
