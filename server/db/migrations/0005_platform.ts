import type { Generated, Kysely } from 'kysely';

/** Versions, monitoring, demo requests, light signup and idempotency. */
export interface PlatformTables {
  web_versions: {
    id: Generated<number>;
    web_app_code: string;
    /** Targets one brand; null for every brand. */
    brand_id: number | null;
    version: string;
    effective_on: string;
    force_update: number;
    /** Seconds between version polls; null for the 10-minute default. */
    api_pulling_frequency: number | null;
    maintenance_status: string | null;
    post_maintenance_action: string | null;
    post_maintenance_action_time: string | null;
    cache_invalidation_effective_on: string | null;
    /** JSON array of {type: ROUTE | BRAND | USER | SERVICE | URL, value}. */
    rules_json: string;
  };
  /** `scope` is 'global' or 'brand:<id>'. */
  rum_settings: {
    scope: string;
    brand_id: number | null;
    is_enabled: number;
    sampling_percentage: number;
    session_recording_percentage: number;
  };
  demo_requests: {
    user_id: string;
    brand_id: number;
    /** TEAM_SCHEDULING | LMS | ON_BOARDING, or another service code. */
    module: string;
    created_at: string;
  };
  light_signup_codes: {
    code: string;
    brand_id: number;
    email: string | null;
    first_name: string | null;
    last_name: string | null;
    position_title: string | null;
    expires_at: string;
    used_at: string | null;
    user_id: string | null;
  };
  /** The first answer of a write that carried an Idempotency-Key; `status_code` null while in flight. */
  idempotency_keys: {
    /** The caller's user id, or 'guest:<address>'. */
    scope: string;
    key: string;
    method: string;
    path: string;
    request_hash: string;
    status_code: number | null;
    response_body: string | null;
    content_type: string | null;
    created_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_versions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('web_app_code', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('effective_on', 'text', (c) => c.notNull())
    .addColumn('force_update', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('api_pulling_frequency', 'integer')
    .addColumn('maintenance_status', 'text')
    .addColumn('post_maintenance_action', 'text')
    .addColumn('post_maintenance_action_time', 'text')
    .addColumn('cache_invalidation_effective_on', 'text')
    .addColumn('rules_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('rum_settings')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('cascade'))
    .addColumn('is_enabled', 'integer', (c) => c.notNull())
    .addColumn('sampling_percentage', 'real', (c) => c.notNull())
    .addColumn('session_recording_percentage', 'real', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('demo_requests')
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('demo_requests_pk', ['user_id', 'brand_id', 'module'])
    .execute();

  await db.schema
    .createTable('light_signup_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('position_title', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('user_id', 'text', (c) => c.references('identity_users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('content_type', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
}
