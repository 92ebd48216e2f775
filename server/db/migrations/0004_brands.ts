import type { Kysely } from 'kysely';

/**
 * The brand tree and who may do what on it. `path` is the materialised chain of ids
 * ('/1/5/23/'), so a subtree is one indexed prefix scan and ancestors are read from the text.
 * Accesses and permissions granted on a brand hold on its whole subtree.
 */
export interface BrandTables {
  brands: {
    id: number;
    /** 'GP-n' for group / enterprise levels (top level), e.g. 'LOCATION' for the rest. */
    type: string;
    /** The enterprise (top GP) the brand belongs to; its own id for an enterprise. */
    group_id: number;
    parent_id: number | null;
    /** '/<root id>/…/<own id>/' */
    path: string;
    name: string;
    /** e.g. 'FULL', 'READ_ONLY', 'NONE'. */
    access_type: string;
    archived: number;
    address: string | null;
    latitude: number | null;
    longitude: number | null;
    created_at: string;
  };
  brand_services: {
    brand_id: number;
    code: string;
    /** 'ACTIVE' | 'PASS' grant access; anything else ('TRIAL', 'INACTIVE') does not. */
    type: string;
    /** JSON array of {code}. */
    sub_services_json: string;
  };
  /** Settings of a brand; a brand without a row reads its nearest ancestor's. */
  brand_settings: {
    brand_id: number;
    location_filter_type: string | null;
    atr_type: string | null;
    is_suspended: number;
    suspension_reason: string | null;
    background_color: string | null;
    accent_color: string | null;
    profile_image_uuid: string | null;
    profile_image_path: string | null;
    rectangle_image_uuid: string | null;
    rectangle_image_path: string | null;
    currency_code: string | null;
    position_management_mode: string | null;
    /** Comma-separated position levels (001 §3 position settings). */
    position_levels: string | null;
  };
  /** The brands a user belongs to: the roots of what the user may see. */
  brand_memberships: {
    user_id: string;
    brand_id: number;
    /** 'OWNER' | 'MANAGER' | 'EMPLOYEE' */
    role: string;
  };
  user_accesses: {
    user_id: string;
    brand_id: number;
    /** e.g. 'SOURCE_HIRE', 'TEAM_LIVE' */
    access: string;
  };
  user_permissions: {
    user_id: string;
    brand_id: number;
    name: string;
    /** JSON array of {type: LOGBOOK_ENTRY_TYPE | POSITION_CATEGORY | JOB_BOARD, values: [{code}]}. */
    conditions_json: string;
  };
  favourite_brands: {
    user_id: string;
    brand_id: number;
    created_at: string;
  };
  currencies: {
    id: number;
    code: string;
    name: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('brands.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('access_type', 'text', (c) => c.notNull().defaultTo('FULL'))
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address', 'text')
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('brands_parent').on('brands').column('parent_id').execute();
  await db.schema.createIndex('brands_group').on('brands').column('group_id').execute();

  await db.schema
    .createTable('brand_services')
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('sub_services_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('brand_services_pk', ['brand_id', 'code'])
    .execute();

  await db.schema
    .createTable('brand_settings')
    .addColumn('brand_id', 'integer', (c) => c.primaryKey().references('brands.id').onDelete('cascade'))
    .addColumn('location_filter_type', 'text')
    .addColumn('atr_type', 'text')
    .addColumn('is_suspended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('suspension_reason', 'text')
    .addColumn('background_color', 'text')
    .addColumn('accent_color', 'text')
    .addColumn('profile_image_uuid', 'text')
    .addColumn('profile_image_path', 'text')
    .addColumn('rectangle_image_uuid', 'text')
    .addColumn('rectangle_image_path', 'text')
    .addColumn('currency_code', 'text')
    .addColumn('position_management_mode', 'text')
    .addColumn('position_levels', 'text')
    .execute();

  await db.schema
    .createTable('brand_memberships')
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_memberships_pk', ['user_id', 'brand_id'])
    .execute();
  await db.schema.createIndex('brand_memberships_brand').on('brand_memberships').column('brand_id').execute();

  await db.schema
    .createTable('user_accesses')
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('access', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_accesses_pk', ['user_id', 'brand_id', 'access'])
    .execute();

  await db.schema
    .createTable('user_permissions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('conditions_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'brand_id', 'name'])
    .execute();

  await db.schema
    .createTable('favourite_brands')
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourite_brands_pk', ['user_id', 'brand_id'])
    .execute();

  await db.schema
    .createTable('currencies')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
}
