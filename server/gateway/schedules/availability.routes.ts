import type { FastifyInstance } from 'fastify';
import {
  blockProblem,
  brandHasService,
  daysOfWeek,
  localDayOf,
  timeOffProblem,
} from '../../../src-domain/index';
import { loadServices, pathIds, type BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { availabilityChanged, timeOffChanged } from '../live/live-events.catalogue';
import { publishLiveEvent } from '../live/live-events.port';
import { BrandIdParams } from '../route-schema';
import {
  blocksOf,
  pendingTimeOff,
  timeOffTouching,
  timeOffWire,
  type TimeOffRow,
} from './availability.repository';
import {
  availabilityBody,
  decisionBody,
  locationAvailabilitySchema,
  myAvailabilitySchema,
  myLocationAvailabilitySchema,
  timeOffBody,
  timeOffParams,
  timeOffSchema,
} from './availability.schema';
import { SCHEDULES_TAGS, SCHEDULING_SERVICE, requireWeek, scheduleLocation } from './schedules-access';
import { schedulesErrors } from './schedules.errors';
import { namesOf, rulesOf } from './schedules.repository';
import { weekQuery } from './schedules.schema';

const MANAGER = 'TEAM_LIVE on a location of a brand with TEAM_SCHEDULING';
const MEMBER = 'a member of the location or above it, on a brand with TEAM_SCHEDULING';

/**
 * Availability and time off (issue #34). The employee (a member of the location) sets their
 * weekly blocks and asks for time off, and cancels a pending request; the manager (TEAM_LIVE on
 * the location) reads the location's blocks and requests and approves or refuses a pending
 * one. A person reaches only their own rows (another's request is 404); a manager only their
 * locations (scheduleLocation). Every change of a request publishes time_off.changed to the
 * location's team in its transaction.
 */
export function registerAvailabilityRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  const answer = async (row: TimeOffRow, brand: Pick<BrandRow, 'id' | 'name'>) =>
    timeOffWire([row], await namesOf(db, [row.user_id]), new Map([[brand.id, brand.name]]))[0]!;

  /** The caller's blocks at `brand` with its zone. */
  const mineAt = async (brand: Pick<BrandRow, 'id' | 'name'>, userId: string) => ({
    id: brand.id,
    name: brand.name,
    time_zone: (await rulesOf(db, brand.id)).time_zone,
    blocks: (await blocksOf(db, brand.id, [userId])).get(userId) ?? [],
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/my_availability',
    summary:
      'The caller’s weekly unavailability at each location they are scheduled at (memberships on LOCATION brands with TEAM_SCHEDULING, not archived, by name; times local to the location’s zone) and their time-off requests not ended more than 30 days ago (latest first, at most 100). Any signed-in user; none: empty lists',
    tags: SCHEDULES_TAGS,
    data: myAvailabilitySchema,
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const memberships = await db
        .selectFrom('brand_memberships as m')
        .innerJoin('brands as b', 'b.id', 'm.brand_id')
        .select(['b.id', 'b.name', 'b.path'])
        .where('m.user_id', '=', userId)
        .where('b.type', '=', 'LOCATION')
        .where('b.archived', '=', 0)
        .orderBy('b.name')
        .orderBy('b.id')
        .limit(100)
        .execute();
      const services = await loadServices(db, [...new Set(memberships.flatMap((row) => pathIds(row.path)))]);
      const scheduled = memberships.filter((row) =>
        pathIds(row.path).some((id) =>
          brandHasService({ services: services.get(id) ?? [] }, SCHEDULING_SERVICE),
        ),
      );
      const locations = await Promise.all(scheduled.map((brand) => mineAt(brand, userId)));
      const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
      const rows = await db
        .selectFrom('time_off_requests as t')
        .innerJoin('brands as b', 'b.id', 't.brand_id')
        .selectAll('t')
        .select('b.name as location_name')
        .where('t.user_id', '=', userId)
        .where('t.ends_on', '>=', since)
        .orderBy('t.starts_on', 'desc')
        .orderBy('t.id', 'desc')
        .limit(100)
        .execute();
      return {
        locations,
        time_off: timeOffWire(
          rows,
          await namesOf(db, [userId]),
          new Map(rows.map((row) => [row.brand_id, row.location_name])),
        ),
      };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/my_availability',
    summary: `Replaces the caller’s weekly unavailability at the location (${MEMBER}): blocks of a weekday (1 Monday … 7 Sunday) from–to in the location’s local time (to may be 24:00). 400 SCHEDULES.INVALID_AVAILABILITY when a block ends before it starts; nothing written then. The grid flags the caller’s shifts that meet a block (UNAVAILABLE) and is told live (availability.changed). Answers the location’s blocks`,
    tags: SCHEDULES_TAGS,
    params: BrandIdParams,
    body: availabilityBody,
    data: myLocationAvailabilitySchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'work');
      const userId = principalOf(request).sub;
      for (const block of request.body.blocks) {
        const problem = blockProblem(block);
        if (problem) throw schedulesErrors.invalidAvailability(problem);
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('schedule_unavailability')
          .where('brand_id', '=', brand.id)
          .where('user_id', '=', userId)
          .execute();
        if (request.body.blocks.length > 0) {
          await trx
            .insertInto('schedule_unavailability')
            .values(
              request.body.blocks.map((block) => ({
                brand_id: brand.id,
                user_id: userId,
                weekday: block.weekday,
                from_time: block.from,
                to_time: block.to,
              })),
            )
            .execute();
        }
        // The location's grid reads the flags again without a reload.
        await publishLiveEvent(trx, availabilityChanged(brand, userId));
      });
      return mineAt(brand, userId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/time_off',
    summary: `Asks for time off at the location (${MEMBER}): local dates starts_on–ends_on, whole days, or from_time on the first day to to_time on the last (both or neither), and a reason; at most 62 days. 400 SCHEDULES.INVALID_TIME_OFF. Answers the request, PENDING; the location’s managers see it on the grid`,
    tags: SCHEDULES_TAGS,
    params: BrandIdParams,
    body: timeOffBody,
    data: timeOffSchema,
    status: 201,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'work');
      const body = request.body;
      const span = {
        startsOn: body.starts_on,
        endsOn: body.ends_on,
        fromTime: body.from_time ?? undefined,
        toTime: body.to_time ?? undefined,
      };
      const problem = timeOffProblem(span);
      if (problem) throw schedulesErrors.invalidTimeOff(problem);
      const reason = body.reason.trim();
      if (reason === '') throw schedulesErrors.invalidTimeOff('NO_REASON');
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('time_off_requests')
          .values({
            brand_id: brand.id,
            user_id: principalOf(request).sub,
            starts_on: span.startsOn,
            ends_on: span.endsOn,
            from_time: span.fromTime ?? null,
            to_time: span.toTime ?? null,
            reason,
            status: 'PENDING',
            note: '',
            created_at: new Date().toISOString(),
            decided_at: null,
            decided_by_user_id: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await publishLiveEvent(trx, timeOffChanged(brand, inserted.id, 'PENDING'));
        return inserted;
      });
      return answer(row, brand);
    },
  });

  /**
   * Moves a PENDING request to `status` in one conditional update (two deciders: one wins, the
   * other gets 409 SCHEDULES.NOT_PENDING), publishing time_off.changed; `owner` limits it to the
   * caller's own requests (another's is 404).
   */
  async function decide(
    brand: BrandRow,
    requestId: number,
    status: 'APPROVED' | 'REFUSED' | 'CANCELLED',
    by: { readonly userId: string; readonly owner: boolean; readonly note: string },
  ) {
    const existing = await db
      .selectFrom('time_off_requests')
      .selectAll()
      .where('id', '=', requestId)
      .where('brand_id', '=', brand.id)
      .$if(by.owner, (query) => query.where('user_id', '=', by.userId))
      .executeTakeFirst();
    if (!existing) throw schedulesErrors.timeOffNotFound(requestId);
    const row = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('time_off_requests')
        .set({
          status,
          note: by.note,
          decided_at: new Date().toISOString(),
          decided_by_user_id: by.userId,
        })
        .where('id', '=', existing.id)
        .where('status', '=', 'PENDING')
        .returningAll()
        .executeTakeFirst();
      if (!updated) return undefined;
      await publishLiveEvent(trx, timeOffChanged(brand, updated.id, status));
      return updated;
    });
    if (!row) {
      const now = await db
        .selectFrom('time_off_requests')
        .select('status')
        .where('id', '=', existing.id)
        .executeTakeFirst();
      throw schedulesErrors.notPending(now?.status ?? existing.status);
    }
    return answer(row, brand);
  }

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/time_off/:timeOff/cancel',
    summary: `Cancels the caller’s own pending time-off request at the location (${MEMBER}); 404 SCHEDULES.TIME_OFF_NOT_FOUND for another’s, 409 SCHEDULES.NOT_PENDING once decided. Answers the request`,
    tags: SCHEDULES_TAGS,
    params: timeOffParams,
    data: timeOffSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'work');
      const userId = principalOf(request).sub;
      return decide(brand, request.params.timeOff, 'CANCELLED', { userId, owner: true, note: '' });
    },
  });

  for (const [path, status] of [
    ['approve', 'APPROVED'],
    ['refuse', 'REFUSED'],
  ] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/v1/brands/:id/time_off/:timeOff/${path}`,
      summary: `${status === 'APPROVED' ? 'Approves' : 'Refuses'} a pending time-off request of the location (${MANAGER}) with an optional note to the person; 409 SCHEDULES.NOT_PENDING once decided or cancelled.${status === 'APPROVED' ? ' The person’s shifts it meets are flagged TIME_OFF.' : ''} Answers the request`,
      tags: SCHEDULES_TAGS,
      params: timeOffParams,
      body: decisionBody,
      data: timeOffSchema,
      handler: async (request) => {
        const brand = await scheduleLocation(context, request, request.params.id, 'manage');
        const note = (request.body.note ?? '').trim();
        const userId = principalOf(request).sub;
        return decide(brand, request.params.timeOff, status, { userId, owner: false, note });
      },
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/schedule_availability',
    summary: `What the week grid shows of the location’s people (${MANAGER}): their weekly unavailability (local times), their PENDING and APPROVED time off touching the week, and every PENDING request not ended yet (soonest first, at most 100). 400 SCHEDULES.INVALID_WEEK when week is not a Monday`,
    tags: SCHEDULES_TAGS,
    params: BrandIdParams,
    querystring: weekQuery,
    data: locationAvailabilitySchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      const week = requireWeek(request.query.week);
      const days = daysOfWeek(week);
      const zone = (await rulesOf(db, brand.id)).time_zone;
      const [blocks, touching, pending] = await Promise.all([
        blocksOf(db, brand.id),
        timeOffTouching(db, brand.id, days[0]!, days[6]!, ['PENDING', 'APPROVED']),
        pendingTimeOff(db, brand.id, localDayOf(new Date().toISOString(), zone)),
      ]);
      const names = await namesOf(
        db,
        [...touching, ...pending].map((row) => row.user_id),
      );
      const locationNames = new Map([[brand.id, brand.name]]);
      return {
        blocks: [...blocks].flatMap(([user_id, list]) => list.map((block) => ({ user_id, ...block }))),
        time_off: timeOffWire(touching, names, locationNames),
        pending: timeOffWire(pending, names, locationNames),
      };
    },
  });
}
