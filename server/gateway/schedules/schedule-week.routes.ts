import type { FastifyInstance } from 'fastify';
import { addWeeks, isTimeZone, moveByWeeks, shiftTimesProblem, weekBounds } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { publishLiveEvent } from '../live/live-events.port';
import { schedulePublished } from '../live/live-events.catalogue';
import { BrandIdParams, Body } from '../route-schema';
import { MANAGER_ACCESS, SCHEDULES_TAGS, requireWeek, scheduleLocation } from './schedules-access';
import { schedulesErrors } from './schedules.errors';
import { isMemberAt, rulesOf, trackChange, weekOf, weekRow, type ShiftRow } from './schedules.repository';
import { tellPublished } from './schedule-notices';
import { publishShiftsChanged } from './shift-events';
import {
  createShiftBody,
  rulesSchema,
  shiftParams,
  updateShiftBody,
  WeekStart,
  weekQuery,
  weekSchema,
} from './schedules.schema';

/**
 * The manager's side of a location's schedule (issue #34): the week grid, shifts (create, edit
 * with their version, delete), publishing a week, copying last week, and the labour rules. Every
 * route: the caller holds TEAM_LIVE on the location (scheduleLocation).
 */
export function registerScheduleWeekRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  /** Checks a written shift: times, its week, its person; answers the normalised instants. */
  async function checkShift(
    brand: Parameters<typeof isMemberAt>[2],
    zone: string,
    week: string,
    body: { user_id: string | null; starts_at: string; ends_at: string; break_minutes: number },
  ) {
    const startsAt = new Date(body.starts_at).toISOString();
    const endsAt = new Date(body.ends_at).toISOString();
    const problem = shiftTimesProblem({ startsAt, endsAt, breakMinutes: body.break_minutes });
    if (problem) throw schedulesErrors.invalidTimes(problem);
    const { from, to } = weekBounds(week, zone);
    if (startsAt < from || startsAt >= to) throw schedulesErrors.outsideWeek();
    if (body.user_id && !(await isMemberAt(db, body.user_id, brand))) throw schedulesErrors.personNotFound();
    return { startsAt, endsAt };
  }

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/schedule',
    summary: `A week of the location’s schedule (${MANAGER_ACCESS}): its status, rules, people (members of the location), shifts with their labour-rule flags (OVERLAP, SHORT_REST, DAY_LIMIT, WEEK_LIMIT, SHORT_NOTICE) and live request, and the week’s figures against last week. 400 SCHEDULES.INVALID_WEEK when week is not a Monday`,
    tags: SCHEDULES_TAGS,
    params: BrandIdParams,
    querystring: weekQuery,
    data: weekSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      return weekOf(db, brand, requireWeek(request.query.week), new Date());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/shifts',
    summary: `Adds a shift to a week of the location (${MANAGER_ACCESS}); user_id null makes it an open shift. The start lies in the week (local time of the location); 400 SCHEDULES.INVALID_TIMES, SCHEDULES.OUTSIDE_WEEK, SCHEDULES.INVALID_WEEK; 404 SCHEDULES.PERSON_NOT_FOUND when the person is not a member. A shift added to a published week is a tracked change. Answers the week`,
    tags: SCHEDULES_TAGS,
    params: BrandIdParams,
    body: createShiftBody,
    data: weekSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      const body = request.body;
      const week = requireWeek(body.week_start);
      const rules = await rulesOf(db, brand.id);
      const { startsAt, endsAt } = await checkShift(brand, rules.time_zone, week, body);
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('shifts')
          .values({
            brand_id: brand.id,
            week_start: week,
            user_id: body.user_id,
            position: body.position.trim(),
            starts_at: startsAt,
            ends_at: endsAt,
            break_minutes: body.break_minutes,
            note: body.note ?? '',
            version: 1,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trackChange(trx, { ...row, user_id: null }, row, now);
        await publishShiftsChanged(trx, brand, week);
      });
      return weekOf(db, brand, week, new Date());
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/shifts/:shift',
    summary: `Changes a shift (${MANAGER_ACCESS}), sending the version it read: 409 SCHEDULES.STALE_SHIFT when someone changed it meanwhile (nothing written; read again). Same checks as creating it; the shift stays in its week. On a published week the person is told what changed. Answers the week`,
    tags: SCHEDULES_TAGS,
    params: shiftParams,
    body: updateShiftBody,
    data: weekSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      const body = request.body;
      const before = await db
        .selectFrom('shifts')
        .selectAll()
        .where('id', '=', request.params.shift)
        .where('brand_id', '=', brand.id)
        .executeTakeFirst();
      if (!before) throw schedulesErrors.shiftNotFound(request.params.shift);
      const rules = await rulesOf(db, brand.id);
      const { startsAt, endsAt } = await checkShift(brand, rules.time_zone, before.week_start, body);
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const after = await trx
          .updateTable('shifts')
          .set({
            user_id: body.user_id,
            position: body.position.trim(),
            starts_at: startsAt,
            ends_at: endsAt,
            break_minutes: body.break_minutes,
            note: body.note ?? before.note,
            version: body.version + 1,
            updated_at: now,
          })
          .where('id', '=', before.id)
          .where('version', '=', body.version)
          .returningAll()
          .executeTakeFirst();
        if (!after) throw schedulesErrors.staleShift();
        // A reassigned shift's waiting offer is void: it was the previous person's.
        if (before.user_id !== after.user_id) {
          await trx
            .updateTable('shift_requests')
            .set({ status: 'CANCELLED', decided_at: now })
            .where('shift_id', '=', before.id)
            .where('status', 'in', ['OPEN', 'TAKEN'])
            .execute();
        }
        await trackChange(trx, before, after, now);
        await publishShiftsChanged(trx, brand, before.week_start);
      });
      return weekOf(db, brand, before.week_start, new Date());
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/v1/brands/:id/shifts/:shift',
    summary: `Removes a shift (${MANAGER_ACCESS}) and its requests; on a published week its person is told. Answers the week`,
    tags: SCHEDULES_TAGS,
    params: shiftParams,
    data: weekSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      const now = new Date().toISOString();
      const before = await db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('shifts')
          .where('id', '=', request.params.shift)
          .where('brand_id', '=', brand.id)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw schedulesErrors.shiftNotFound(request.params.shift);
        await trackChange(trx, row as ShiftRow, undefined, now);
        await publishShiftsChanged(trx, brand, row.week_start);
        return row;
      });
      return weekOf(db, brand, before.week_start, new Date());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/schedule/publish',
    summary: `Publishes a week of the location (${MANAGER_ACCESS}): its shifts become visible to the team, who are told live (schedule.published) and, the first time, each person with shifts by mail (by their notification channels); later changes are tracked and shown to the person. Publishing again marks the changes since as seen. 409 SCHEDULES.NOTHING_TO_PUBLISH for a week without shifts. Answers the week`,
    tags: SCHEDULES_TAGS,
    params: BrandIdParams,
    body: Body({ week_start: WeekStart }, ['week_start']),
    data: weekSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      const week = requireWeek(request.body.week_start);
      const now = new Date().toISOString();
      const userId = principalOf(request).sub;
      await db.transaction().execute(async (trx) => {
        const count = await trx
          .selectFrom('shifts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('brand_id', '=', brand.id)
          .where('week_start', '=', week)
          .executeTakeFirstOrThrow();
        if (Number(count.n) === 0) throw schedulesErrors.nothingToPublish();
        const first = (await weekRow(trx, brand.id, week))?.status !== 'PUBLISHED';
        await trx
          .insertInto('schedule_weeks')
          .values({
            brand_id: brand.id,
            week_start: week,
            status: 'PUBLISHED',
            published_at: now,
            published_by_user_id: userId,
          })
          .onConflict((oc) =>
            oc
              .columns(['brand_id', 'week_start'])
              .doUpdateSet({ status: 'PUBLISHED', published_at: now, published_by_user_id: userId }),
          )
          .execute();
        // Each person with shifts is mailed the first publication; later changes are told one by one.
        if (first) await tellPublished(trx, brand.id, week, now);
        await publishLiveEvent(trx, schedulePublished(brand, week));
      });
      return weekOf(db, brand, week, new Date());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/schedule/copy',
    summary: `Copies last week’s shifts into a week of the location (${MANAGER_ACCESS}), same people, positions, local times and breaks; only into a draft week without shifts (409 SCHEDULES.NOT_EMPTY otherwise). Answers the week`,
    tags: SCHEDULES_TAGS,
    params: BrandIdParams,
    body: Body({ week_start: WeekStart }, ['week_start']),
    data: weekSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      const week = requireWeek(request.body.week_start);
      const rules = await rulesOf(db, brand.id);
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('shifts')
          .select('id')
          .where('brand_id', '=', brand.id)
          .where('week_start', '=', week)
          .executeTakeFirst();
        if (existing) throw schedulesErrors.notEmpty();
        const source = await trx
          .selectFrom('shifts')
          .selectAll()
          .where('brand_id', '=', brand.id)
          .where('week_start', '=', addWeeks(week, -1))
          .execute();
        if (source.length === 0) return;
        await trx
          .insertInto('shifts')
          .values(
            source.map((row) => ({
              brand_id: brand.id,
              week_start: week,
              user_id: row.user_id,
              position: row.position,
              starts_at: moveByWeeks(row.starts_at, rules.time_zone, 1),
              ends_at: moveByWeeks(row.ends_at, rules.time_zone, 1),
              break_minutes: row.break_minutes,
              note: row.note,
              version: 1,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
        await publishShiftsChanged(trx, brand, week);
      });
      return weekOf(db, brand, week, new Date());
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/schedule_rules',
    summary: `The location’s labour rules and time zone (${MANAGER_ACCESS}); without settings the documented defaults: 600 minutes of rest between shifts, 720 paid minutes a day, 2 400 a week, 14 days’ notice, UTC`,
    tags: SCHEDULES_TAGS,
    params: BrandIdParams,
    data: rulesSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      return rulesOf(db, brand.id);
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/schedule_rules',
    summary: `Sets the location’s labour rules and time zone, and whether covers are approved at once when the rules hold (auto_approve_covers; left out, unchanged) (${MANAGER_ACCESS}); 400 SCHEDULES.INVALID_TIME_ZONE for an unknown zone`,
    tags: SCHEDULES_TAGS,
    params: BrandIdParams,
    body: Body(rulesSchema.properties, [
      'time_zone',
      'min_rest_minutes',
      'max_day_minutes',
      'max_week_minutes',
      'notice_days',
    ]),
    data: rulesSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      const body = request.body;
      if (!isTimeZone(body.time_zone)) throw schedulesErrors.invalidTimeZone(body.time_zone);
      const { auto_approve_covers: autoApprove, ...rules } = body;
      // Left out, auto-approval keeps its setting (off for a new row).
      const values = {
        ...rules,
        ...(autoApprove === undefined ? {} : { auto_approve_covers: autoApprove ? 1 : 0 }),
        updated_at: new Date().toISOString(),
      };
      await db
        .insertInto('schedule_settings')
        .values({ brand_id: brand.id, ...values })
        .onConflict((oc) => oc.column('brand_id').doUpdateSet(values))
        .execute();
      return rulesOf(db, brand.id);
    },
  });
}
