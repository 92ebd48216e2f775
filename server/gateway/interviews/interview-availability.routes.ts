import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_MINIMUM_NOTICE_HOURS, interviewAvailabilityProblem } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { BrandIdParams, Body, Nullable } from '../route-schema';
import { hiringBrand } from './interview-access';
import { interviewsErrors } from './interviews.errors';
import {
  availabilityRow,
  availabilityWire,
  positionAt,
  positionsWithHours,
  removeAvailability,
  saveAvailability,
  zoneOfLocation,
} from './interviews.repository';
import { AvailabilityBody, AvailabilitySchema, TAGS } from './interviews.schema';

const PositionHoursSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  own_hours: Type.Boolean({ description: 'true when the position has hours of its own' }),
});

/**
 * Routes 1 and 2 of the interviews contract, and the removal of a position's own hours: a
 * location's interview hours, or one of its positions' (which fall back to the location's).
 */
export function registerInterviewAvailabilityRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;
  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/interview_availability',
    summary:
      'The interview hours of a location (position_id: of that position; null when it has none of its own), the location’s own hours (what a position without its own uses), the location’s open positions (whether each has hours of its own) and its time zone: employers with SOURCE_HIRE on it',
    tags: TAGS,
    params: BrandIdParams,
    querystring: Body({ position_id: Type.Integer({ minimum: 1 }) }),
    data: Type.Object({
      availability: Nullable(AvailabilitySchema),
      location_availability: Nullable(AvailabilitySchema),
      positions: Type.Array(PositionHoursSchema),
      time_zone: Type.String(),
    }),
    handler: async (request) => {
      const { brand } = await hiringBrand(context, request, request.params.id, true);
      const positionId = request.query.position_id ?? null;
      const own = await availabilityRow(db, brand.id, positionId);
      const location = positionId === null ? own : await availabilityRow(db, brand.id, null);
      return {
        availability: own ? availabilityWire(own) : null,
        location_availability: location ? availabilityWire(location) : null,
        positions: await positionsWithHours(db, brand.id),
        time_zone: await zoneOfLocation(db, brand.id),
      };
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/v1/brands/:id/interview_availability',
    summary:
      'Sets the interview hours of a location (position_id null) or of one of its positions. 400 INTERVIEWS.AVAILABILITY_INVALID naming the field (data.field, data.reason), INTERVIEWS.NOT_A_LOCATION, INTERVIEWS.POSITION_NOT_HERE',
    tags: TAGS,
    params: BrandIdParams,
    body: AvailabilityBody,
    data: AvailabilitySchema,
    handler: async (request) => {
      const { brand } = await hiringBrand(context, request, request.params.id, true);
      if (brand.type !== 'LOCATION') throw interviewsErrors.notALocation(brand.id);
      const body = request.body;
      const positionId = body.position_id ?? null;
      if (positionId !== null && !(await positionAt(db, positionId, brand.id))) {
        throw interviewsErrors.positionNotHere(positionId, brand.id);
      }
      const minimumNoticeHours = body.minimum_notice_hours ?? DEFAULT_MINIMUM_NOTICE_HOURS;
      const problem = interviewAvailabilityProblem({
        weeklyHours: body.weekly_hours,
        lengthMinutes: body.length_minutes,
        bufferMinutes: body.buffer_minutes,
        horizonDays: body.horizon_days,
        minimumNoticeHours,
      });
      if (problem) throw interviewsErrors.availabilityInvalid(problem.field, problem.code);
      return saveAvailability(
        db,
        {
          location_id: brand.id,
          position_id: positionId,
          weekly_hours: body.weekly_hours,
          length_minutes: body.length_minutes,
          buffer_minutes: body.buffer_minutes,
          horizon_days: body.horizon_days,
          minimum_notice_hours: minimumNoticeHours,
        },
        principalOf(request).sub,
      );
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/v1/brands/:id/interview_availability/positions/:position',
    summary:
      'Removes the interview hours of one of a location’s positions: it then uses the location’s. removed: false when it had none. 400 INTERVIEWS.NOT_A_LOCATION, INTERVIEWS.POSITION_NOT_HERE',
    tags: TAGS,
    params: Type.Object({
      id: Type.Integer({ minimum: 1 }),
      position: Type.Integer({ minimum: 1 }),
    }),
    data: Type.Object({ removed: Type.Boolean() }),
    handler: async (request) => {
      const { brand } = await hiringBrand(context, request, request.params.id, true);
      if (brand.type !== 'LOCATION') throw interviewsErrors.notALocation(brand.id);
      const positionId = request.params.position;
      if (!(await positionAt(db, positionId, brand.id))) {
        throw interviewsErrors.positionNotHere(positionId, brand.id);
      }
      return { removed: await removeAvailability(db, brand.id, positionId) };
    },
  });
}
