import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { currencySymbol } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { BrandIdParams, Nullable } from '../route-schema';
import { nodeOfBrand } from './brand-nodes';
import { breakWaiverSettings } from './brand-profile.repository';
import { effectiveSettings, loadSubtree } from './brands.repository';
import { BrandNodeRef, BreakWaiverSchema } from './brands.schema';

const TAGS = ['Brands'];

const CurrencySchema = Type.Object({
  id: Nullable(Type.Integer()),
  code: Type.String(),
  name: Type.String(),
  symbol: Type.String(),
});

/** Where a brand is: its place in the tree, its address and coordinates. */
const PlaceProperties = {
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  parent_id: Nullable(Type.Integer()),
  group_id: Type.Integer(),
  address: Nullable(Type.String()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
};

/** Brand data reads of spec 001 §7 "Brands" (and GET /v1/gps/{id} of 000 §7). */
export function registerBrandDataRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/gps/:id',
    summary: 'A brand (group level or any other) with its services',
    tags: TAGS,
    params: BrandIdParams,
    data: BrandNodeRef,
    handler: async (request) =>
      nodeOfBrand(db, await context.scopeOf(request).require(request.params.id), principalOf(request).sub),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/basic_info',
    summary: 'Name, type, place and currency of a brand; its locations with include_locations',
    tags: TAGS,
    params: BrandIdParams,
    querystring: Type.Object({ include_locations: Type.Optional(Type.Boolean()) }),
    data: Type.Object({
      ...PlaceProperties,
      currency: Nullable(CurrencySchema),
      /** Only with include_locations. */
      locations: Type.Optional(
        Type.Array(
          Type.Object({
            id: Type.Integer(),
            name: Type.String(),
            type: Type.String(),
            address: Nullable(Type.String()),
          }),
        ),
      ),
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

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brand/location/:id',
    summary: 'Address and coordinates of a location',
    tags: TAGS,
    params: BrandIdParams,
    data: Type.Object(PlaceProperties),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const { id, name, type, parent_id, group_id, address, latitude, longitude } = brand;
      return { id, name, type, parent_id, group_id, address, latitude, longitude };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/currencies',
    summary: 'Currencies of a brand (and of every brand below it with include_lower_tree)',
    tags: TAGS,
    params: BrandIdParams,
    querystring: Type.Object({ include_lower_tree: Type.Optional(Type.Boolean()) }),
    data: Type.Array(CurrencySchema),
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

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/account_suspension/check',
    summary: 'Whether the account of the brand (or a level above) is suspended',
    tags: TAGS,
    params: BrandIdParams,
    data: Type.Object({
      brand_id: Type.Integer(),
      is_suspended: Type.Boolean(),
      reason: Nullable(Type.String()),
    }),
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

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/jobs/templates',
    summary: 'Position templates available to a brand (defined on it or a level above)',
    tags: TAGS,
    params: BrandIdParams,
    data: Type.Array(
      Type.Object({
        id: Type.Integer(),
        brand_id: Type.Integer(),
        title: Type.String(),
        category: Type.String(),
        level: Nullable(Type.String()),
      }),
    ),
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

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/business_setup/settings',
    summary: 'Business set-up of a brand: currency and position management',
    tags: TAGS,
    params: BrandIdParams,
    data: Type.Object({
      brand_id: Type.Integer(),
      currency: Nullable(CurrencySchema),
      position_management_mode: Nullable(Type.String()),
      position_levels: Type.Array(Type.String()),
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

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/break_waiver_files/settings',
    summary: 'Break-waiver file settings of a brand (its own, else the nearest level above’s)',
    tags: TAGS,
    params: BrandIdParams,
    data: BreakWaiverSchema,
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      return breakWaiverSettings(db, brand);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/employees/businesses/brands',
    summary: 'Brands the caller works at as an employee (memberships and hired applications)',
    tags: TAGS,
    data: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String(), group_id: Type.Integer() }),
    ),
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
