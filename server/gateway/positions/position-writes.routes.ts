import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  draftProblems,
  isJobAdPostingStatus,
  isPositionStatus,
  needsApproval,
  nextStatuses,
  numberQuestions,
  type PositionDraft,
} from '../../../src-domain/index';
import { effectiveSettings, type BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { queuePostingSync } from '../job-ads/indeed-postings.repository';
import { hirePaths } from '../messaging/hire-scope.repository';
import { StringEnum } from '../route-schema';
import { POSITION_CATEGORIES } from './positions.routes';
import { atrAccess } from './atr-access';
import { assignSmsCode, clearSmsCode } from './position-sms-code.repository';
import { positionWriteErrors, positionsErrors } from './positions.errors';
import { PositionDraftSchema, PositionPostingSchema } from './positions.schema';
import {
  decideAtr,
  findAtr,
  findPosting,
  insertPostingIn,
  moveStatus,
  parseQuestions,
  updatePosting,
  type PostingFields,
  type PostingRow,
} from './position-postings.repository';

const TAGS = ['Positions'];
const PositionParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  position: Type.Integer({ minimum: 1 }),
});

/** `brandId` in the caller's scope with SOURCE_HIRE over it; 403 otherwise. */
export async function requireHire(
  context: GatewayContext,
  request: FastifyRequest,
  brandId: number,
): Promise<BrandRow> {
  const scope = context.scopeOf(request);
  const brand = await scope.require(brandId);
  const paths = await hirePaths(context.db, principalOf(request).sub, await scope.roots());
  if (!paths.some((path) => brand.path.startsWith(path))) throw positionWriteErrors.hireForbidden(brand.id);
  return brand;
}

/** The position `id` at `brand` or below it; 404 POSITIONS.NOT_FOUND otherwise. */
export async function requirePosting(
  context: GatewayContext,
  brand: BrandRow,
  id: number,
): Promise<PostingRow> {
  const posting = await findPosting(context.db, id);
  if (!posting || !posting.brand_path.startsWith(brand.path))
    throw positionsErrors.positionNotFound(id, brand.id);
  return posting;
}

/** The checked columns of a draft; 400 with the first problem's code. */
export function postingFields(body: Static<typeof PositionDraftSchema>): PostingFields {
  const draft: PositionDraft = {
    title: body.title,
    category: body.category,
    employmentType: body.employment_type,
    payMin: body.pay_min ?? undefined,
    payMax: body.pay_max ?? undefined,
    payPeriod: body.pay_period ?? undefined,
    description: body.description,
    questions: numberQuestions(
      body.questions.map((question) => ({
        text: question.text,
        knockoutAnswer: question.knockout_answer ?? undefined,
      })),
    ),
  };
  const problem = draftProblems(draft, POSITION_CATEGORIES)[0];
  if (problem) throw positionWriteErrors.invalid(problem.code, problem.field);
  return {
    title: draft.title.trim(),
    category: draft.category,
    level: body.level ?? null,
    employment_type: draft.employmentType,
    pay_min: body.pay_min,
    pay_max: body.pay_max,
    pay_period: body.pay_period,
    description: draft.description.replace(/\r\n?/g, '\n'),
    questions: draft.questions,
  };
}

