import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isValidSmsCode, needsApproval, normalizeSmsCode } from '../../../src-domain/index';
import { effectiveSettings } from '../brands/brands.repository';
import { queuePostingSync } from '../job-ads/indeed-postings.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { positionWriteErrors } from './positions.errors';
import { PositionPostingSchema } from './positions.schema';
import { findPosting, insertPostingIn, parseQuestions } from './position-postings.repository';
import { assignSmsCode, clearSmsCode, setSmsCode } from './position-sms-code.repository';
import { postingView, requireHire, requirePosting } from './position-writes.routes';

const TAGS = ['Positions'];
const PositionParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  position: Type.Integer({ minimum: 1 }),
});
/** Most locations one copy names. */
export const MAX_COPY_LOCATIONS = 100;

/**
 * Archiving, text-to-apply codes and copies of positions (issue #38). Each needs SOURCE_HIRE
 * over the brand of the path and a position below it, as the other position writes do.
 */
export function registerPositionLifecycleRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/positions/:position/archive',
    summary:
      'Archives a position (archived true: off the careers page and the positions lists unless asked for, its text-to-apply code freed, its applications kept) or brings it back (false; an OPEN one gets a code again)',
    tags: TAGS,
    params: PositionParams,
    body: Type.Object({ archived: Type.Boolean() }, { additionalProperties: false }),
    data: PositionPostingSchema,
    handler: async (request) => {
      const brand = await requireHire(context, request, request.params.id);
      const posting = await requirePosting(context, brand, request.params.position);
      const archived = request.body.archived;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('positions')
          .set({ archived: archived ? 1 : 0, updated_at: new Date().toISOString() })
          .where('id', '=', posting.id)
          .execute();
        await queuePostingSync(trx, posting.id);
      });
      if (archived) await clearSmsCode(db, posting.id);
      else if (posting.status === 'OPEN' || posting.status === 'PAUSED')
        await assignSmsCode(db, posting.id, posting.title);
      return postingView((await findPosting(db, posting.id))!);
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/positions/:position/sms_code',
    summary:
      'Sets the position’s text-to-apply code (any case; stored upper case). 400 POSITIONS.SMS_CODE_INVALID, 409 POSITIONS.SMS_CODE_TAKEN (another position’s), 409 POSITIONS.STATUS_CHANGE_REFUSED for a CLOSED or waiting position, 409 POSITIONS.ARCHIVED',
    tags: TAGS,
    params: PositionParams,
    body: Type.Object({ code: Type.String({ maxLength: 20 }) }, { additionalProperties: false }),
    data: PositionPostingSchema,
    handler: async (request) => {
      const brand = await requireHire(context, request, request.params.id);
      const posting = await requirePosting(context, brand, request.params.position);
      const code = normalizeSmsCode(request.body.code);
      if (!isValidSmsCode(code)) throw positionWriteErrors.smsCodeInvalid();
      if (posting.archived === 1) throw positionWriteErrors.archived(posting.id);
      if (posting.status !== 'OPEN' && posting.status !== 'PAUSED')
        throw positionWriteErrors.statusRefused(posting.status, 'a text-to-apply code');
      if (!(await setSmsCode(db, posting.id, code))) throw positionWriteErrors.smsCodeTaken(code);
      return postingView((await findPosting(db, posting.id))!);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/positions/:position/copies',
    summary: `Copies a position (its posting and questions) to other locations in one step: each of location_ids (1 to ${MAX_COPY_LOCATIONS}, distinct) must be a location in the caller’s scope with SOURCE_HIRE (403 otherwise, 400 POSITIONS.NOT_A_LOCATION). All or nothing, in one transaction. Each copy follows its location’s rules: OPEN at once, or PENDING_APPROVAL with a PENDING approval to recruit (position_management_mode CENTRALIZED, or an ATR type). Answers the copies in the order asked`,
    tags: TAGS,
    status: 201,
    params: PositionParams,
    body: Type.Object(
      {
        location_ids: Type.Array(Type.Integer({ minimum: 1 }), {
          minItems: 1,
          maxItems: MAX_COPY_LOCATIONS,
        }),
      },
      { additionalProperties: false },
    ),
    data: Type.Object({ positions: Type.Array(PositionPostingSchema) }),
    handler: async (request) => {
      const brand = await requireHire(context, request, request.params.id);
      const source = await requirePosting(context, brand, request.params.position);
      const ids = request.body.location_ids;
      if (new Set(ids).size !== ids.length) throw positionWriteErrors.copyTargetsInvalid();
      // Every target is checked before anything is written.
      const targets: { locationId: number; waits: boolean }[] = [];
      for (const locationId of ids) {
        const location = await requireHire(context, request, locationId);
        if (location.type !== 'LOCATION') throw positionWriteErrors.notALocation(location.id);
        const settings = await effectiveSettings(db, location);
        const waits = needsApproval({
          managementMode: settings.position_management_mode ?? undefined,
          atrType: settings.atr_type ?? undefined,
        });
        targets.push({ locationId: location.id, waits });
      }
      const fields = {
        title: source.title,
        category: source.category,
        level: source.level,
        employment_type: source.employment_type ?? 'FULL_TIME',
        pay_min: source.pay_min,
        pay_max: source.pay_max,
        pay_period: source.pay_period,
        description: source.description,
        questions: parseQuestions(source.questions_json),
      };
      const userId = principalOf(request).sub;
      const created = await db.transaction().execute(async (trx) => {
        const made: { id: number; waits: boolean }[] = [];
        for (const target of targets) {
          const id = await insertPostingIn(
            trx,
            target.locationId,
            fields,
            target.waits ? 'PENDING_APPROVAL' : 'OPEN',
            target.waits ? { userId, headcount: 1 } : undefined,
          );
          await queuePostingSync(trx, id);
          made.push({ id, waits: target.waits });
        }
        return made;
      });
      // Codes once the copies exist (a code taken meanwhile just moves on to the next one).
      for (const copy of created) if (!copy.waits) await assignSmsCode(db, copy.id, fields.title);
      const positions: ReturnType<typeof postingView>[] = [];
      for (const copy of created) positions.push(postingView((await findPosting(db, copy.id))!));
      return { positions };
    },
  });
}
