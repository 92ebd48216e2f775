import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { DEMO_WEB_APP_CODE, DEMO_WEB_VERSION } from '../seed/demo-accounts.seed';

interface MaintenanceBody {
  /** Only this brand (a version row of its own); every brand when absent. */
  readonly brand_id?: number;
  readonly status: 'IN_MAINTENANCE' | 'OUT_OF_MAINTENANCE';
  readonly post_maintenance_action?: 'REVOKE_SESSION' | null;
  /** ISO-8601 instant. */
  readonly post_maintenance_action_time?: string | null;
}

interface VersionBody {
  /** Only this brand; every brand when absent. */
  readonly brand_id?: number;
  readonly version: string;
  readonly force_update?: boolean;
  /** Poll interval in seconds for the clients that read this version. */
  readonly api_pulling_frequency?: number;
  /** ISO-8601 instant; reloads pages loaded before it. */
  readonly cache_invalidation_effective_on?: string | null;
}

const VERSION_PATTERN = '^[0-9]{1,4}(\\.[0-9]{1,4}){0,3}$';
const INSTANT = { type: 'string', format: 'date-time', nullable: true };
const UNKNOWN_BRAND = {
  status_code: 404,
  error: { code: 'DEV.BRAND_NOT_FOUND', message: 'No brand has this brand_id' },
};

/**
 * Development only: switches of the platform state the web app polls (GET /v1/web_versions), so
 * a person or an end-to-end test can see maintenance and version updates happen —
 * `POST /dev/platform/maintenance` {status, post_maintenance_action?, post_maintenance_action_time?},
 * `POST /dev/platform/version` {version, force_update?, api_pulling_frequency?, cache_invalidation_effective_on?}
 * (a new version effective now) and `POST /dev/platform/reset` (the seeded version, no maintenance).
 * With `brand_id` a switch applies to that brand only (a version row of its own), so a test
 * can switch one brand without touching the others; an unknown brand is 404 DEV.BRAND_NOT_FOUND.
 */
export const platformSwitchesPlugin: FastifyPluginAsync<AppDependencies> = async (app, { db }) => {
  const latest = () =>
    db
      .selectFrom('web_versions')
      .selectAll()
      .where('web_app_code', '=', DEMO_WEB_APP_CODE)
      .where('brand_id', 'is', null)
      .orderBy('effective_on', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  /** True without a brand (every brand) or when the brand exists: a version row needs one. */
  const brandExists = async (brandId: number | undefined) =>
    brandId === undefined ||
    (await db.selectFrom('brands').select('id').where('id', '=', brandId).executeTakeFirst()) !== undefined;

  app.post<{ Body: MaintenanceBody }>(
    '/dev/platform/maintenance',
    {
      schema: {
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: {
            brand_id: { type: 'integer', minimum: 1 },
            status: { type: 'string', enum: ['IN_MAINTENANCE', 'OUT_OF_MAINTENANCE'] },
            post_maintenance_action: { type: 'string', enum: ['REVOKE_SESSION'], nullable: true },
            post_maintenance_action_time: INSTANT,
          },
        },
      },
    },
    async (request, reply) => {
      if (!(await brandExists(request.body.brand_id))) return reply.code(404).send(UNKNOWN_BRAND);
      const row = await latest();
      if (!row) throw new Error('No web version to switch');
      const maintenance = {
        maintenance_status: request.body.status,
        post_maintenance_action: request.body.post_maintenance_action ?? null,
        post_maintenance_action_time: request.body.post_maintenance_action_time ?? null,
      };
      if (request.body.brand_id === undefined) {
        await db.updateTable('web_versions').set(maintenance).where('id', '=', row.id).execute();
      } else {
        const { id: _id, ...copy } = row;
        await db
          .insertInto('web_versions')
          .values({
            ...copy,
            ...maintenance,
            brand_id: request.body.brand_id,
            effective_on: new Date().toISOString(),
          })
          .execute();
      }
      return { ok: true, version: row.version, maintenance: request.body };
    },
  );

  app.post<{ Body: VersionBody }>(
    '/dev/platform/version',
    {
      schema: {
        body: {
          type: 'object',
          required: ['version'],
          additionalProperties: false,
          properties: {
            brand_id: { type: 'integer', minimum: 1 },
            version: { type: 'string', pattern: VERSION_PATTERN },
            force_update: { type: 'boolean' },
            api_pulling_frequency: { type: 'integer', minimum: 1, maximum: 86_400 },
            cache_invalidation_effective_on: INSTANT,
          },
        },
      },
    },
    async (request, reply) => {
      if (!(await brandExists(request.body.brand_id))) return reply.code(404).send(UNKNOWN_BRAND);
      const now = new Date().toISOString();
      await db
        .insertInto('web_versions')
        .values({
          web_app_code: DEMO_WEB_APP_CODE,
          brand_id: request.body.brand_id ?? null,
          version: request.body.version,
          effective_on: now,
          force_update: request.body.force_update ? 1 : 0,
          api_pulling_frequency: request.body.api_pulling_frequency ?? 600,
          maintenance_status: 'OUT_OF_MAINTENANCE',
          post_maintenance_action: null,
          post_maintenance_action_time: null,
          cache_invalidation_effective_on: request.body.cache_invalidation_effective_on ?? null,
          rules_json: '[]',
        })
        .execute();
      return { ok: true, version: request.body.version, effective_on: now };
    },
  );

  app.post('/dev/platform/reset', async () => {
    await db
      .deleteFrom('web_versions')
      .where('web_app_code', '=', DEMO_WEB_APP_CODE)
      .where('brand_id', 'is not', null)
      .execute();
    await db
      .deleteFrom('web_versions')
      .where('web_app_code', '=', DEMO_WEB_APP_CODE)
      .where('brand_id', 'is', null)
      .where('version', '!=', DEMO_WEB_VERSION)
      .execute();
    await db
      .updateTable('web_versions')
      .set({
        maintenance_status: 'OUT_OF_MAINTENANCE',
        post_maintenance_action: null,
        post_maintenance_action_time: null,
      })
      .where('web_app_code', '=', DEMO_WEB_APP_CODE)
      .execute();
    return { ok: true };
  });
};