export function postingView(row: PostingRow): Static<typeof PositionPostingSchema> {
  return {
    id: row.id,
    brand: { id: row.brand_id, name: row.brand_name },
    title: row.title,
    category: row.category,
    level: row.level,
    status: isPositionStatus(row.status) ? row.status : 'CLOSED',
    employment_type: (row.employment_type as Static<typeof PositionPostingSchema>['employment_type']) ?? null,
    pay_min: row.pay_min,
    pay_max: row.pay_max,
    pay_period: (row.pay_period as Static<typeof PositionPostingSchema>['pay_period']) ?? null,
    description: row.description,
    questions: parseQuestions(row.questions_json).map((question) => ({
      id: question.id,
      text: question.text,
      knockout_answer: question.knockoutAnswer ?? null,
    })),
    archived: row.archived === 1,
    sms_code: row.sms_code,
    provider_posting:
      row.provider_status && isJobAdPostingStatus(row.provider_status)
        ? {
            status: row.provider_status,
            campaign_id: row.provider_campaign_id,
            last_error: row.provider_error,
          }
        : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * The position writes of issue #38 (ours; the spec names only the reads): open, read, edit,
 * pause / reopen / close a position at a location, and decide its approval to recruit. Every
 * write needs SOURCE_HIRE over the brand of the path (in the caller's scope) and a position
 * below it.
 */
export function registerPositionWriteRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/positions',
    summary:
      'Opens a position at a location (the brand of the path). It is OPEN at once, or PENDING_APPROVAL with a PENDING approval to recruit when the brand’s position_management_mode is CENTRALIZED or it runs approvals to recruit (an ATR type). 403 POSITIONS.HIRE_FORBIDDEN without SOURCE_HIRE; 400 POSITIONS.* for a bad draft',
    tags: TAGS,
    status: 201,
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    body: PositionDraftSchema,
    data: PositionPostingSchema,
    handler: async (request) => {
      const brand = await requireHire(context, request, request.params.id);
      if (brand.type !== 'LOCATION') throw positionWriteErrors.notALocation(brand.id);
      const fields = postingFields(request.body);
      const settings = await effectiveSettings(db, brand);
      const waits = needsApproval({
        managementMode: settings.position_management_mode ?? undefined,
        atrType: settings.atr_type ?? undefined,
      });
      const id = await db.transaction().execute(async (trx) => {
        const made = await insertPostingIn(
          trx,
          brand.id,
          fields,
          waits ? 'PENDING_APPROVAL' : 'OPEN',
          waits ? { userId: principalOf(request).sub, headcount: 1 } : undefined,
        );
        await queuePostingSync(trx, made);
        return made;
      });
      if (!waits) await assignSmsCode(db, id, fields.title);
      return postingView((await findPosting(db, id))!);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/positions/:position',
    summary:
      'A position below the brand as its editor reads it (status, pay, description, questions with knockouts)',
    tags: TAGS,
    params: PositionParams,
    data: PositionPostingSchema,
    handler: async (request) => {
      const brand = await requireHire(context, request, request.params.id);
      return postingView(await requirePosting(context, brand, request.params.position));
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/positions/:position',
    summary:
      'Rewrites a position’s posting (its status stays); 409 POSITIONS.STATUS_CHANGE_REFUSED for a CLOSED one',
    tags: TAGS,
    params: PositionParams,
    body: PositionDraftSchema,
    data: PositionPostingSchema,
    handler: async (request) => {
      const brand = await requireHire(context, request, request.params.id);
      const posting = await requirePosting(context, brand, request.params.position);
      if (posting.status === 'CLOSED') throw positionWriteErrors.statusRefused('CLOSED', 'edited');
      const fields = postingFields(request.body);
      await db.transaction().execute(async (trx) => {
        await updatePosting(trx, posting.id, fields);
        await queuePostingSync(trx, posting.id);
      });
      return postingView((await findPosting(db, posting.id))!);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/positions/:position/status',
    summary:
      'Pauses, reopens or closes a position: OPEN ↔ PAUSED, OPEN / PAUSED / PENDING_APPROVAL → CLOSED; anything else (opening a position that waits for its approval) is 409 POSITIONS.STATUS_CHANGE_REFUSED',
    tags: TAGS,
    params: PositionParams,
    body: Type.Object(
      { status: StringEnum(['OPEN', 'PAUSED', 'CLOSED'] as const) },
      { additionalProperties: false },
    ),
    data: PositionPostingSchema,
    handler: async (request) => {
      const brand = await requireHire(context, request, request.params.id);
      const posting = await requirePosting(context, brand, request.params.position);
      const from = isPositionStatus(posting.status) ? posting.status : 'CLOSED';
      const to = request.body.status;
      const moved =
        nextStatuses(from).includes(to) &&
        (await db.transaction().execute(async (trx) => {
          if (!(await moveStatus(trx, posting.id, from, to))) return false;
          await queuePostingSync(trx, posting.id);
          return true;
        }));
      if (!moved) throw positionWriteErrors.statusRefused(from, to);
      if (to === 'CLOSED') await clearSmsCode(db, posting.id);
      else if (posting.archived === 0) await assignSmsCode(db, posting.id, posting.title);
      return postingView((await findPosting(db, posting.id))!);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/positions/:position/atrs/:atr/decision',
    summary:
      'Approves or rejects a PENDING approval to recruit of a position below the brand: APPROVED opens a position waiting for it, REJECTED closes it. Needs the ATR access where the brand has an ATR type (403 POSITIONS.ATR_FORBIDDEN), SOURCE_HIRE elsewhere; 409 POSITIONS.ATR_DECIDED when decided already',
    tags: TAGS,
    params: Type.Object({
      id: Type.Integer({ minimum: 1 }),
      position: Type.Integer({ minimum: 1 }),
      atr: Type.Integer({ minimum: 1 }),
    }),
    body: Type.Object(
      { decision: StringEnum(['APPROVED', 'REJECTED'] as const) },
      { additionalProperties: false },
    ),
    data: PositionPostingSchema,
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const brand = await requireHire(context, request, request.params.id);
      const { allowed, atrType } = await atrAccess(db, userId, brand);
      // A brand without approvals to recruit (CENTRALIZED mode alone): SOURCE_HIRE decides.
      if (atrType && !allowed) throw positionsErrors.atrForbidden(brand.id);
      const posting = await requirePosting(context, brand, request.params.position);
      const atr = await findAtr(db, request.params.atr);
      if (!atr || atr.position_id !== posting.id) throw positionWriteErrors.atrNotFound(request.params.atr);
      if (!(await decideAtr(db, atr, request.body.decision, (trx) => queuePostingSync(trx, posting.id))))
        throw positionWriteErrors.atrDecided(atr.id);
      if (request.body.decision === 'APPROVED' && posting.archived === 0)
        await assignSmsCode(db, posting.id, posting.title);
      else await clearSmsCode(db, posting.id);
      return postingView((await findPosting(db, posting.id))!);
    },
  });
}
