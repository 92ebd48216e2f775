import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { effectiveSettings } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { BrandIdParams, Nullable, StringEnum } from '../route-schema';
import { atrAccess } from './atr-access';
import { positionsErrors } from './positions.errors';
import { findPosition, listAtrs, listPositions } from './positions.repository';

const TAGS = ['Positions'];

/** Position categories (the POSITION_CATEGORY condition values) and levels a position may have. */
export const POSITION_CATEGORIES = ['FOH', 'BOH', 'MANAGEMENT'] as const;
export const POSITION_LEVELS = ['ENTRY', 'SENIOR', 'LEAD', 'SUPERVISOR', 'MANAGER'] as const;
/** Statuses of an approval to recruit, in order; `filter_by` takes one or ALL. */
export const ATR_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'FILLED'] as const;

const PositionSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  level: Nullable(Type.String()),
  archived: Type.Boolean(),
  brand: Type.Object({ id: Type.Integer(), name: Type.String() }),
  status: Type.String({ description: 'OPEN | PENDING_APPROVAL | PAUSED | CLOSED (issue #38)' }),
});

/** Positions reads of 001 §7 "Positions"; every brand-scoped read checks the caller's subtree. */
export function registerPositionRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/positions/settings',
    summary:
      'Position settings of a brand (inherited from the nearest ancestor that has them): level as a comma list, position_management_mode',
    tags: TAGS,
    params: BrandIdParams,
    data: Type.Object({
      brand_id: Type.Integer(),
      level: Type.String({ description: 'Comma-separated levels, e.g. "ENTRY,LEAD"; empty when none' }),
      levels: Type.Array(Type.String()),
      position_management_mode: Nullable(Type.String()),
    }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const settings = await effectiveSettings(db, brand);
      const levels = (settings.position_levels ?? '')
        .split(',')
        .map((level) => level.trim())
        .filter((level) => level !== '');
      return {
        brand_id: brand.id,
        level: levels.join(','),
        levels,
        position_management_mode: settings.position_management_mode ?? null,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/category_positions',
    summary:
      'Positions by category: those of the brand itself, or of its whole subtree with get_all_positions (templates left out)',
    tags: TAGS,
    querystring: Type.Object({
      brand_id: Type.Integer({ minimum: 1 }),
      include_archived: Type.Optional(Type.Boolean()),
      get_all_positions: Type.Optional(Type.Boolean()),
    }),
    data: Type.Object({
      brand_id: Type.Integer(),
      categories: Type.Array(Type.Object({ category: Type.String(), positions: Type.Array(PositionSchema) })),
    }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.query.brand_id);
      const rows = await listPositions(db, brand, {
        subtree: request.query.get_all_positions ?? false,
        includeArchived: request.query.include_archived ?? false,
      });
      const byCategory = new Map<string, ReturnType<typeof positionView>[]>();
      for (const row of rows) {
        const list = byCategory.get(row.category) ?? [];
        list.push(positionView(row));
        byCategory.set(row.category, list);
      }
      return {
        brand_id: brand.id,
        categories: [...byCategory].map(([category, positions]) => ({ category, positions })),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/position_type_lookup',
    summary:
      'The codes positions use: categories, levels and approval-to-recruit statuses (the client translates them)',
    tags: TAGS,
    data: Type.Object({
      categories: Type.Array(Type.String()),
      levels: Type.Array(Type.String()),
      atr_statuses: Type.Array(Type.String()),
    }),
    handler: async () => ({
      categories: [...POSITION_CATEGORIES],
      levels: [...POSITION_LEVELS],
      atr_statuses: [...ATR_STATUSES],
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/positions/:position/atrs',
    summary:
      'Approvals to recruit (ATR) of a position below the brand, newest first; filter_by a status or ALL. Needs the ATR access of spec 000 §6 on the brand (SOURCE_HIRE, service ATR, atr_type MB or BNB_WORKDAY): else 403 POSITIONS.ATR_FORBIDDEN',
    tags: TAGS,
    params: Type.Object({ id: Type.Integer({ minimum: 1 }), position: Type.Integer({ minimum: 1 }) }),
    querystring: Type.Object({
      filter_by: Type.Optional(Object.assign(StringEnum(['ALL', ...ATR_STATUSES]), { default: 'ALL' })),
    }),
    data: Type.Object({
      brand_id: Type.Integer(),
      position_id: Type.Integer(),
      atrs: Type.Array(
        Type.Object({
          id: Type.Integer(),
          status: Type.String(),
          headcount: Type.Integer(),
          reason: Type.String(),
          created_at: Type.String(),
          requested_by: Nullable(
            Type.Object({ id: Type.String(), first_name: Type.String(), last_name: Type.String() }),
          ),
        }),
      ),
    }),
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const brand = await context.scopeOf(request).require(request.params.id);
      const { allowed } = await atrAccess(db, userId, brand);
      if (!allowed) throw positionsErrors.atrForbidden(brand.id);
      const position = await findPosition(db, request.params.position);
      if (!position || !position.brand_path.startsWith(brand.path)) {
        throw positionsErrors.positionNotFound(request.params.position, brand.id);
      }
      const filter = request.query.filter_by;
      const rows = await listAtrs(
        db,
        position.id,
        filter === undefined || filter === 'ALL' ? undefined : filter,
      );
      return {
        brand_id: brand.id,
        position_id: position.id,
        atrs: rows.map((row) => ({
          id: row.id,
          status: row.status,
          headcount: row.headcount,
          reason: row.reason,
          created_at: row.created_at,
          requested_by:
            row.requested_by_user_id === null
              ? null
              : {
                  id: row.requested_by_user_id,
                  first_name: row.first_name ?? '',
                  last_name: row.last_name ?? '',
                },
        })),
      };
    },
  });
}

function positionView(row: Awaited<ReturnType<typeof listPositions>>[number]) {
  return {
    id: row.id,
    title: row.title,
    level: row.level,
    archived: row.archived === 1,
    brand: { id: row.brand_id, name: row.brand_name },
    status: row.status,
  };
}
