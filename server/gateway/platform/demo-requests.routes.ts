import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DEMO_ALREADY_REQUESTED_MESSAGE, DEMO_MODULES } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { Body, BrandIdParams, Nullable, StringEnum } from '../route-schema';

const TAGS = ['Demo requests'];
const SERVICE_CODE = Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,63}$' });
const MODULE = StringEnum(DEMO_MODULES);
const answerSchema = Type.Object({
  brand_id: Type.Integer(),
  module: Type.String(),
  demo_requested: Type.Boolean(),
  already_requested: Type.Boolean(),
  message: Nullable(Type.String()),
});

/**
 * Demo check and request (spec 000 §3, §4, §7; the paths are ours, README "Demo requests"):
 * GET /v1/brands/{id}/demo_requests/{module} and POST /v1/brands/{id}/demo_requests {module}
 * for the modal's modules, and GET/POST /v1/demo_request with brand_id + service_code for any
 * service. One request per user, brand and module: a repeat answers 200 with the message
 * 'Demo requested already for this user and this brand' (a result, not an error).
 */
export function registerDemoRequestRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  async function check(userId: string, brandId: number, module: string) {
    const row = await db
      .selectFrom('demo_requests')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('brand_id', '=', brandId)
      .where('module', '=', module)
      .executeTakeFirst();
    return {
      brand_id: brandId,
      module,
      demo_requested: row !== undefined,
      already_requested: row !== undefined,
      message: null,
    };
  }

  async function request(userId: string, brandId: number, module: string) {
    const inserted = await db
      .insertInto('demo_requests')
      .values({ user_id: userId, brand_id: brandId, module, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    const fresh = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    return {
      brand_id: brandId,
      module,
      demo_requested: true,
      already_requested: !fresh,
      message: fresh ? 'Demo requested' : DEMO_ALREADY_REQUESTED_MESSAGE,
    };
  }

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/demo_requests/:module',
    summary: 'Whether the caller already requested a demo of the module for the brand',
    tags: TAGS,
    params: Type.Object({ id: Type.Integer({ minimum: 1 }), module: MODULE }),
    data: answerSchema,
    handler: async (req) => {
      const brand = await context.scopeOf(req).require(req.params.id);
      return check(principalOf(req).sub, brand.id, req.params.module);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/demo_requests',
    summary: 'Requests a demo of the module for the brand (once; a repeat says so with 200)',
    tags: TAGS,
    params: BrandIdParams,
    body: Body({ module: MODULE }, ['module']),
    data: answerSchema,
    handler: async (req) => {
      const brand = await context.scopeOf(req).require(req.params.id);
      return request(principalOf(req).sub, brand.id, req.body.module);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/demo_request',
    summary: 'Whether the caller already requested a demo of the service for the brand',
    tags: TAGS,
    querystring: Type.Object({ brand_id: Type.Integer({ minimum: 1 }), service_code: SERVICE_CODE }),
    data: answerSchema,
    handler: async (req) => {
      const brand = await context.scopeOf(req).require(req.query.brand_id);
      return check(principalOf(req).sub, brand.id, req.query.service_code);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/demo_request',
    summary: 'Requests a demo of the service for the brand (once; a repeat says so with 200)',
    tags: TAGS,
    body: Body({ brand_id: Type.Integer({ minimum: 1 }), service_code: SERVICE_CODE }, [
      'brand_id',
      'service_code',
    ]),
    data: answerSchema,
    handler: async (req) => {
      const brand = await context.scopeOf(req).require(req.body.brand_id);
      return request(principalOf(req).sub, brand.id, req.body.service_code);
    },
  });
}
