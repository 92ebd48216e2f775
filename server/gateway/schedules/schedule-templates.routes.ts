import type { FastifyInstance } from 'fastify';
import { shiftInWeek, templateShiftsOf, templateSkips, type TemplateSkip } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { BrandIdParams } from '../route-schema';
import { MANAGER_ACCESS, SCHEDULES_TAGS, requireWeek, scheduleLocation } from './schedules-access';
import { schedulesErrors } from './schedules.errors';
import { isMemberAt, namesOf, rulesOf, trackChange, weekOf } from './schedules.repository';
import { publishShiftsChanged } from './shift-events';
import {
  appliedTemplateSchema,
  applyTemplateBody,
  saveTemplateBody,
  templateListSchema,
  templateParams,
  type AppliedTemplateWire,
} from './schedule-templates.schema';
import {
  templateOf,
  templatesOf,
  templateShiftsJson,
  templateShiftsOfRow,
} from './schedule-templates.repository';

/**
 * Templates of a location's week (issue #34): save a week under a name, list, delete, and apply
 * one to a week (its shifts become shifts of that week, at the same local weekdays and times;
 * a person's shift that would overlap one they have, or whose person is no longer a member, is
 * skipped and said). Every route: TEAM_LIVE on the location (scheduleLocation).
 */
export function registerScheduleTemplateRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/schedule_templates',
    summary: `The location’s schedule templates by name (${MANAGER_ACCESS})`,
    tags: SCHEDULES_TAGS,
    params: BrandIdParams,
    data: templateListSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      return templatesOf(db, brand.id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/schedule_templates',
    summary: `Saves a week of the location as a named template (${MANAGER_ACCESS}): each shift’s person, position, local weekday and start, length, break and note. 409 SCHEDULES.TEMPLATE_NAME_TAKEN when the location has one of that name, SCHEDULES.EMPTY_WEEK for a week without shifts; 400 SCHEDULES.INVALID_WEEK. Answers the templates`,
    tags: SCHEDULES_TAGS,
    params: BrandIdParams,
    body: saveTemplateBody,
    data: templateListSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      const week = requireWeek(request.body.week_start);
      const name = request.body.name.trim();
      if (name === '') throw schedulesErrors.invalidTemplateName();
      const rules = await rulesOf(db, brand.id);
      const rows = await db
        .selectFrom('shifts')
        .selectAll()
        .where('brand_id', '=', brand.id)
        .where('week_start', '=', week)
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
      if (rows.length === 0) throw schedulesErrors.emptyWeek();
      const taken = await db
        .selectFrom('schedule_templates')
        .select('id')
        .where('brand_id', '=', brand.id)
        .where('name', '=', name)
        .executeTakeFirst();
      if (taken) throw schedulesErrors.templateNameTaken();
      const shifts = templateShiftsOf(
        rows.map((row) => ({
          personId: row.user_id ?? undefined,
          position: row.position,
          startsAt: row.starts_at,
          endsAt: row.ends_at,
          breakMinutes: row.break_minutes,
          note: row.note,
        })),
        rules.time_zone,
      );
      await db
        .insertInto('schedule_templates')
        .values({
          brand_id: brand.id,
          name,
          shifts_json: templateShiftsJson(shifts),
          created_by_user_id: principalOf(request).sub,
          created_at: new Date().toISOString(),
        })
        .execute();
      return templatesOf(db, brand.id);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/v1/brands/:id/schedule_templates/:scheduleTemplate',
    summary: `Deletes a template of the location (${MANAGER_ACCESS}); weeks laid out with it keep their shifts. 404 SCHEDULES.TEMPLATE_NOT_FOUND. Answers the templates`,
    tags: SCHEDULES_TAGS,
    params: templateParams,
    data: templateListSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      const deleted = await db
        .deleteFrom('schedule_templates')
        .where('brand_id', '=', brand.id)
        .where('id', '=', request.params.scheduleTemplate)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0)
        throw schedulesErrors.templateNotFound(request.params.scheduleTemplate);
      return templatesOf(db, brand.id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/schedule_templates/:scheduleTemplate/apply',
    summary: `Lays a template into a week of the location (${MANAGER_ACCESS}): each of its shifts becomes a shift of the week at the same local weekday and start (lengths kept across daylight saving), beside the week’s shifts. A person’s shift that would overlap one they have (OVERLAP) or whose person is no longer a member (NOT_A_MEMBER) is skipped and listed; the shifts made carry the week’s flags (rest, limits, availability, notice). On a published week each shift made is a tracked change. 404 SCHEDULES.TEMPLATE_NOT_FOUND; 400 SCHEDULES.INVALID_WEEK. Answers the week, how many shifts were made, and those skipped`,
    tags: SCHEDULES_TAGS,
    params: templateParams,
    body: applyTemplateBody,
    data: appliedTemplateSchema,
    handler: async (request): Promise<AppliedTemplateWire> => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      const week = requireWeek(request.body.week_start);
      const template = await templateOf(db, brand.id, request.params.scheduleTemplate);
      if (!template) throw schedulesErrors.templateNotFound(request.params.scheduleTemplate);
      const zone = (await rulesOf(db, brand.id)).time_zone;
      const laid = templateShiftsOfRow(template).map((shift) => ({
        ...shift,
        ...shiftInWeek(shift, week, zone),
      }));
      const people = [...new Set(laid.flatMap((shift) => (shift.personId ? [shift.personId] : [])))];
      const members = new Set<string>();
      for (const person of people) if (await isMemberAt(db, person, brand)) members.add(person);
      const now = new Date().toISOString();
      const skipped: { shift: (typeof laid)[number]; reason: TemplateSkip }[] = [];
      const created = await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('shifts')
          .select(['user_id', 'starts_at', 'ends_at'])
          .where('brand_id', '=', brand.id)
          .where('week_start', '=', week)
          .execute();
        const skips = templateSkips(
          laid,
          existing.map((row) => ({
            personId: row.user_id ?? undefined,
            startsAt: row.starts_at,
            endsAt: row.ends_at,
          })),
          members,
        );
        let made = 0;
        for (const [index, shift] of laid.entries()) {
          const reason = skips[index];
          if (reason) {
            skipped.push({ shift, reason });
            continue;
          }
          const row = await trx
            .insertInto('shifts')
            .values({
              brand_id: brand.id,
              week_start: week,
              user_id: shift.personId ?? null,
              position: shift.position,
              starts_at: shift.startsAt,
              ends_at: shift.endsAt,
              break_minutes: shift.breakMinutes,
              note: shift.note,
              version: 1,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await trackChange(trx, { ...row, user_id: null }, row, now);
          made += 1;
        }
        if (made > 0) await publishShiftsChanged(trx, brand, week);
        return made;
      });
      const names = await namesOf(
        db,
        skipped.flatMap(({ shift }) => (shift.personId ? [shift.personId] : [])),
      );
      return {
        week: await weekOf(db, brand, week, new Date()),
        created,
        skipped: skipped.map(({ shift, reason }) => ({
          user_id: shift.personId ?? null,
          name: shift.personId ? (names.get(shift.personId) ?? null) : null,
          position: shift.position,
          starts_at: shift.startsAt,
          ends_at: shift.endsAt,
          reason,
        })),
      };
    },
  });
}
