import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { currencySymbol } from '../../../src-domain/index';
import { brandMedia, findBrand } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { BrandIdParams, ImageRef, Nullable } from '../route-schema';
import { requireProfile } from '../users/profiles.repository';

const rumSchema = Type.Object({
  is_enabled: Type.Boolean(),
  sampling_percentage: Type.Number(),
  session_recording_percentage: Type.Number(),
});
/** Used when no RUM row exists at all (spec 000 §9: default session sampling 10 %). */
const RUM_DEFAULT = { is_enabled: false, sampling_percentage: 0, session_recording_percentage: 10 };

/** A brand's profile scheme: colours and images (GET /v1/employers/profile_scheme, the session bootstrap). */
export const profileSchemeSchema = Type.Object({
  brand_id: Nullable(Type.Integer()),
  scheme_settings: Type.Object({ background_color: Type.String(), accent_color: Type.String() }),
  profile_image: ImageRef,
  rectangle_profile_image: ImageRef,
});

/** Web versions, RUM settings, currencies and the profile scheme (spec 000 §7). */
export function registerPlatformRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/web_versions',
    summary:
      'The newest version of a web app (for the brand when one targets it), with maintenance, rules and cache invalidation',
    tags: ['Platform'],
    querystring: Type.Object({
      brand_id: Type.Optional(Type.Integer({ minimum: 1 })),
      web_app_code: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', default: 'BRIGADE_WEB' })),
      version: Type.Optional(Type.String({ maxLength: 64 })),
    }),
    data: Nullable(
      Type.Object({
        version: Type.String(),
        effective_on: Type.String(),
        force_update: Type.Boolean(),
        api_pulling_frequency: Nullable(Type.Integer()),
        maintenance: Type.Object({
          status: Nullable(Type.String()),
          post_maintenance_action: Nullable(Type.String()),
          post_maintenance_action_time: Nullable(Type.String()),
        }),
        cache_config: Type.Object({
          invalidation: Type.Object({ effective_on: Nullable(Type.String()) }),
        }),
        rules: Type.Array(Type.Object({ type: Type.String(), value: Type.String() })),
      }),
    ),
    handler: async (request) => {
      const { brand_id: brandId, web_app_code: code = 'BRIGADE_WEB' } = request.query;
      if (brandId !== undefined) await context.scopeOf(request).require(brandId);
      const row = await db
        .selectFrom('web_versions')
        .selectAll()
        .where('web_app_code', '=', code)
        .where((eb) =>
          brandId === undefined
            ? eb('brand_id', 'is', null)
            : eb.or([eb('brand_id', 'is', null), eb('brand_id', '=', brandId)]),
        )
        .orderBy('effective_on', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row) return null;
      return {
        version: row.version,
        effective_on: row.effective_on,
        force_update: row.force_update === 1,
        api_pulling_frequency: row.api_pulling_frequency,
        maintenance: {
          status: row.maintenance_status,
          post_maintenance_action: row.post_maintenance_action,
          post_maintenance_action_time: row.post_maintenance_action_time,
        },
        cache_config: { invalidation: { effective_on: row.cache_invalidation_effective_on } },
        rules: JSON.parse(row.rules_json) as { type: string; value: string }[],
      };
    },
  });

  async function rumOf(scope: string) {
    const row = await db.selectFrom('rum_settings').selectAll().where('scope', '=', scope).executeTakeFirst();
    return row
      ? {
          is_enabled: row.is_enabled === 1,
          sampling_percentage: row.sampling_percentage,
          session_recording_percentage: row.session_recording_percentage,
        }
      : undefined;
  }

  defineRoute(app, {
    method: 'GET',
    url: '/v1/rum_settings',
    summary: 'Monitoring (RUM) settings for everybody (no token needed)',
    tags: ['Platform'],
    auth: 'none',
    data: rumSchema,
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=600, stale-while-revalidate=604800');
      return (await rumOf('global')) ?? RUM_DEFAULT;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/rum_settings',
    summary: 'Monitoring settings of a brand (its own, else the nearest level above, else the global ones)',
    tags: ['Platform'],
    params: BrandIdParams,
    data: rumSchema,
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const chain = brand.path.split('/').filter(Boolean).reverse();
      for (const id of chain) {
        const own = await rumOf(`brand:${id}`);
        if (own) return own;
      }
      return (await rumOf('global')) ?? RUM_DEFAULT;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/currencies',
    summary: 'Every currency with its symbol (no token needed: a guest employer picks one while registering)',
    tags: ['Platform'],
    auth: 'none',
    data: Type.Array(
      Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), symbol: Type.String() }),
    ),
    handler: async () => {
      const rows = await db.selectFrom('currencies').selectAll().orderBy('code').execute();
      return rows.map((row) => ({ ...row, symbol: currencySymbol(row.code) }));
    },
  });

  for (const url of ['/v1/employers/profile_scheme', '/v1/js_dashboard/profile_scheme']) {
    defineRoute(app, {
      method: 'GET',
      url,
      summary:
        'The profile scheme (colours and images) of the brand asked, else of the caller’s entry brand; defaults when none',
      tags: ['Platform'],
      querystring: Type.Object({ brand_id: Type.Optional(Type.Integer({ minimum: 1 })) }),
      data: profileSchemeSchema,
      handler: async (request) => {
        const userId = principalOf(request).sub;
        let brand;
        if (request.query.brand_id !== undefined) {
          brand = await context.scopeOf(request).require(request.query.brand_id);
        } else {
          // The caller's own entry brand, for its colours only (spec 000: the careers page a job
          // seeker came through): branding, not access (issue #28), so no scope check here.
          const profile = await requireProfile(db, userId);
          brand = profile.entry_brand_id === null ? undefined : await findBrand(db, profile.entry_brand_id);
        }
        const media = await brandMedia(db, brand);
        return { ...media, brand_id: brand?.id ?? null };
      },
    });
  }
}
