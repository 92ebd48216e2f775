import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { brandHasService } from '../../../src-domain/index';
import { loadServices, pathIds } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { SCHEDULING_ACCESS, SCHEDULING_SERVICE } from './schedules-access';

/**
 * The locations whose schedule the caller manages (issue #34): LOCATION brands, not archived,
 * below a brand where the caller holds TEAM_LIVE, with TEAM_SCHEDULING on them or an ancestor.
 */
export function registerScheduleLocationRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;
  defineRoute(app, {
    method: 'GET',
    url: '/v1/schedule_locations',
    summary:
      'The locations whose schedule the caller manages: below a brand where they hold TEAM_LIVE, with TEAM_SCHEDULING on the location or an ancestor, not archived; by name, at most 500',
    tags: ['schedules'],
    data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    handler: async (request) => {
      const granted = await db
        .selectFrom('user_accesses as a')
        .innerJoin('brands as b', 'b.id', 'a.brand_id')
        .select('b.path')
        .where('a.user_id', '=', principalOf(request).sub)
        .where('a.access', '=', SCHEDULING_ACCESS)
        .execute();
      if (granted.length === 0) return [];
      const locations = await db
        .selectFrom('brands')
        .select(['id', 'name', 'path'])
        .where('type', '=', 'LOCATION')
        .where('archived', '=', 0)
        .where((eb) =>
          eb.or(granted.map(({ path }) => eb.and([eb('path', '>=', path), eb('path', '<', `${path}~`)]))),
        )
        .orderBy('name')
        .orderBy('id')
        .limit(500)
        .execute();
      const services = await loadServices(db, [...new Set(locations.flatMap((row) => pathIds(row.path)))]);
      return locations
        .filter((row) =>
          pathIds(row.path).some((id) =>
            brandHasService({ services: services.get(id) ?? [] }, SCHEDULING_SERVICE),
          ),
        )
        .map((row) => ({ id: row.id, name: row.name }));
    },
  });
}
