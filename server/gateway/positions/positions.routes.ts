import type { FastifyInstance } from 'fastify';
import { PermissionPolicy, canUse } from '../../../src-domain/index';
import { effectiveSettings, loadServices } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineUntypedRoute, principalOf } from '../gateway.route';
import { arrayOf, bool, brandIdParams, int, nullable, object, str } from '../gateway.schema';
import { policiesFor } from '../policy/grants.repository';
import { findProfile } from '../users/profiles.repository';
import { positionsErrors } from './positions.errors';
import { findPosition, listAtrs, listPositions } from './positions.repository';

const TAGS = ['Positions'];

/** Position categories (the POSITION_CATEGORY condition values) and levels a position may have. */
export const POSITION_CATEGORIES = ['FOH', 'BOH', 'MANAGEMENT'] as const;
export const POSITION_LEVELS = ['ENTRY', 'SENIOR', 'LEAD', 'SUPERVISOR', 'MANAGER'] as const;
/** Statuses of an approval to recruit, in order; `filter_by` takes one or ALL. */
export const ATR_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'FILLED'] as const;

const positionSchema = object({
  id: int,
  title: str,
  level: nullable(str),
  archived: bool,
  brand: object({ id: int, name: str }),
});

/** Positions reads of 001 §7 "Positions"; every brand-scoped read checks the caller's subtree. */
export function registerPositionRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineUntypedRoute<{ Params: { id: number } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/positions/settings',
    summary:
      'Position settings of a brand (inherited from the nearest ancestor that has them): level as a comma list, position_management_mode',
    tags: TAGS,
    params: brandIdParams,
    data: object({
      brand_id: int,
      level: { type: 'string', description: 'Comma-separated levels, e.g. "ENTRY,LEAD"; empty when none' },
      levels: arrayOf(str),
      position_management_mode: nullable(str),
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

  defineUntypedRoute<{
    Querystring: { brand_id: number; include_archived?: boolean; get_all_positions?: boolean };
  }>(app, {
    method: 'GET',
    url: '/v1/category_positions',
    summary:
      'Positions by category: those of the brand itself, or of its whole subtree with get_all_positions (templates left out)',
    tags: TAGS,
    querystring: object(
      { brand_id: { type: 'integer', minimum: 1 }, include_archived: bool, get_all_positions: bool },
      ['brand_id'],
    ),
    data: object({
      brand_id: int,
      categories: arrayOf(object({ category: str, positions: arrayOf(positionSchema) })),
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

  defineUntypedRoute(app, {
    method: 'GET',
    url: '/v1/position_type_lookup',
    summary:
      'The codes positions use: categories, levels and approval-to-recruit statuses (the client translates them)',
    tags: TAGS,
    data: object({ categories: arrayOf(str), levels: arrayOf(str), atr_statuses: arrayOf(str) }),
    handler: async () => ({
      categories: [...POSITION_CATEGORIES],
      levels: [...POSITION_LEVELS],
      atr_statuses: [...ATR_STATUSES],
    }),
  });

  defineUntypedRoute<{ Params: { id: number; position: number }; Querystring: { filter_by?: string } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/positions/:position/atrs',
    summary:
      'Approvals to recruit (ATR) of a position below the brand, newest first; filter_by a status or ALL. Needs the ATR access of spec 000 §6 on the brand (SOURCE_HIRE, service ATR, atr_type MB or BNB_WORKDAY): else 403 POSITIONS.ATR_FORBIDDEN',
    tags: TAGS,
    params: {
      type: 'object',
      required: ['id', 'position'],
      properties: { id: { type: 'integer', minimum: 1 }, position: { type: 'integer', minimum: 1 } },
    },
    querystring: object({ filter_by: { type: 'string', enum: ['ALL', ...ATR_STATUSES], default: 'ALL' } }),
    data: object({
      brand_id: int,
      position_id: int,
      atrs: arrayOf(
        object({
          id: int,
          status: str,
          headcount: int,
          reason: str,
          created_at: str,
          requested_by: nullable(object({ id: str, first_name: str, last_name: str })),
        }),
      ),
    }),
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const brand = await context.scopeOf(request).require(request.params.id);
      const [profile, services, policies, settings] = await Promise.all([
        findProfile(db, userId),
        loadServices(db, [brand.id]),
        policiesFor(db, userId, [brand]),
        effectiveSettings(db, brand),
      ]);
      const allowed = canUse('ATR', {
        user: { user_employer: profile?.user_employer === 1 },
        brand: { id: brand.id, type: brand.type, services: services.get(brand.id) ?? [] },
        policy: new PermissionPolicy(policies),
        ...(settings.atr_type ? { atrType: settings.atr_type } : {}),
      });
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
  };
}
