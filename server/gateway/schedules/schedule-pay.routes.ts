import type { FastifyInstance } from 'fastify';
import { isCurrency } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { BrandIdParams } from '../route-schema';
import { positionKeyOf, setMinor, setWages, wageSettingsOf } from './schedule-pay.repository';
import {
  personParams,
  schedulePersonBody,
  schedulePersonSchema,
  wageSettingsSchema,
  wagesBody,
} from './schedule-pay.schema';
import { MANAGER_ACCESS, SCHEDULES_TAGS, scheduleLocation } from './schedules-access';
import { schedulesErrors } from './schedules.errors';
import { isMemberAt, peopleOf, rulesOf } from './schedules.repository';

/**
 * A location's wages (issue #34): an hourly wage per position and a person's own override, in
 * integer minor units of the location's currency. Only those who manage the schedule (TEAM_LIVE
 * on the location) read or write them; employees never receive wages.
 */
export function registerSchedulePayRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/schedule_wages',
    summary: `The location’s wages (${MANAGER_ACCESS}): its currency (ISO 4217; USD when never set), the hourly wage of each position and each person’s own override, in integer minor units, with the location’s members (who may get an override) and the positions its shifts use. A shift costs its paid minutes (breaks unpaid) times its person’s wage, else its position’s`,
    tags: SCHEDULES_TAGS,
    params: BrandIdParams,
    data: wageSettingsSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      return wageSettingsOf(db, brand.id, await peopleOf(db, brand.id));
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/schedule_wages',
    summary: `Replaces the location’s wages (${MANAGER_ACCESS}): currency, position wages (one per position, case-insensitive) and per-person overrides (a person left out is paid the position’s wage). 400 SCHEDULES.INVALID_WAGES for an unknown currency or a position named twice; 404 SCHEDULES.PERSON_NOT_FOUND for a person not a member of the location or above it. Answers the wages as stored`,
    tags: SCHEDULES_TAGS,
    params: BrandIdParams,
    body: wagesBody,
    data: wageSettingsSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      const body = request.body;
      if (!isCurrency(body.currency)) throw schedulesErrors.invalidWages(`unknown currency ${body.currency}`);
      const keys = body.positions.map((row) => positionKeyOf(row.position));
      if (keys.some((key) => key === '')) throw schedulesErrors.invalidWages('a position without a name');
      if (new Set(keys).size !== keys.length) throw schedulesErrors.invalidWages('a position named twice');
      const people = body.people.map((row) => row.user_id);
      if (new Set(people).size !== people.length) throw schedulesErrors.invalidWages('a person named twice');
      for (const userId of people) {
        if (!(await isMemberAt(db, userId, brand))) throw schedulesErrors.personNotFound();
      }
      await setWages(db, brand.id, body, await rulesOf(db, brand.id), new Date().toISOString());
      return wageSettingsOf(db, brand.id, await peopleOf(db, brand.id));
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/schedule_people/:user',
    summary: `Marks a person a minor at the location, or not (${MANAGER_ACCESS}): a minor’s shifts are flagged MINOR_HOURS / MINOR_NIGHT by the location’s minors’ limits (schedule_rules). 404 SCHEDULES.PERSON_NOT_FOUND for a person not a member of the location or above it`,
    tags: SCHEDULES_TAGS,
    params: personParams,
    body: schedulePersonBody,
    data: schedulePersonSchema,
    handler: async (request) => {
      const brand = await scheduleLocation(context, request, request.params.id, 'manage');
      const userId = request.params.user;
      if (!(await isMemberAt(db, userId, brand))) throw schedulesErrors.personNotFound();
      await setMinor(db, brand.id, userId, request.body.minor, new Date().toISOString());
      return { user_id: userId, minor: request.body.minor };
    },
  });
}
