import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { inPublishedWeek, shiftsWire, type ShiftRow } from './schedules.repository';
import { myShiftsSchema, type MyShiftsWire } from './schedules.schema';

/**
 * The employee's side (issue #34, "My shifts"): the caller's upcoming published shifts, the
 * shifts they could take (offered by a colleague or open, at locations they are a member of,
 * published, not started), and what changed in their published shifts. Any signed-in user; a
 * user without shifts gets empty lists.
 */
export function registerMyShiftsRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/my_shifts',
    summary:
      'The caller’s upcoming published shifts (not ended, soonest first, at most 100) with their location and its time zone; the shifts they may take (a colleague’s offer to the team or to them by name, or an open shift of a location they are a member of, published, not started, at most 100); what changed in their published shifts in the last 30 days (newest first, at most 50)',
    tags: ['schedules'],
    data: myShiftsSchema,
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const now = new Date().toISOString();
      const published = (query: ReturnType<typeof base>) => query.where(inPublishedWeek);
      const base = () =>
        db
          .selectFrom('shifts as s')
          .innerJoin('brands as b', 'b.id', 's.brand_id')
          .leftJoin('schedule_settings as z', 'z.brand_id', 's.brand_id')
          .selectAll('s')
          .select(['b.name as location_name', 'z.time_zone']);
      const mine = await published(base())
        .where('s.user_id', '=', userId)
        .where('s.ends_at', '>', now)
        .orderBy('s.starts_at')
        .limit(100)
        .execute();
      const memberOf = db.selectFrom('brand_memberships').select('brand_id').where('user_id', '=', userId);
      const available = await published(base())
        .where('s.brand_id', 'in', memberOf)
        .where('s.starts_at', '>', now)
        .where((eb) =>
          eb.or([
            eb.and([
              eb('s.user_id', 'is', null),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('shift_requests as r')
                    .select('r.id')
                    .whereRef('r.shift_id', '=', 's.id')
                    .where('r.status', 'in', ['OPEN', 'TAKEN']),
                ),
              ),
            ]),
            eb.exists(
              eb
                .selectFrom('shift_requests as r')
                .select('r.id')
                .whereRef('r.shift_id', '=', 's.id')
                .where('r.status', '=', 'OPEN')
                .where('r.from_user_id', '!=', userId)
                // An offer made to one colleague by name is theirs alone to see and take.
                .where((inner) =>
                  inner.or([
                    inner('r.offered_to_user_id', 'is', null),
                    inner('r.offered_to_user_id', '=', userId),
                  ]),
                ),
            ),
          ]),
        )
        .orderBy('s.starts_at')
        .limit(100)
        .execute();
      const changes = await db
        .selectFrom('shift_changes as c')
        .innerJoin('brands as b', 'b.id', 'c.brand_id')
        .leftJoin('schedule_settings as z', 'z.brand_id', 'c.brand_id')
        .select([
          'c.id',
          'c.shift_id',
          'c.kind',
          'c.before_json',
          'c.after_json',
          'c.created_at',
          'b.name as location_name',
          'z.time_zone',
        ])
        .where('c.user_id', '=', userId)
        .where('c.created_at', '>', new Date(Date.now() - 30 * 86_400_000).toISOString())
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(50)
        .execute();
      const wire = async (rows: typeof mine) => {
        const shifts = await shiftsWire(db, rows as ShiftRow[], new Map());
        return shifts.map((shift, index) => ({
          shift,
          location_name: rows[index]!.location_name,
          time_zone: rows[index]!.time_zone ?? 'UTC',
        }));
      };
      const part = (json: string | null) =>
        json ? (JSON.parse(json) as MyShiftsWire['changes'][number]['before']) : null;
      return {
        shifts: await wire(mine),
        available: await wire(available),
        changes: changes.map((row) => ({
          id: row.id,
          shift_id: row.shift_id,
          location_name: row.location_name,
          time_zone: row.time_zone ?? 'UTC',
          kind: row.kind as MyShiftsWire['changes'][number]['kind'],
          before: part(row.before_json),
          after: part(row.after_json),
          created_at: row.created_at,
        })),
      };
    },
  });
}
