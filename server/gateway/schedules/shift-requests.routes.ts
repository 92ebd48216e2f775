import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { shiftRequestChanged } from '../live/live-events.catalogue';
import { publishLiveEvent } from '../live/live-events.port';
import { BrandIdParams, Body, StringEnum } from '../route-schema';
import { isUniqueViolation } from '../tags/unique-violation';
import { scheduleLocation } from './schedules-access';
import { schedulesErrors } from './schedules.errors';
import { trackChange, weekRow } from './schedules.repository';
import { REWARD_OUTCOMES, requestParams, shiftParams, shiftRequestSchema } from './schedules.schema';
import { requestsWire, takerFlags } from './shift-requests.repository';
import { rewardCover } from './shift-cover.reward';

const TAGS = ['schedules'];

/**
 * A shift's new live request: an offer by its person (`from`, status OPEN) or an open shift
 * taken at once (`taker`, status TAKEN). The unique index on a shift's live request refuses a
 * second one (the callers turn it into their 409).
 */
async function insertRequest(
  trx: Kysely<Database>,
  shift: { readonly id: number; readonly brand_id: number },
  people: { readonly from: string | null; readonly taker: string | null },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await trx
    .insertInto('shift_requests')
    .values({
      shift_id: shift.id,
      brand_id: shift.brand_id,
      from_user_id: people.from,
      taker_user_id: people.taker,
      status: people.taker === null ? 'OPEN' : 'TAKEN',
      created_at: now,
      taken_at: people.taker === null ? null : now,
      decided_at: null,
      decided_by_user_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Swap and cover (issue #34): a person offers their published shift to the team; a colleague
 * takes it, or takes an open shift (one taker wins: a conditional update, and a unique index on
 * a shift's live request); a manager (TEAM_LIVE) approves — labour rules re-checked for the
 * taker, the shift reassigned, the change tracked, the rewards rule "shift cover" fired — or
 * refuses. Each step publishes shift_request.changed to the location's team.
 */
export function registerShiftRequestRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  /** A published, not started shift of the location; else 404 / 409 SCHEDULES.NOT_OFFERABLE. */
  async function offerableShift(brandId: number, shiftId: number) {
    const shift = await db
      .selectFrom('shifts')
      .selectAll()
      .where('id', '=', shiftId)
      .where('brand_id', '=', brandId)
      .executeTakeFirst();
    if (!shift) throw schedulesErrors.shiftNotFound(shiftId);
    const week = await weekRow(db, brandId, shift.week_start);
    if (week?.status !== 'PUBLISHED' || Date.parse(shift.starts_at) <= Date.now()) {
      throw schedulesErrors.notOfferable();
    }
    return shift;
  }

  const answer = async (brandId: number, requestId: number) =>
    (await requestsWire(db, brandId, [], new Date(), requestId))[0]!;

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/shifts/:shift/offer',
    summary:
      'Offers the caller’s own published, not started shift to the team of the location (a member of it). 403 SCHEDULES.NOT_YOUR_SHIFT; 409 SCHEDULES.NOT_OFFERABLE, SCHEDULES.ALREADY_REQUESTED. Answers the request (OPEN)',
    tags: TAGS,
    params: shiftParams,
    data: shiftRequestSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'work');
      const userId = principalOf(request).sub;
      const shift = await offerableShift(brand.id, request.params.shift);
      if (shift.user_id !== userId) throw schedulesErrors.notYourShift();
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const requestId = await insertRequest(trx, shift, { from: userId, taker: null });
          await publishLiveEvent(trx, shiftRequestChanged(brand, requestId, shift.id, 'OPEN'));
          return requestId;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? schedulesErrors.alreadyRequested() : error;
        });
      return answer(brand.id, id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/shifts/:shift/take',
    summary:
      'Takes a shift a colleague offered, or an open shift, of a location the caller is a member of; the manager then approves or refuses. Exactly one of parallel takers wins; the others get 409 SCHEDULES.ALREADY_TAKEN. 400 SCHEDULES.OWN_OFFER; 409 SCHEDULES.NOT_OFFERABLE (not published, started, or neither offered nor open). Answers the request (TAKEN)',
    tags: TAGS,
    params: shiftParams,
    data: shiftRequestSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'work');
      const userId = principalOf(request).sub;
      const shift = await offerableShift(brand.id, request.params.shift);
      if (shift.user_id === userId) throw schedulesErrors.ownOffer();
      const now = new Date().toISOString();
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const live = await trx
            .selectFrom('shift_requests')
            .selectAll()
            .where('shift_id', '=', shift.id)
            .where('status', 'in', ['OPEN', 'TAKEN'])
            .executeTakeFirst();
          let requestId: number;
          if (live) {
            // The status test in the update is the race's referee: a second taker updates nothing.
            const taken = await trx
              .updateTable('shift_requests')
              .set({ status: 'TAKEN', taker_user_id: userId, taken_at: now })
              .where('id', '=', live.id)
              .where('status', '=', 'OPEN')
              .returning('id')
              .executeTakeFirst();
            if (!taken) throw schedulesErrors.alreadyTaken();
            requestId = taken.id;
          } else {
            if (shift.user_id !== null) throw schedulesErrors.notOfferable();
            // An open shift: the unique index on a shift's live request lets one insert through.
            requestId = await insertRequest(trx, shift, { from: null, taker: userId });
          }
          await publishLiveEvent(trx, shiftRequestChanged(brand, requestId, shift.id, 'TAKEN'));
          return requestId;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? schedulesErrors.alreadyTaken() : error;
        });
      return answer(brand.id, id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/shift_requests/:request/cancel',
    summary:
      'Withdraws the caller’s own offer while it waits (OPEN or TAKEN). 404 SCHEDULES.REQUEST_NOT_FOUND; 409 SCHEDULES.NOT_WAITING. Answers the request (CANCELLED)',
    tags: TAGS,
    params: requestParams,
    data: shiftRequestSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'work');
      const userId = principalOf(request).sub;
      await decide(brand, request.params.request, userId, 'CANCELLED', ['OPEN', 'TAKEN'], (row) => {
        if (row.from_user_id !== userId) throw schedulesErrors.requestNotFound(row.id);
      });
      return answer(brand.id, request.params.request);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/shift_requests',
    summary:
      'The location’s cover requests waiting (OPEN offers and TAKEN ones waiting for a manager), newest first, at most 200, each with its shift and the labour-rule flags the shift would carry for the taker (TEAM_LIVE)',
    tags: TAGS,
    params: BrandIdParams,
    data: Type.Array(shiftRequestSchema),
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      return requestsWire(db, brand.id, ['OPEN', 'TAKEN'], new Date());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/shift_requests/:request/approve',
    summary:
      'Approves a taken request (TEAM_LIVE): labour rules are checked again for the taker (409 SCHEDULES.LABOUR_RULES with the flags, unless override is true), the shift is the taker’s (a tracked change for both people), and the rewards rule "shift cover" fires for the taker when the brand has one (reward: GRANTED, ALREADY, NO_RULE, CAP_REACHED, NO_BUDGET, BUDGET_EXHAUSTED). 409 SCHEDULES.NOT_WAITING when the request is not TAKEN (decided already, or by someone else meanwhile)',
    tags: TAGS,
    params: requestParams,
    body: Body({ override: Type.Boolean() }),
    data: Type.Object({ request: shiftRequestSchema, reward: StringEnum(REWARD_OUTCOMES) }),
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      const userId = principalOf(request).sub;
      const reward = await db.transaction().execute(async (trx) => {
        const now = new Date();
        const decided = await trx
          .updateTable('shift_requests')
          .set({ status: 'APPROVED', decided_at: now.toISOString(), decided_by_user_id: userId })
          .where('id', '=', request.params.request)
          .where('brand_id', '=', brand.id)
          .where('status', '=', 'TAKEN')
          .returningAll()
          .executeTakeFirst();
        if (!decided) throw await notWaiting(trx, request.params.request, brand.id);
        const before = await trx
          .selectFrom('shifts')
          .selectAll()
          .where('id', '=', decided.shift_id)
          .executeTakeFirstOrThrow();
        const taker = decided.taker_user_id!;
        const flags = await takerFlags(trx, before, taker, now);
        if (flags.length > 0 && request.body?.override !== true) throw schedulesErrors.labourRules(flags);
        const after = await trx
          .updateTable('shifts')
          .set({ user_id: taker, version: before.version + 1, updated_at: now.toISOString() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trackChange(trx, before, after, now.toISOString());
        const outcome =
          taker === userId
            ? ('NO_RULE' as const)
            : await rewardCover(trx, brand, before.id, taker, userId, now);
        await publishLiveEvent(trx, shiftRequestChanged(brand, decided.id, before.id, 'APPROVED'));
        return outcome;
      });
      return { request: await answer(brand.id, request.params.request), reward };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/shift_requests/:request/refuse',
    summary:
      'Refuses a taken request (TEAM_LIVE): the shift stays with its person (or open). 409 SCHEDULES.NOT_WAITING when it is not TAKEN. Answers the request (REFUSED)',
    tags: TAGS,
    params: requestParams,
    data: shiftRequestSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      await decide(brand, request.params.request, principalOf(request).sub, 'REFUSED', ['TAKEN']);
      return answer(brand.id, request.params.request);
    },
  });

  /** The 404 or 409 of a request that could not be decided. */
  async function notWaiting(trx: Kysely<Database>, id: number, brandId: number) {
    const row = await trx
      .selectFrom('shift_requests')
      .select('status')
      .where('id', '=', id)
      .where('brand_id', '=', brandId)
      .executeTakeFirst();
    return row ? schedulesErrors.notWaiting(row.status) : schedulesErrors.requestNotFound(id);
  }

  /** Moves a request from one of `from` to `status` (one decider wins), publishing the change. */
  async function decide(
    brand: { id: number; path: string },
    id: number,
    userId: string,
    status: 'CANCELLED' | 'REFUSED',
    from: readonly string[],
    check?: (row: { id: number; from_user_id: string | null }) => void,
  ) {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('shift_requests')
        .select(['id', 'from_user_id'])
        .where('id', '=', id)
        .where('brand_id', '=', brand.id)
        .executeTakeFirst();
      if (!row) throw schedulesErrors.requestNotFound(id);
      check?.(row);
      const done = await trx
        .updateTable('shift_requests')
        .set({ status, decided_at: new Date().toISOString(), decided_by_user_id: userId })
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .returning(['id', 'shift_id'])
        .executeTakeFirst();
      if (!done) throw await notWaiting(trx, id, brand.id);
      await publishLiveEvent(trx, shiftRequestChanged(brand, done.id, done.shift_id, status));
    });
  }
}
