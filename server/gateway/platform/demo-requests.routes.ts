import type { FastifyInstance } from 'fastify';
import { DEMO_ALREADY_REQUESTED_MESSAGE, DEMO_MODULES } from '../../../src-domain/index';
import type { GatewayContext } from '../gateway.context';
import { defineUntypedRoute, principalOf } from '../gateway.route';
import { body, bool, int, nullable, object, str } from '../gateway.schema';

const TAGS = ['Demo requests'];
const SERVICE_CODE = { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,63}$' };
const MODULE = { type: 'string', enum: [...DEMO_MODULES] };
const answerSchema = object({
  brand_id: int,
  module: str,
  demo_requested: bool,
  already_requested: bool,
  message: nullable(str),
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

  defineUntypedRoute<{ Params: { id: number; module: string } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/demo_requests/:module',
    summary: 'Whether the caller already requested a demo of the module for the brand',
    tags: TAGS,
    params: {
      type: 'object',
      required: ['id', 'module'],
      properties: { id: { type: 'integer', minimum: 1 }, module: MODULE },
    },
    data: answerSchema,
    handler: async (req) => {
      const brand = await context.scopeOf(req).require(req.params.id);
      return check(principalOf(req).sub, brand.id, req.params.module);
    },
  });

  defineUntypedRoute<{ Params: { id: number }; Body: { module: string } }>(app, {
    method: 'POST',
    url: '/v1/brands/:id/demo_requests',
    summary: 'Requests a demo of the module for the brand (once; a repeat says so with 200)',
    tags: TAGS,
    params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    body: body({ module: MODULE }, ['module']),
    data: answerSchema,
    handler: async (req) => {
      const brand = await context.scopeOf(req).require(req.params.id);
      return request(principalOf(req).sub, brand.id, req.body.module);
    },
  });

  defineUntypedRoute<{ Querystring: { brand_id: number; service_code: string } }>(app, {
    method: 'GET',
    url: '/v1/demo_request',
    summary: 'Whether the caller already requested a demo of the service for the brand',
    tags: TAGS,
    querystring: object({ brand_id: { type: 'integer', minimum: 1 }, service_code: SERVICE_CODE }, [
      'brand_id',
      'service_code',
    ]),
    data: answerSchema,
    handler: async (req) => {
      const brand = await context.scopeOf(req).require(req.query.brand_id);
      return check(principalOf(req).sub, brand.id, req.query.service_code);
    },
  });

  defineUntypedRoute<{ Body: { brand_id: number; service_code: string } }>(app, {
    method: 'POST',
    url: '/v1/demo_request',
    summary: 'Requests a demo of the service for the brand (once; a repeat says so with 200)',
    tags: TAGS,
    body: body({ brand_id: { type: 'integer', minimum: 1 }, service_code: SERVICE_CODE }, [
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
