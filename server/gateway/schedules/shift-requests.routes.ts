import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { shiftRequestChanged } from '../live/live-events.catalogue';
import { publishLiveEvent } from '../live/live-events.port';
import { BrandIdParams, Body, StringEnum } from '../route-schema';
import { isUniqueViolation } from '../tags/unique-violation';
import { SCHEDULES_TAGS, scheduleLocation } from './schedules-access';
import { schedulesErrors } from './schedules.errors';
import { weekRow } from './schedules.repository';
import { REWARD_OUTCOMES, requestParams, shiftParams, shiftRequestSchema } from './schedules.schema';
import { qualifiedColleagues, requestsWire, takerBreaks } from './shift-requests.repository';
import { approveTake, autoApprovesCovers, notWaiting } from './shift-approval';
import { tellOffered } from './schedule-notices';

/**
 * A shift's new live request: an offer by its person (`from`, status OPEN) or an open shift
 * taken at once (`taker`, status TAKEN). The unique index on a shift's live request refuses a
 * second one (the callers turn it into their 409).
 */
async function insertRequest(
  trx: Kysely<Database>,
  shift: { readonly id: number; readonly brand_id: number },
  people: { readonly from: string | null; readonly taker: string | null; readonly offeredTo?: string },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await trx
    .insertInto('shift_requests')
    .values({
      shift_id: shift.id,
      brand_id: shift.brand_id,
      from_user_id: people.from,
      taker_user_id: people.taker,
      offered_to_user_id: people.offeredTo ?? null,
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
 * Swap and cover (issue #34): a person offers their published shift to the team or to one
 * qualified colleague (who alone may take it, and is told by mail); a colleague takes it, or
 * takes an open shift (one taker wins: a conditional update, and a unique index on a shift's
 * live request); a manager (TEAM_LIVE) approves — labour rules and availability re-checked for
 * the taker, the shift reassigned, the change tracked, the rewards rule "shift cover" fired — or
 * refuses. A location with auto-approval approves a take at once when the rules still hold
 * (shift-approval.ts). Each step publishes shift_request.changed to the location's team.
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

  /**
   * Offers the caller's own offerable shift `shiftId` of `brand` to the team, or to colleague
   * `to` (qualified for it, else 400 SCHEDULES.NOT_QUALIFIED; mailed). Answers the request's id.
   */
  async function offer(request: FastifyRequest, brandId: number, shiftId: number, to: string | undefined) {
    const brand = await scheduleLocation(context, request, brandId, 'work');
    const userId = principalOf(request).sub;
    const shift = await offerableShift(brand.id, shiftId);
    if (shift.user_id !== userId) throw schedulesErrors.notYourShift();
    if (to !== undefined && !(await qualifiedColleagues(db, shift)).some((one) => one.user_id === to)) {
      throw schedulesErrors.notQualified();
    }
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const requestId = await insertRequest(trx, shift, { from: userId, taker: null, offeredTo: to });
        if (to !== undefined) await tellOffered(trx, shift.id, requestId, to, userId);
        await publishLiveEvent(trx, shiftRequestChanged(brand, requestId, shift.id, 'OPEN'));
        return requestId;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? schedulesErrors.alreadyRequested() : error;
      });
    return answer(brand.id, id);
  }

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/shifts/:shift/offer',
    summary:
      'Offers the caller’s own published, not started shift to the team of the location (a member of it). 403 SCHEDULES.NOT_YOUR_SHIFT; 409 SCHEDULES.NOT_OFFERABLE, SCHEDULES.ALREADY_REQUESTED. Answers the request (OPEN)',
    tags: SCHEDULES_TAGS,
    params: shiftParams,
    data: shiftRequestSchema,
    handler: (request) => offer(request, request.params.id, request.params.shift, undefined),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/shifts/:shift/offer_to',
    summary:
      'Offers the caller’s own published, not started shift to one colleague qualified for it (GET …/colleagues), who alone may see and take it and is told by mail (by their notification channels). 400 SCHEDULES.NOT_QUALIFIED; 403 SCHEDULES.NOT_YOUR_SHIFT; 409 SCHEDULES.NOT_OFFERABLE, SCHEDULES.ALREADY_REQUESTED. Answers the request (OPEN)',
    tags: SCHEDULES_TAGS,
    params: shiftParams,
    body: Body({ to_user_id: Type.String({ minLength: 1, maxLength: 64 }) }, ['to_user_id']),
    data: shiftRequestSchema,
    handler: (request) => offer(request, request.params.id, request.params.shift, request.body.to_user_id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/shifts/:shift/colleagues',
    summary:
      'The colleagues the caller may offer their own shift to by name: members of the location who work its position there (a shift of that position at the location), by name. 403 SCHEDULES.NOT_YOUR_SHIFT; 404 SCHEDULES.SHIFT_NOT_FOUND',
    tags: SCHEDULES_TAGS,
    params: shiftParams,
    data: Type.Array(Type.Object({ user_id: Type.String(), name: Type.String() })),
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'work');
      const shift = await db
        .selectFrom('shifts')
        .selectAll()
        .where('id', '=', request.params.shift)
        .where('brand_id', '=', brand.id)
        .executeTakeFirst();
      if (!shift) throw schedulesErrors.shiftNotFound(request.params.shift);
      if (shift.user_id !== principalOf(request).sub) throw schedulesErrors.notYourShift();
      return qualifiedColleagues(db, shift);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/shifts/:shift/take',
    summary:
      'Takes a shift a colleague offered (to the team, or to the caller by name), or an open shift, of a location the caller is a member of; the manager then approves or refuses — or, where the location approves covers at once, the take is APPROVED now when the labour rules and the caller’s availability and time off hold (else it waits as TAKEN). Exactly one of parallel takers wins; the others get 409 SCHEDULES.ALREADY_TAKEN. 400 SCHEDULES.OWN_OFFER; 403 SCHEDULES.NOT_OFFERED_TO_YOU; 409 SCHEDULES.NOT_OFFERABLE (not published, started, or neither offered nor open). Answers the request (TAKEN or APPROVED)',
    tags: SCHEDULES_TAGS,
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
            if (live.offered_to_user_id !== null && live.offered_to_user_id !== userId) {
              throw schedulesErrors.notOfferedToYou();
            }
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
          if (await autoApprovesCovers(trx, brand.id)) {
            const breaks = await takerBreaks(trx, shift, userId, new Date(now));
            if (breaks.labour.length === 0 && breaks.availability.length === 0) {
              await approveTake(trx, brand, requestId, undefined, false, new Date(now));
            }
          }
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
    tags: SCHEDULES_TAGS,
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
    tags: SCHEDULES_TAGS,
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
      'Approves a taken request (TEAM_LIVE): labour rules, and the taker’s availability and time off, are checked again for the taker (409 SCHEDULES.LABOUR_RULES, SCHEDULES.TAKER_UNAVAILABLE with the flags, unless override is true: the manager’s explicit choice), the shift is the taker’s (a tracked change for both people, told by mail), and the rewards rule "shift cover" fires for the taker when the brand has one (reward: GRANTED, ALREADY, NO_RULE, CAP_REACHED, NO_BUDGET, BUDGET_EXHAUSTED). 409 SCHEDULES.NOT_WAITING when the request is not TAKEN (decided already, or by someone else meanwhile)',
    tags: SCHEDULES_TAGS,
    params: requestParams,
    body: Body({ override: Type.Boolean() }),
    data: Type.Object({ request: shiftRequestSchema, reward: StringEnum(REWARD_OUTCOMES) }),
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      const userId = principalOf(request).sub;
      const reward = await db
        .transaction()
        .execute((trx) =>
          approveTake(
            trx,
            brand,
            request.params.request,
            userId,
            request.body?.override === true,
            new Date(),
          ),
        );
      return { request: await answer(brand.id, request.params.request), reward };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/shift_requests/:request/refuse',
    summary:
      'Refuses a taken request (TEAM_LIVE): the shift stays with its person (or open). 409 SCHEDULES.NOT_WAITING when it is not TAKEN. Answers the request (REFUSED)',
    tags: SCHEDULES_TAGS,
    params: requestParams,
    data: shiftRequestSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      await decide(brand, request.params.request, principalOf(request).sub, 'REFUSED', ['TAKEN']);
      return answer(brand.id, request.params.request);
    },
  });

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
