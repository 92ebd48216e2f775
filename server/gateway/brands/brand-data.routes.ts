import type { FastifyInstance } from 'fastify';
import { currencySymbol } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineUntypedRoute, principalOf } from '../gateway.route';
import { arrayOf, bool, brandIdParams, brandRef, int, nullable, num, object, str } from '../gateway.schema';
import { nodeOfBrand } from './brand-nodes';
import { breakWaiverSettings } from './brand-profile.repository';
import { effectiveSettings, loadSubtree } from './brands.repository';

const TAGS = ['Brands'];

const currencySchema = object({ id: nullable(int), code: str, name: str, symbol: str });

/** Brand data reads of spec 001 §7 "Brands" (and GET /v1/gps/{id} of 000 §7). */
export function registerBrandDataRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineUntypedRoute<{ Params: { id: number } }>(app, {
    method: 'GET',
    url: '/v1/gps/:id',
    summary: 'A brand (group level or any other) with its services',
    tags: TAGS,
    params: brandIdParams,
    data: brandRef,
    handler: async (request) =>
      nodeOfBrand(db, await context.scopeOf(request).require(request.params.id), principalOf(request).sub),
  });

  defineUntypedRoute<{ Params: { id: number }; Querystring: { include_locations?: boolean } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/basic_info',
    summary: 'Name, type, place and currency of a brand; its locations with include_locations',
    tags: TAGS,
    params: brandIdParams,
    querystring: object({ include_locations: bool }),
    data: object({
      id: int,
      name: str,
      type: str,
      parent_id: nullable(int),
      group_id: int,
      address: nullable(str),
      latitude: nullable(num),
      longitude: nullable(num),
      currency: nullable(currencySchema),
      locations: arrayOf(object({ id: int, name: str, type: str, address: nullable(str) })),
    }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const settings = await effectiveSettings(db, brand);
      const locations = request.query.include_locations
        ? (await loadSubtree(db, brand.path))
            .filter((row) => !row.type.toUpperCase().startsWith('GP-') && row.id !== brand.id)
            .map((row) => ({ id: row.id, name: row.name, type: row.type, address: row.address }))
        : undefined;
      return {
        id: brand.id,
        name: brand.name,
        type: brand.type,
        parent_id: brand.parent_id,
        group_id: brand.group_id,
        address: brand.address,
        latitude: brand.latitude,
        longitude: brand.longitude,
        currency: settings.currency_code ? await currencyOf(settings.currency_code) : null,
        ...(locations ? { locations } : {}),
      };
    },
  });

  async function currencyOf(code: string) {
    const row = await db.selectFrom('currencies').selectAll().where('code', '=', code).executeTakeFirst();
    return { id: row?.id ?? null, code, name: row?.name ?? code, symbol: currencySymbol(code) };
  }

  // GET /v1/brand/basic_media/{id} (theme images and the media library): media/brand-media.routes.ts.

  defineUntypedRoute<{ Params: { id: number } }>(app, {
    method: 'GET',
    url: '/v1/brand/location/:id',
    summary: 'Address and coordinates of a location',
    tags: TAGS,
    params: brandIdParams,
    data: object({
      id: int,
      name: str,
      type: str,
      parent_id: nullable(int),
      group_id: int,
      address: nullable(str),
      latitude: nullable(num),
      longitude: nullable(num),
    }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const { id, name, type, parent_id, group_id, address, latitude, longitude } = brand;
      return { id, name, type, parent_id, group_id, address, latitude, longitude };
    },
  });

  defineUntypedRoute<{ Params: { id: number }; Querystring: { include_lower_tree?: boolean } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/currencies',
    summary: 'Currencies of a brand (and of every brand below it with include_lower_tree)',
    tags: TAGS,
    params: brandIdParams,
    querystring: object({ include_lower_tree: bool }),
    data: arrayOf(currencySchema),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const codes = new Set<string>();
      const own = await effectiveSettings(db, brand);
      if (own.currency_code) codes.add(own.currency_code);
      if (request.query.include_lower_tree) {
        const rows = await db
          .selectFrom('brand_settings')
          .innerJoin('brands', 'brands.id', 'brand_settings.brand_id')
          .select('brand_settings.currency_code')
          .where('brands.path', '>=', brand.path)
          .where('brands.path', '<', `${brand.path}~`)
          .where('brand_settings.currency_code', 'is not', null)
          .execute();
        for (const row of rows) if (row.currency_code) codes.add(row.currency_code);
      }
      return Promise.all([...codes].sort().map(currencyOf));
    },
  });

  defineUntypedRoute<{ Params: { id: number } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/account_suspension/check',
    summary: 'Whether the account of the brand (or a level above) is suspended',
    tags: TAGS,
    params: brandIdParams,
    data: object({ brand_id: int, is_suspended: bool, reason: nullable(str) }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const settings = await effectiveSettings(db, brand);
      const suspended = settings.is_suspended === 1;
      return {
        brand_id: brand.id,
        is_suspended: suspended,
        reason: suspended ? (settings.suspension_reason ?? null) : null,
      };
    },
  });

  defineUntypedRoute<{ Params: { id: number } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/jobs/templates',
    summary: 'Position templates available to a brand (defined on it or a level above)',
    tags: TAGS,
    params: brandIdParams,
    data: arrayOf(object({ id: int, brand_id: int, title: str, category: str, level: nullable(str) })),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const chain = brand.path.split('/').filter(Boolean).map(Number);
      return db
        .selectFrom('positions')
        .select(['id', 'brand_id', 'title', 'category', 'level'])
        .where('brand_id', 'in', chain)
        .where('is_template', '=', 1)
        .where('archived', '=', 0)
        .orderBy('title')
        .execute();
    },
  });

  defineUntypedRoute<{ Params: { id: number } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/business_setup/settings',
    summary: 'Business set-up of a brand: currency and position management',
    tags: TAGS,
    params: brandIdParams,
    data: object({
      brand_id: int,
      currency: nullable(currencySchema),
      position_management_mode: nullable(str),
      position_levels: arrayOf(str),
    }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const settings = await effectiveSettings(db, brand);
      return {
        brand_id: brand.id,
        currency: settings.currency_code ? await currencyOf(settings.currency_code) : null,
        position_management_mode: settings.position_management_mode ?? null,
        position_levels: (settings.position_levels ?? '').split(',').filter(Boolean),
      };
    },
  });

  defineUntypedRoute<{ Params: { id: number } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/break_waiver_files/settings',
    summary: 'Break-waiver file settings of a brand (its own, else the nearest level above’s)',
    tags: TAGS,
    params: brandIdParams,
    data: object({
      brand_id: int,
      source_brand_id: nullable(int),
      enabled: bool,
      retention_days: nullable(int),
      require_signature: bool,
      files: arrayOf(object({ id: int, name: str, path: str })),
    }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      return breakWaiverSettings(db, brand);
    },
  });

  defineUntypedRoute(app, {
    method: 'GET',
    url: '/v1/employees/businesses/brands',
    summary: 'Brands the caller works at as an employee (memberships and hired applications)',
    tags: TAGS,
    data: arrayOf(object({ id: int, name: str, type: str, group_id: int })),
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const hired = db
        .selectFrom('applications')
        .innerJoin('positions', 'positions.id', 'applications.position_id')
        .innerJoin('brands', 'brands.id', 'positions.brand_id')
        .select(['brands.id', 'brands.name', 'brands.type', 'brands.group_id'])
        .where('applications.candidate_user_id', '=', userId)
        .where('applications.status', '=', 'HIRED');
      const employed = db
        .selectFrom('brand_memberships')
        .innerJoin('brands', 'brands.id', 'brand_memberships.brand_id')
        .select(['brands.id', 'brands.name', 'brands.type', 'brands.group_id'])
        .where('brand_memberships.user_id', '=', userId)
        .where('brand_memberships.role', '=', 'EMPLOYEE');
      return hired.union(employed).orderBy('id').execute();
    },
  });
}
