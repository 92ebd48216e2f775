import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { BrandRow } from '../brands/brands.repository';
import { pathIds } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { GatewayError } from '../gateway.errors';
import { defineRoute } from '../gateway.route';
import { Body, BrandIdParams } from '../route-schema';
import { hiringBrand, pathsOfTag, requireTags } from './candidate-pool-access';
import {
  applicationOfCandidate,
  candidateDetails,
  candidatesInPool,
  carriedInEnterprise,
  optedOut,
} from './candidate-pool.repository';
import { TAG_LIMITS, TAG_LIMITS_TEXT } from './tag-limits';
import { tagsErrors } from './tags.errors';
import { visibleTags, type TagRow } from './tags.repository';
import { CandidateIdSchema, CandidateSchema, TAGS } from './tags.schema';

const assignmentProperties = {
  candidate_ids: Type.Array(CandidateIdSchema, { minItems: 1, maxItems: 100 }),
  tag_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 20 }),
};
const assignBody = Body({ ...assignmentProperties, application_id: Type.Integer({ minimum: 1 }) }, [
  'candidate_ids',
  'tag_ids',
]);
const unassignBody = Body(assignmentProperties, ['candidate_ids', 'tag_ids']);
const assignmentAnswer = Type.Object({ candidates: Type.Array(CandidateSchema) });

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
 * Assign and unassign of 001 §7 "Tags": tags given to or taken off candidates of the brand's
 * applicant pool, all or nothing, answering the candidates with the tags they now carry.
 */
export function registerTagAssignmentRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  const answerCandidates = async (
    brand: BrandRow,
    paths: readonly string[],
    userId: string,
    ids: string[],
  ) => ({
    candidates: await candidateDetails(db, ids, paths, await visibleTags(db, brand, userId, true), userId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/candidates/tags/assign',
    summary: `Gives every candidate every tag, all or nothing (already carried: unchanged). Candidates must be in the pool of each tag’s scope (404 TAGS.CANDIDATE_NOT_FOUND) and not opted out of talent pools (409 TAGS.CANDIDATE_OPTED_OUT); when any is refused nothing is written and the error’s \`data.refused\` lists every refused candidate with its code (\`candidate_id\`, \`code\`). A pipeline stage (STATUS tag) goes alone, to one candidate, with application_id: it sets that application’s status (400 TAGS.STATUS_NEEDS_APPLICATION). ${TAG_LIMITS_TEXT}`,
    tags: TAGS,
    params: BrandIdParams,
    body: assignBody,
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

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/candidates/tags/unassign',
    summary:
      'Takes the tags off the candidates with the feedback given on them, all or nothing (not carried: unchanged); candidates outside a tag’s pool are refused (404 TAGS.CANDIDATE_NOT_FOUND, every one listed in the error’s `data.refused`). Pipeline stages cannot be taken off, only changed by assigning another (400 TAGS.STATUS_NOT_REMOVABLE).',
    tags: TAGS,
    params: BrandIdParams,
    body: unassignBody,
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
}
