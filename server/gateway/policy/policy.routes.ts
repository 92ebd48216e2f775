import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { brandHasService, PermissionPolicy } from '../../../src-domain/index';
import {
  loadServices,
  effectiveSettings,
  findBrands,
  loadSubtree,
  type BrandSettingsRow,
} from '../brands/brands.repository';
import { ApprovalFlowSchema, BrandPolicySchema, BrandSettingsSchema } from '../brands/brands.schema';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { BrandIdParams, CodeList, IdList, Nullable } from '../route-schema';
import { splitList } from '../route-schema';
import { approvalFlows } from '../brands/brand-profile.repository';
import { policiesFor } from './grants.repository';

const TAGS = ['Policy'];

/** GET /v1/brands/{id}/settings (and the session bootstrap's context settings): BrandSettingsSchema. */
export const brandSettingsSchema = BrandSettingsSchema;

/** A brand's effective settings on the wire (`brandSettingsSchema`). */
export function brandSettingsWire(brandId: number, settings: Partial<BrandSettingsRow>) {
  return {
    brand_id: brandId,
    atr_type: settings.atr_type ?? null,
    location_filter_type: settings.location_filter_type ?? null,
    currency_code: settings.currency_code ?? null,
    is_suspended: settings.is_suspended === 1,
    position_management_mode: settings.position_management_mode ?? null,
  };
}

/** A brand and one of its services in a path (`/brands/:id/services/:code/…`). */
const ServiceParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  code: Type.String({ pattern: '^[A-Za-z0-9_]{1,64}$' }),
});

/** Policy and permission reads (spec 000 §7, 001 §7 "Policy, permissions, reports, approval"). */
export function registerPolicyRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/policy',
    summary: 'The caller’s policy on each brand asked (default: the caller’s root brands)',
    tags: TAGS,
    querystring: Type.Object({ brands_ids: Type.Optional(IdList) }),
    data: Type.Array(BrandPolicySchema),
    handler: async (request) => {
      const scope = context.scopeOf(request);
      const ids = splitList(request.query.brands_ids).map(Number);
      const brands = ids.length > 0 ? await scope.requireAll(ids) : await scope.roots();
      return policiesFor(db, principalOf(request).sub, brands);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/users/brands/:id/policy',
    summary: 'The caller’s policy on one brand',
    tags: TAGS,
    params: BrandIdParams,
    data: BrandPolicySchema,
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      // policiesFor answers one policy per brand given, in order.
      const [policy] = await policiesFor(db, principalOf(request).sub, [brand]);
      return policy!;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v2/permissions/users',
    summary: 'The caller’s permissions among those asked, per brand asked',
    tags: TAGS,
    querystring: Type.Object({ brands_ids: IdList, permissions: Type.Optional(CodeList) }),
    data: Type.Array(BrandPolicySchema),
    handler: async (request) => {
      const brands = await context
        .scopeOf(request)
        .requireAll(splitList(request.query.brands_ids).map(Number));
      const asked = new Set(splitList(request.query.permissions));
      const policies = await policiesFor(db, principalOf(request).sub, brands);
      return policies.map((policy) => ({
        ...policy,
        permissions:
          asked.size === 0 ? policy.permissions : policy.permissions.filter((item) => asked.has(item.name)),
      }));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/permissions/is_authorized',
    summary:
      'Whether the caller holds every required permission on the brand (permission_category restricts a POSITION_CATEGORY condition)',
    tags: TAGS,
    params: BrandIdParams,
    querystring: Type.Object({
      required_permissions: CodeList,
      permission_category: Type.Optional(Type.String({ maxLength: 64 })),
    }),
    data: Type.Object({
      brand_id: Type.Integer(),
      is_authorized: Type.Boolean(),
      missing_permissions: Type.Array(Type.String()),
    }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const policy = new PermissionPolicy(await policiesFor(db, principalOf(request).sub, [brand]));
      const required = splitList(request.query.required_permissions);
      const check = {
        brands: [brand.id],
        ...(request.query.permission_category ? { positionCategory: request.query.permission_category } : {}),
      };
      const missing = required.filter((name) => !policy.has(name, check));
      return {
        brand_id: brand.id,
        is_authorized: required.length > 0 && missing.length === 0,
        missing_permissions: missing,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/reports/settings',
    summary: 'Reporting settings of a brand (location_filter_type)',
    tags: TAGS,
    params: BrandIdParams,
    data: Type.Object({ brand_id: Type.Integer(), location_filter_type: Nullable(Type.String()) }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const settings = await effectiveSettings(db, brand);
      return { brand_id: brand.id, location_filter_type: settings.location_filter_type ?? null };
    },
  });

  // The spec writes this one without the /v1 prefix; both paths answer.
  for (const url of [
    '/v1/brands/:id/services/:code/reporting_settings',
    '/brands/:id/services/:code/reporting_settings',
  ]) {
    defineRoute(app, {
      method: 'GET',
      url,
      summary: 'Reporting settings of one service of a brand',
      tags: TAGS,
      params: ServiceParams,
      data: Type.Object({
        brand_id: Type.Integer(),
        service_code: Type.String(),
        enabled: Type.Boolean(),
        location_filter_type: Nullable(Type.String()),
      }),
      handler: async (request) => {
        const brand = await context.scopeOf(request).require(request.params.id);
        const [settings, services] = await Promise.all([
          effectiveSettings(db, brand),
          loadServices(db, [brand.id]),
        ]);
        return {
          brand_id: brand.id,
          service_code: request.params.code,
          enabled: brandHasService({ services: services.get(brand.id) ?? [] }, request.params.code),
          location_filter_type: settings.location_filter_type ?? null,
        };
      },
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/settings',
    summary: 'Settings of a brand: ATR type, reporting filter, currency, suspension',
    tags: TAGS,
    params: BrandIdParams,
    data: BrandSettingsSchema,
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      return brandSettingsWire(brand.id, await effectiveSettings(db, brand));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/services/:code/approval_flows',
    summary: 'Approval flows of a service of a brand (its own, else the nearest level above’s)',
    tags: TAGS,
    params: ServiceParams,
    data: Type.Object({
      brand_id: Type.Integer(),
      service_code: Type.String(),
      approval_flows: Type.Array(ApprovalFlowSchema),
    }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      return {
        brand_id: brand.id,
        service_code: request.params.code,
        approval_flows: await approvalFlows(db, brand, request.params.code),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/services/:code/operation_entities',
    summary: 'Brands of the subtree a service operates on (restricted to entity_ids when given)',
    tags: TAGS,
    params: ServiceParams,
    querystring: Type.Object({ entity_ids: Type.Optional(IdList) }),
    data: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String(), enabled: Type.Boolean() }),
    ),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const wanted = new Set(splitList(request.query.entity_ids).map(Number));
      const rows = wanted.size
        ? (await findBrands(db, [...wanted])).filter((row) => row.path.startsWith(brand.path))
        : await loadSubtree(db, brand.path);
      const services = await loadServices(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        type: row.type,
        enabled: brandHasService({ services: services.get(row.id) ?? [] }, request.params.code),
      }));
    },
  });
}
